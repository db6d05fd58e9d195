import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CodeAction } from 'vscode-languageserver-protocol';
import { applyEdits, editsFor, joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const TEXT = joinLines('---', 'name: greetings', 'description: Greet somebody with a festive message.', 'keywords: hello, hi, hello, festive, festive', '---', '');

describe('"fix all" in the lightbulb, through the server', () => {
  let s: LspSession;
  let file: string;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/greetings/SKILL.md': TEXT }), { resolveCodeActions: true });
    file = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    await s.start();
    s.open(file, TEXT);
  });
  after(() => s.stop());

  test('comes without its edit, and codeAction/resolve makes it', async () => {
    const diagnostics = await s.waitDiagnostics(file, (d) => d.filter((x) => x.code === 'keywords-duplicate').length === 2);
    const first = diagnostics.find((d) => d.code === 'keywords-duplicate')!;
    const actions = await s.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: first.range, context: { diagnostics: [first] } });
    const all = actions.find((a) => a.title === 'Fix all safe Skillkiln problems in this file');
    assert.ok(all && !all.edit, actions.map((a) => a.title).join(' | '));
    const resolved = await s.request<CodeAction>('codeAction/resolve', all);
    const fixed = applyEdits(TEXT, editsFor(resolved.edit, file));
    assert.match(fixed, /^keywords: hello, hi\b/m);
    assert.doesNotMatch(fixed, /hello, hi, hello/);
  });
});
