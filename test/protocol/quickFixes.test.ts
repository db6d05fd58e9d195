import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { applyEdits, editsFor, joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

/**
 * Each quick fix over the real server: open a text, wait for the finding, ask for code
 * actions on its diagnostic, apply the returned edits, compare the result exactly; then
 * send the result back and check the finding is gone and nothing more is proposed.
 */
/** Opens `file` in `s` and returns helpers that set its text and apply quick fixes to it. */
function fixer(s: LspSession, file: string) {
  s.open(file, '');
  const setText = (text: string) => s.change(file, { start: { line: 0, character: 0 }, end: { line: 100000, character: 0 } }, text);
  const actionsFor = (d: Diagnostic) => s.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: d.range, context: { diagnostics: [d], only: ['quickfix'] } });
  /** The quick fix for `code` (matching `title`) on `text`. */
  async function action(text: string, code: string, title?: RegExp): Promise<{ action: CodeAction; diagnostic: Diagnostic }> {
    const version = setText(text);
    const diags = await s.waitDiagnostics(file, (d) => d.some((x) => x.code === code), code, version);
    const diagnostic = diags.find((x) => x.code === code)!;
    const actions = await actionsFor(diagnostic);
    const found = actions.find((a) => a.kind === 'quickfix' && (!title || title.test(a.title)));
    assert.ok(found, `no quick fix for ${code}: ${JSON.stringify(actions.map((a) => a.title))}`);
    return { action: found, diagnostic };
  }
  /** Applies the quick fix for `code` and returns the new text, after checking a second application changes nothing. */
  async function fix(text: string, code: string, title?: RegExp): Promise<string> {
    const { action: a, diagnostic: d } = await action(text, code, title);
    const fixed = applyEdits(text, editsFor(a.edit, file));
    const version = setText(fixed);
    await s.waitDiagnostics(file, (x) => !x.some((y) => y.code === code && JSON.stringify(y.range) === JSON.stringify(d.range)), `${code} gone`, version);
    const again = await actionsFor(d);
    assert.equal(again.filter((x) => x.kind === 'quickfix' && (!title || title.test(x.title))).length, 0, `a second ${code} fix was proposed`);
    return fixed;
  }
  return { setText, action, fix };
}

describe('quick fixes over stdio (mm)', () => {
  let s: LspSession;
  let file: string;
  let setText: (text: string) => number;
  let fix: (text: string, code: string, title?: RegExp) => Promise<string>;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'));
    await s.start();
    file = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    ({ setText, fix } = fixer(s, file));
  });
  after(() => s.stop());

  test('drop a duplicate keyword', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello, salut, hello, hola', '---', '# Hi', ''), 'keywords-duplicate');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello, salut, hola', '---', '# Hi', ''));
  });

  test('drop the keywords past the 8th', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: a1, b2, c3, d4, e5, f6, g7, h8, i9, j10', '---', ''), 'keywords-cap');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: a1, b2, c3, d4, e5, f6, g7, h8', '---', ''));
  });

  test('drop a keyword the description already has', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'description: Greet somebody with a festive message.', 'keywords: saluer, festive, hola', '---', ''), 'keywords-in-description');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody with a festive message.', 'keywords: saluer, hola', '---', ''));
  });

  test('YAML list of keywords to the comma form', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords:', '  - saluer', '  - hola', '---', ''), 'keywords-format');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: saluer, hola', '---', ''));
  });

  test('fenced command to indented command, tool named, blank line before the block', async () => {
    const before = joinLines('---', 'name: what-time', 'description: Give the time.', '---', '# Time', '', 'Call your `bash` tool with this command:', '```bash', 'date "+%H:%M"', '```', '', 'The answer is the command\'s output, nothing else.', '');
    const out = await fix(before, 'fenced-command');
    assert.equal(out, joinLines('---', 'name: what-time', 'description: Give the time.', '---', '# Time', '', 'Call your `bash` tool with this command:', '', '    date "+%H:%M"', '', 'The answer is the command\'s output, nothing else.', ''));
  });

  test('fenced command after "Run:": the lead-in names the tool', async () => {
    const before = joinLines('---', 'name: what-time', 'description: Give the time.', '---', '# Time', '', 'Run:', '```bash', 'date', 'uptime', '```', '');
    const out = await fix(before, 'fenced-command');
    assert.equal(out, joinLines('---', 'name: what-time', 'description: Give the time.', '---', '# Time', '', 'Call your `bash` tool with this command:', '', '    date', '    uptime', '', "The answer is the command's output, nothing else.", ''));
  });

  test('add a missing description', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'keywords: saluer', '---', '# Greet somebody', ''), 'description-missing');
    assert.match(out, /^---\nname: greetings\ndescription: .+\nkeywords: saluer\n---\n# Greet somebody\n$/);
  });

  test('fix a typo’d key', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'descripton: Greet somebody.', '---', ''), 'unknown-key');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', '---', ''));
  });

  test('close an unclosed header', async () => {
    const out = await fix(joinLines('---', 'name: greetings', 'description: Greet somebody.', '', '# Greetings', ''), 'frontmatter-unclosed');
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', '---', '', '# Greetings', ''));
  });

  test('fix all: every safe fix once, then nothing left to do', async () => {
    const text = joinLines('---', 'name: greetings', 'descripton: Greet somebody.', 'keywords: hola, salut, hola', '---', '# Hi', '', '```bash', 'echo hi', '```', '');
    const v1 = setText(text);
    await s.waitDiagnostics(file, (d) => ['unknown-key', 'keywords-duplicate', 'fenced-command'].every((c) => d.some((x) => x.code === c)), 'three findings', v1);
    const actions = await s.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll'] } });
    assert.equal(actions.length, 1);
    assert.equal(actions[0]!.kind, 'source.fixAll.skillkiln');
    const out = applyEdits(text, editsFor(actions[0]!.edit, file));
    assert.equal(out, joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hola, salut', '---', '# Hi', '', 'Call your `bash` tool with this command:', '', '    echo hi', '', "The answer is the command's output, nothing else.", ''));
    const v2 = setText(out);
    await s.waitDiagnostics(file, (d) => !d.some((x) => x.code === 'keywords-duplicate'), 'fixed', v2);
    const again = await s.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll.skillkiln'] } });
    assert.equal(again.length, 0);
  });
});

describe('quick fixes over stdio (tajo, agent-skills)', () => {
  test('tajo: quote an unquoted template', async () => {
    const s = new LspSession(makeWorkspace({ 'skills/cart.md': '---\nname: cart\n---\n' }), { settings: { profile: 'tajo' } });
    try {
      await s.start();
      const { fix } = fixer(s, path.join(s.root, 'skills', 'cart.md'));
      const head = ['---', 'name: cart', 'version: 1.0.0', 'description: Recover carts.', 'category: email-marketing', 'triggers:', '  - event: cart_abandoned', 'actions:', '  - id: send', '    type: brevo/send-email', '    parameters:'];
      const tail = ['permissions:', '  - email:send', '---', ''];
      const out = await fix(joinLines(...head, '      template_id: {{ env.TEMPLATE_1 }}', ...tail), 'template-unquoted');
      assert.equal(out, joinLines(...head, '      template_id: "{{ env.TEMPLATE_1 }}"', ...tail));
    } finally {
      await s.stop();
    }
  });

  test('agent-skills: quote or fold a value with `: `; rename the folder to the name', async () => {
    const s = new LspSession(makeWorkspace({ '.claude/skills/pdf-tools/SKILL.md': joinLines('---', 'name: pdf-tools', 'description: PDF.', '---', '') }));
    try {
      await s.start();
      const file = path.join(s.root, '.claude', 'skills', 'pdf-tools', 'SKILL.md');
      const { fix, action } = fixer(s, file);
      const colon = joinLines('---', 'name: pdf-tools', 'description: Use when: the user asks about PDF files.', '---', '');
      assert.equal(await fix(colon, 'unquoted-colon', /Quote/), joinLines('---', 'name: pdf-tools', 'description: "Use when: the user asks about PDF files."', '---', ''));
      assert.equal(await fix(colon, 'unquoted-colon', /Fold/), joinLines('---', 'name: pdf-tools', 'description: >-', '  Use when: the user asks about PDF files.', '---', ''));
      const { action: rename } = await action(joinLines('---', 'name: pdf-kit', 'description: Use it for PDF files, when asked.', '---', ''), 'name-dir-mismatch', /Rename the folder/);
      assert.deepEqual(rename.edit!.documentChanges, [{ kind: 'rename', oldUri: uriOf(path.dirname(file)), newUri: uriOf(path.join(s.root, '.claude', 'skills', 'pdf-kit')), options: { overwrite: false, ignoreIfExists: false } }]);
    } finally {
      await s.stop();
    }
  });
});
