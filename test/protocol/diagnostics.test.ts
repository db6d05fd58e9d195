import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { readFileSync } from 'node:fs';
import { joinLines, LspSession, makeWorkspace, onlyLspFrames } from './lspHarness';

describe('diagnostics over stdio', () => {
  let s: LspSession;
  let greetings: string;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'));
    await s.start();
    greetings = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
  });
  after(() => s.stop());

  test('open, then edit: findings follow the unsaved text', async () => {
    const text = readFileSync(greetings, 'utf8');
    s.open(greetings, text);
    await s.waitDiagnostics(greetings, (d) => d.every((x) => x.code !== 'keywords-duplicate'), 'no duplicate yet');
    // keywords line is line 3: append ", hello" at its end.
    const kwLine = text.split('\n')[3]!;
    s.change(greetings, { start: { line: 3, character: kwLine.length }, end: { line: 3, character: kwLine.length } }, ', hello');
    const d = await s.waitDiagnostics(greetings, (x) => x.some((y) => y.code === 'keywords-duplicate'), 'keywords-duplicate');
    const dup = d.find((x) => x.code === 'keywords-duplicate')!;
    assert.equal(dup.source, 'skillkiln');
    assert.deepEqual(dup.range, { start: { line: 3, character: kwLine.length + 2 }, end: { line: 3, character: kwLine.length + 7 } });
    assert.equal((dup.data as { fix: string }).fix, 'drop-keyword');
    // Undo: the finding goes.
    s.change(greetings, { start: { line: 3, character: kwLine.length }, end: { line: 3, character: kwLine.length + 7 } }, '');
    await s.waitDiagnostics(greetings, (x) => x.every((y) => y.code !== 'keywords-duplicate'), 'duplicate cleared');
  });

  test('an unclosed header is reported on its opening line', async () => {
    const file = path.join(s.root, 'skills', 'vulcan-salute', 'SKILL.md');
    s.open(file, joinLines('---', 'name: vulcan-salute', 'description: Send a vulcan salute.', '# Vulcan salute', ''));
    const d = await s.waitDiagnostics(file, (x) => x.some((y) => y.code === 'frontmatter-unclosed'));
    assert.deepEqual(d.find((x) => x.code === 'frontmatter-unclosed')!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
    s.close(file);
    // Closing the editor: the disk's (valid) text takes over, its findings stay true.
    await s.waitDiagnostics(file, (x) => x.every((y) => y.code !== 'frontmatter-unclosed'), 'disk text');
  });

  test('stdout carries only LSP frames', () => {
    assert.ok(s.stdout.length > 0);
    assert.ok(onlyLspFrames(s.stdout), s.stdout.toString('utf8').slice(0, 500));
  });
});
