import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { joinLines, LspSession, makeWorkspace, onlyLspFrames, uriOf } from './lspHarness';

const DUPLICATE = joinLines('---', 'name: echo', 'description: Say it twice.', 'keywords: twice, twice', '---', '');

describe('robustness over stdio', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'), { settings: { rules: { 'keywords-in-description': 'off' }, profile: 42 } });
    await s.start();
  });
  after(() => s.stop());

  test('a crash in one handler answers with an error; the server keeps answering', async () => {
    await assert.rejects(s.request('textDocument/hover', { textDocument: null, position: null }), (err: { code?: number; message?: string }) => err.code === -32803 && /hover failed/.test(err.message ?? ''));
    const file = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    const symbols = await s.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(file) } });
    assert.ok(symbols.length > 0);
  });

  test('a malformed setting is reported in the log, its default used', () => {
    assert.ok(s.logs.some((l) => /skillkiln\.profile: 42 is not valid/.test(l)), s.logs.join('\n'));
  });

  test('files changed on disk (watched files): created, then deleted', async () => {
    const dir = path.join(s.root, 'skills', 'echo');
    const file = path.join(dir, 'SKILL.md');
    mkdirSync(dir);
    writeFileSync(file, DUPLICATE);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 1 }] });
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'keywords-duplicate'), 'new file findings');
    rmSync(dir, { recursive: true });
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(dir), type: 3 }] });
    await s.waitDiagnostics(file, (d) => d.length === 0, 'cleared after deletion');
  });

  test('settings apply per folder and change on didChangeConfiguration', async () => {
    const file = path.join(s.root, 'skills', 'vulcan-salute', 'SKILL.md');
    s.open(file, joinLines('---', 'name: vulcan-salute', 'description: Send a vulcan salute.', 'keywords: vulcan, spock', '---', ''));
    await s.waitDiagnostics(file, (d) => d.every((x) => x.code !== 'keywords-in-description'), 'rule off');
    s.settings = { rules: { 'keywords-in-description': 'error' } };
    await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    const d = await s.waitDiagnostics(file, (x) => x.some((y) => y.code === 'keywords-in-description'), 'rule on');
    assert.equal(d.find((x) => x.code === 'keywords-in-description')!.severity, 1);
  });

  test('stdout carries only LSP frames', () => {
    assert.ok(onlyLspFrames(s.stdout));
  });
});

describe('locale', () => {
  test('initializationOptions.locale fr: messages in French', async () => {
    const s = new LspSession(makeWorkspace({ 'skills/a.md': DUPLICATE }), { initializationOptions: { locale: 'fr' } });
    try {
      await s.start();
      const d = await s.waitDiagnostics(path.join(s.root, 'skills', 'a.md'), (x) => x.some((y) => y.code === 'keywords-duplicate'));
      assert.match(d.find((x) => x.code === 'keywords-duplicate')!.message as string, /est déjà le mot-clé 1/);
    } finally {
      await s.stop();
    }
  });
});
