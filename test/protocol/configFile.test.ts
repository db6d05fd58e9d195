import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const SKILL = joinLines('---', 'name: hello', 'description: Says hello.', 'keywords: k1, k2, k3, k4, k5, k6, k7, k8, k9', '---', 'Say hello.', '');

describe('the server reads .skillkiln.json and watches it', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/hello.md': SKILL, '.skillkiln.json': JSON.stringify({ rules: { 'keywords-cap': 'error' } }) }), { settings: { rules: { 'keywords-cap': 'hint' } } });
    await s.start();
  });
  after(() => s.stop());

  test('the file wins over the editor settings, and an edit or deletion of it is picked up', async () => {
    const skill = path.join(s.root, 'skills', 'hello.md');
    const config = path.join(s.root, '.skillkiln.json');
    s.open(skill, SKILL);
    const cap = (d: { code?: unknown; severity?: number }[]) => d.find((x) => x.code === 'keywords-cap')?.severity;
    await s.waitDiagnostics(skill, (d) => cap(d) === 1, 'keywords-cap is an error, as the file says');
    writeFileSync(config, JSON.stringify({ rules: { 'keywords-cap': 'off' } }));
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 2 }] });
    await s.waitDiagnostics(skill, (d) => cap(d) === undefined, 'turned off after the edit');
    rmSync(config);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 3 }] });
    const d = await s.waitDiagnostics(skill, (x) => cap(x) === 4, 'the editor setting (hint) once the file is gone');
    assert.ok(d.length > 0);
  });

  test('a malformed file is reported in the log with its line, and the server keeps answering', async () => {
    const config = path.join(s.root, '.skillkiln.json');
    writeFileSync(config, '{\n  "profile": 12\n}\n');
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 1 }] });
    const shown = (l: string) => l.includes('.skillkiln.json:2: profile: 12 is not valid');
    await s.until(() => s.logs.some(shown), 'the problem of the config file in the log');
    const message = s.logs.find(shown)!;
    assert.match(message, /using the default/);
    const skill = path.join(s.root, 'skills', 'hello.md');
    await s.waitDiagnostics(skill, (d) => d.some((x) => x.code === 'keywords-cap'), 'still linting');
  });
});
