import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction } from 'vscode-languageserver-types';
import { codeActions } from '../../../server/src/service/features/codeActions/codeActions';
import { fixAllToResolve, FIX_ALL_KIND, resolveFixAll } from '../../../server/src/service/features/codeActions/fixAll';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { documentContext } from '../../../server/src/service/features/documentContext';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import type { LanguageService } from '../../../server/src/service/languageService';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const FILE = '/ws/skills/greetings/SKILL.md';
const OTHER = '/ws/skills/farewell/SKILL.md';
const header = (name: string, keywords: string) => joinLines('---', `name: ${name}`, 'description: Greet somebody with a festive message.', `keywords: ${keywords}`, '---', '');

/** A service whose every text change is counted (a fix run opens the texts it tries). */
function spied(): { service: LanguageService; opened: string[] } {
  const inner = serviceOn({ [FILE]: header('greetings', 'hello, hi, hello, festive, festive'), [OTHER]: header('farewell', 'bye, bye, ciao, ciao') });
  const opened: string[] = [];
  const service: LanguageService = { ...inner, openDocument: (p, text) => (opened.push(p), inner.openDocument(p, text)) };
  return { service, opened };
}

/** The lightbulb's request on the first duplicate keyword. */
function lightbulb(service: LanguageService, resolvesEdits: boolean): CodeAction[] {
  const diagnostics = service.findings(FILE).filter((f) => f.code === 'keywords-duplicate').map((f) => toDiagnostic(f, 'en'));
  return codeActions(service, FILE, { range: diagnostics[0]!.range, diagnostics: diagnostics.slice(0, 1) }, FULL_EDIT_CAPABILITIES, undefined, { resolvesEdits });
}

describe('a code action request computes only what it needs', () => {
  test('resting on one problem runs no fix and leaves the index as it was; "fix all" is made when picked', () => {
    const { service, opened } = spied();
    const epochs = [service.index.epoch, service.index.headerEpoch];
    const actions = lightbulb(service, true);
    assert.deepEqual(opened, [], 'no fix run');
    assert.deepEqual([service.index.epoch, service.index.headerEpoch], epochs, 'the index is unchanged');
    assert.ok(!actions.some((a) => a.kind === FIX_ALL_KIND), 'the source action is not computed for the lightbulb');
    const all = actions.find((a) => a.title === 'Fix all safe Skillkiln problems in this file');
    assert.ok(all && !all.edit && fixAllToResolve(all) === FILE, actions.map((a) => a.title).join(' | '));
    // Picked: resolved into the same edit the source action gives, for this file only.
    const resolved = resolveFixAll(service, documentContext(service, FILE)!, FULL_EDIT_CAPABILITIES, all);
    const source = codeActions(service, FILE, { range: all.diagnostics?.[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, diagnostics: [], only: ['source.fixAll'] }, FULL_EDIT_CAPABILITIES);
    assert.equal(source.length, 1);
    assert.equal(source[0]!.kind, FIX_ALL_KIND);
    assert.ok(resolved.edit && resolved.data === undefined);
    assert.deepEqual(resolved.edit, source[0]!.edit);
    assert.ok(!(opened as string[]).includes(OTHER), 'no other file is fixed');
  });

  test('a client that cannot resolve gets "fix all" with its edit, computed once, for the file at hand only', () => {
    const { service, opened } = spied();
    const actions = lightbulb(service, false);
    const all = actions.find((a) => a.title === 'Fix all safe Skillkiln problems in this file');
    assert.ok(all?.edit);
    assert.ok(!actions.some((a) => a.kind === FIX_ALL_KIND), 'not twice: no source action beside the quick fix');
    assert.ok(opened.length > 0 && opened.every((p) => p === FILE), opened.join(', '));
  });

  test('source.fixAll still fixes every safe problem of the file', () => {
    const { service } = spied();
    const [action] = codeActions(service, FILE, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, diagnostics: [], only: [FIX_ALL_KIND] }, FULL_EDIT_CAPABILITIES);
    const edits = (action?.edit?.documentChanges?.[0] as { edits: { newText: string }[] } | undefined)?.edits ?? [];
    assert.ok(edits.length > 0, JSON.stringify(action));
  });
});
