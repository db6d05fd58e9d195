import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CompletionItem, CompletionList, Hover, Location, MarkupContent, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { cursor, editsFor, joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

/** Completion labels at the `<|>` of `marked`, opened as `rel` in the session's workspace. */
async function labelsAt(s: LspSession, rel: string, marked: string): Promise<string[]> {
  const file = path.join(s.root, rel);
  const { text, position } = cursor(marked);
  s.open(file, text);
  const r = await s.request<CompletionItem[] | CompletionList | null>('textDocument/completion', s.at(file, position));
  const items = Array.isArray(r) ? r : r?.items ?? [];
  return items.map((i) => i.label);
}

describe('editor features over stdio (mm)', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'));
    await s.start();
  });
  after(() => s.stop());

  test('completion: header keys not yet present; nothing in plain body text', async () => {
    assert.deepEqual(await labelsAt(s, 'skills/new-one/SKILL.md', joinLines('---', 'name: new-one', '<|>', '---', '')), ['description', 'keywords']);
    assert.deepEqual(await labelsAt(s, 'skills/new-one/SKILL.md', joinLines('---', 'name: <|>', '---', '')), ['new-one']);
    assert.deepEqual(await labelsAt(s, 'skills/new-one/SKILL.md', joinLines('---', 'name: new-one', '---', 'Just text<|>')), []);
    assert.deepEqual(await labelsAt(s, 'skills/new-one/SKILL.md', joinLines('---', 'name: new-one', '---', 'Then ask $gr<|>')), ['greetings', 'vulcan-salute', 'what-time-is-it']);
    // Unsaved, the new skill is in the catalog; closed without saving, it leaves it.
    s.close(path.join(s.root, 'skills', 'new-one', 'SKILL.md'));
  });

  test('hover on `name`: the catalog line the model sees and its rank', async () => {
    const file = path.join(s.root, 'skills', 'vulcan-salute', 'SKILL.md');
    const h = await s.request<Hover>('textDocument/hover', s.at(file, { line: 1, character: 8 }));
    const value = (h.contents as MarkupContent).value;
    assert.match(value, /entry 2 of 3/);
    assert.ok(value.includes('vulcan-salute — Send a vulcan salute to somebody. (spock, star trek, live long and prosper, 🖖)'), value);
  });

  test('definition, references and rename of a skill from a prompt', async () => {
    const prompt = path.join(s.root, 'prompts', 'daily.md');
    const greetings = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    const at = { line: 2, character: 15 }; // inside {{skill:greetings}}
    const def = await s.request<Location[]>('textDocument/definition', s.at(prompt, at));
    assert.deepEqual(def, [{ uri: uriOf(greetings), range: { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } } }]);
    const refs = await s.request<Location[]>('textDocument/references', { ...s.at(greetings, { line: 1, character: 7 }), context: { includeDeclaration: true } });
    assert.deepEqual(refs.map((r) => [path.relative(s.root, new URL(r.uri).pathname), r.range.start.line, r.range.start.character]).sort(), [['prompts/daily.md', 2, 14], ['skills/greetings/SKILL.md', 1, 6]]);
    const prep = await s.request<{ range: unknown; placeholder: string }>('textDocument/prepareRename', s.at(prompt, at));
    assert.equal(prep.placeholder, 'greetings');
    const edit = await s.request<WorkspaceEdit>('textDocument/rename', { ...s.at(prompt, at), newName: 'hello' });
    assert.deepEqual(editsFor(edit, prompt).map((e) => e.newText), ['hello']);
    // The folder carries the name: it moves first, and the header is edited where it lands.
    const moved = path.join(s.root, 'skills', 'hello', 'SKILL.md');
    assert.deepEqual(edit.documentChanges?.[0], { kind: 'rename', oldUri: uriOf(path.dirname(greetings)), newUri: uriOf(path.dirname(moved)), options: { overwrite: false, ignoreIfExists: false } });
    assert.deepEqual(editsFor(edit, moved), [{ range: { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } }, newText: 'hello' }]);
    await assert.rejects(s.request('textDocument/prepareRename', s.at(prompt, { line: 0, character: 2 })), /Rename works on a skill/);
  });
});

/** One session per format, set by `skillkiln.profile`. */
const PROFILES: { profile: string; file: string; marked: string; expected: string[] }[] = [
  { profile: 'tajo', file: 'skills/sync.md', marked: joinLines('---', 'name: sync', 'category: <|>', '---', ''), expected: ['data-sync', 'email-marketing', 'sms-whatsapp', 'loyalty', 'analytics', 'integrations'] },
  { profile: 'agent-app', file: 'skills/review.md', marked: joinLines('---', 'name: review', 'category: <|>', '---', ''), expected: ['system', 'Système', 'code', 'workflow', 'Flux de travail', 'analysis', 'Analyse', 'custom', 'Personnalisée'] },
  { profile: 'agent-skills', file: 'skills/pdf/SKILL.md', marked: joinLines('---', 'name: pdf', 'description: Use for PDF files.', 'li<|>', '---', ''), expected: ['license', 'compatibility', 'metadata', 'allowed-tools'] },
  { profile: 'skill-api', file: 'skills/format/SKILL.md', marked: joinLines('---', 'name: format', '<|>', '---', ''), expected: ['description'] },
];

for (const { profile, file, marked, expected } of PROFILES) {
  describe(`completion over stdio (${profile})`, () => {
    let s: LspSession;
    before(async () => {
      s = new LspSession(makeWorkspace({ [file]: cursor(marked).text }), { settings: { profile } });
      await s.start();
    });
    after(() => s.stop());

    test(`${profile}: the schema's proposals at the cursor`, async () => {
      const labels = (await labelsAt(s, file, marked)).filter((l) => !/ skill$/.test(l));
      for (const e of expected) assert.ok(labels.includes(e), `${e} missing from ${labels.join(', ')}`);
      if (profile !== 'agent-skills') assert.deepEqual(labels, expected);
    });
  });
}
