import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CodeAction } from 'vscode-languageserver-protocol';
import { applyEdits, editsFor, joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const WHOLE = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

describe('fix all and suppression comments over stdio', () => {
  let s: LspSession;
  let file: string;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'));
    await s.start();
    file = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    s.open(file, '');
  });
  const setText = (text: string) => s.change(file, { start: { line: 0, character: 0 }, end: { line: 100000, character: 0 } }, text);
  after(() => s.stop());

  test('one source.fixAll.skillkiln request converges: fixes whose edits touch are all in its one edit', async () => {
    // A YAML list (to the comma form) with a repeated keyword: the two fixes' edits overlap, so one round can take only one.
    const text = joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords:', '  - hola', '  - hola', '  - salut', '---', '# Hi', '');
    const opened = setText(text);
    await s.waitDiagnostics(file, (d) => ['keywords-format', 'keywords-duplicate'].every((c) => d.some((x) => x.code === c)), 'both findings', opened);
    const ask = () => s.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: WHOLE, context: { diagnostics: [], only: ['source.fixAll.skillkiln'] } });
    const [action] = await ask();
    const fixed = applyEdits(text, editsFor(action!.edit, file));
    assert.equal(fixed, joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hola, salut', '---', '# Hi', ''));
    // The request left the server's text alone: its diagnostics still describe the open buffer.
    assert.equal((await ask()).length, 1);
    const version = setText(fixed);
    await s.waitDiagnostics(file, (d) => !d.some((x) => x.code === 'keywords-duplicate' || x.code === 'keywords-format'), 'fixed', version);
    assert.deepEqual(await ask(), [], 'nothing left for a second run');
  });

  test('the server publishes what suppression comments leave, and marks an unused one as unnecessary', async () => {
    const text = joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hola, hola', '---', '<!-- skillkiln-disable-file keywords-duplicate -->', '<!-- skillkiln-disable-next-line keywords-cap -->', '# Hi', '');
    const version = setText(text);
    const diagnostics = await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'suppression-unused'), 'the unused report', version);
    assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line, d.tags]), [['suppression-unused', 6, [1]]]);
  });
});
