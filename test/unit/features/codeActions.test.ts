import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { codeActions } from '../../../server/src/service/features/codeActions/codeActions';
import { allFixBuilders } from '../../../server/src/service/features/codeActions/registry';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { pathToUri } from '../../../server/src/service/features/uris';
import { FULL_EDIT_CAPABILITIES, type EditCapabilities } from '../../../server/src/service/features/workspaceEdit';
import type { LanguageService } from '../../../server/src/service/languageService';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { applied } from './featureFixture';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const ZERO = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** Quick fixes for the findings of one code in a file. */
function quickFixes(service: LanguageService, file: string, code: string, caps: EditCapabilities = FULL_EDIT_CAPABILITIES) {
  const diagnostics = service.findings(file).filter((f) => f.code === code).map((f) => toDiagnostic(f, 'en'));
  assert.ok(diagnostics.length > 0, `no ${code} in ${service.findings(file).map((f) => f.code).join(', ')}`);
  // The "Ignore …" actions every finding gets are tested in ignoreFinding.test.ts.
  return codeActions(service, file, { range: diagnostics[0]!.range, diagnostics, only: ['quickfix'] }, caps).filter((a) => !a.title.startsWith('Ignore `'));
}

describe('code actions', () => {
  test('every `fix` a rule can put in `data` has a builder', () => {
    const ids = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/fix: '([a-z-]+)'/g)) ids.add(m[1]!);
      }
    };
    const src = path.join(REPO, 'server', 'src', 'service');
    assert.ok(existsSync(src));
    walk(path.join(src, 'profiles'));
    walk(path.join(src, 'rules'));
    const handled = new Set(allFixBuilders().map((b) => b.fix));
    assert.deepEqual([...ids].filter((id) => !handled.has(id)), []);
  });

  test('a stale diagnostic (text moved since) yields no edit', () => {
    const file = '/ws/skills/a.md';
    const service = serviceOn({ [file]: joinLines('---', 'name: a', 'description: A.', 'keywords: x, y, x', '---', '') });
    const stale = service.findings(file).filter((f) => f.code === 'keywords-duplicate').map((f) => toDiagnostic(f, 'en'));
    service.openDocument(file, joinLines('---', 'name: a', 'description: A.', 'keywords: z, x, y, x', '---', ''));
    assert.deepEqual(codeActions(service, file, { range: stale[0]!.range, diagnostics: stale, only: ['quickfix'] }, FULL_EDIT_CAPABILITIES), []);
  });

  test('add a description: a selected placeholder when the client takes snippet edits', () => {
    const file = '/ws/skills/a.md';
    const service = serviceOn({ [file]: joinLines('---', 'name: a', 'keywords: x', '---', '') });
    const [snippet] = quickFixes(service, file, 'description-missing');
    const change = snippet!.edit!.documentChanges![0] as { edits: { snippet?: { value: string } }[] };
    assert.match(change.edits[0]!.snippet!.value, /^description: \$\{1:.+\}\n$/);
    const [plain] = quickFixes(service, file, 'description-missing', { ...FULL_EDIT_CAPABILITIES, snippetEdits: false });
    assert.match(applied(service.index.fullParsed(file)!.text, plain!.edit, file), /^---\nname: a\ndescription: .+\nkeywords: x\n---\n$/);
  });

  test('name ≠ folder (agent-skills): set the name, or rename the folder (a file rename)', () => {
    const file = '/ws/.claude/skills/pdf-tools/SKILL.md';
    const service = serviceOn({ [file]: joinLines('---', 'name: pdf-kit', 'description: Work with PDF files when asked to.', '---', '') });
    const actions = quickFixes(service, file, 'name-dir-mismatch');
    assert.deepEqual(actions.map((a) => a.title), ['Set `name` to the folder’s name `pdf-tools`', 'Rename the folder to `pdf-kit`']);
    assert.equal(applied(service.index.fullParsed(file)!.text, actions[0]!.edit, file), joinLines('---', 'name: pdf-tools', 'description: Work with PDF files when asked to.', '---', ''));
    assert.deepEqual(actions[1]!.edit!.documentChanges, [{ kind: 'rename', oldUri: pathToUri('/ws/.claude/skills/pdf-tools'), newUri: pathToUri('/ws/.claude/skills/pdf-kit'), options: { overwrite: false, ignoreIfExists: false } }]);
    // A client without file operations gets only the text fix.
    assert.equal(quickFixes(service, file, 'name-dir-mismatch', { documentChanges: true, resourceOperations: [], snippetEdits: false }).length, 1);
  });

  test('unquoted colon (agent-skills): quote it, or fold it', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const text = joinLines('---', 'name: pdf', 'description: Use when: the user asks about PDF files.', '---', '');
    const service = serviceOn({ [file]: text });
    const [quote, fold] = quickFixes(service, file, 'unquoted-colon');
    assert.equal(applied(text, quote!.edit, file), joinLines('---', 'name: pdf', 'description: "Use when: the user asks about PDF files."', '---', ''));
    assert.match(applied(text, fold!.edit, file), /^---\nname: pdf\ndescription: >-\n {2}Use when: the user asks about PDF files\.\n---\n$/);
  });

  test('a missing reference file: CreateFile that never overwrites', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const service = serviceOn({ [file]: joinLines('---', 'name: pdf', 'description: Use it for PDF files, when asked.', '---', 'See [forms](references/forms.md).', '') });
    const [create] = quickFixes(service, file, 'reference-missing');
    assert.deepEqual(create!.edit!.documentChanges, [{ kind: 'create', uri: pathToUri('/ws/.claude/skills/pdf/references/forms.md'), options: { overwrite: false, ignoreIfExists: true } }]);
  });

  test('refactor: flat skill → folder skill, links rewritten; back again', () => {
    const flat = '/ws/skills/greet.md';
    const service = serviceOn({ [flat]: joinLines('---', 'name: greet', 'description: Greet.', '---', 'See [other](other.md#top).', ''), '/ws/skills/other.md': '---\ndescription: Other.\n---\n' });
    const [toFolder] = codeActions(service, flat, { range: ZERO, diagnostics: [], only: ['refactor'] }, FULL_EDIT_CAPABILITIES);
    assert.equal(toFolder!.title, 'Convert to a folder skill (greet/SKILL.md)');
    assert.deepEqual(toFolder!.edit!.documentChanges, [
      { textDocument: { uri: pathToUri(flat), version: null }, edits: [{ range: { start: { line: 4, character: 12 }, end: { line: 4, character: 24 } }, newText: '../other.md#top' }] },
      { kind: 'rename', oldUri: pathToUri(flat), newUri: pathToUri('/ws/skills/greet/SKILL.md'), options: { overwrite: false, ignoreIfExists: false } },
    ]);
    const folder = '/ws/skills/hello/SKILL.md';
    const s2 = serviceOn({ [folder]: joinLines('---', 'name: hello', 'description: Hello.', '---', '') });
    const [toFlat] = codeActions(s2, folder, { range: ZERO, diagnostics: [], only: ['refactor'] }, FULL_EDIT_CAPABILITIES);
    assert.deepEqual(toFlat!.edit!.documentChanges!.map((c) => ('kind' in c ? c.kind : 'edit')), ['rename', 'delete']);
    // A folder skill with reference files is not flattened (they would be left behind).
    const s3 = serviceOn({ [folder]: joinLines('---', 'name: hello', 'description: Hello.', '---', ''), '/ws/skills/hello/notes.md': 'x' });
    assert.deepEqual(codeActions(s3, folder, { range: ZERO, diagnostics: [], only: ['refactor'] }, FULL_EDIT_CAPABILITIES), []);
  });

  test('refactor: a SKILL.md directly in the skills folder moves into a folder named after the skill', () => {
    const top = '/ws/.agents/skills/SKILL.md';
    const service = serviceOn({ [top]: joinLines('---', 'name: Top Level', 'description: Top.', '---', 'See [notes](notes.md).', '') });
    const [move] = codeActions(service, top, { range: ZERO, diagnostics: [], only: ['refactor'] }, FULL_EDIT_CAPABILITIES);
    assert.equal(move!.title, 'Move into a folder of its own (top-level/SKILL.md)');
    assert.deepEqual(move!.edit!.documentChanges, [
      { textDocument: { uri: pathToUri(top), version: null }, edits: [{ range: { start: { line: 4, character: 12 }, end: { line: 4, character: 20 } }, newText: '../notes.md' }] },
      { kind: 'rename', oldUri: pathToUri(top), newUri: pathToUri('/ws/.agents/skills/top-level/SKILL.md'), options: { overwrite: false, ignoreIfExists: false } },
    ]);
  });
});
