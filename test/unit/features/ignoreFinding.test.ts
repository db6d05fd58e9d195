import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codeActions } from '../../../server/src/service/features/codeActions/codeActions';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import type { LanguageService } from '../../../server/src/service/languageService';
import { codesOf, joinLines, serviceOn } from '../helpers/serviceFixture';
import { applied } from './featureFixture';

const MM = '/ws/skills/a.md';
const HEAD = ['---', 'name: a', 'description: Greet people.', '---'];

/** Applies the "Ignore …" action of the first finding of `code`; returns its title and the new text (left open in the service). */
function ignore(service: LanguageService, file: string, code: string): { title: string; text: string } {
  const f = service.findings(file).find((x) => x.code === code);
  assert.ok(f, `no ${code} in ${codesOf(service.findings(file)).join(', ')}`);
  const d = toDiagnostic(f, 'en');
  const action = codeActions(service, file, { range: d.range, diagnostics: [d], only: ['quickfix'] }, FULL_EDIT_CAPABILITIES).find((a) => a.title.startsWith('Ignore `'));
  assert.ok(action, 'an Ignore action');
  assert.equal(action.isPreferred, undefined, 'never preferred over a real fix');
  const text = applied(service.index.fullParsed(file)!.text, action.edit, file);
  service.openDocument(file, text);
  return { title: action.title, text };
}

describe('quick fix: ignore a finding', () => {
  test('a body finding: disable-next-line above it, at its indentation; the finding goes and no comment is unused', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const head = ['---', 'name: pdf', 'description: Fill PDF forms when asked.', '---', '# PDF', '- Steps:'];
    const service = serviceOn({ [file]: joinLines(...head, '  > Run !`date` first.', '') });
    const { title, text } = ignore(service, file, 'exec-marker');
    assert.equal(title, 'Ignore `exec-marker` on this line');
    assert.equal(text, joinLines(...head, '  > <!-- skillkiln-disable-next-line exec-marker -->', '  > Run !`date` first.', ''));
    assert.deepEqual(codesOf(service.findings(file)), []);
  });

  test('a second code on the same line joins the comment already there', () => {
    const service = serviceOn({ [MM]: joinLines(...HEAD, '# A', '<!-- skillkiln-disable-next-line fenced-command -->', 'description: x', '') });
    const { text } = ignore(service, MM, 'description-in-body');
    assert.equal(text, joinLines(...HEAD, '# A', '<!-- skillkiln-disable-next-line fenced-command, description-in-body -->', 'description: x', ''));
    assert.deepEqual(codesOf(service.findings(MM)), ['suppression-unused'], 'fenced-command hides nothing there');
  });

  test('a header finding: disable-file right after the header, in the file’s line breaks', () => {
    const crlf = joinLines('---', 'name: a', 'description: Greet people.', 'keywords: hola, hola', '---', '# A', '').replace(/\n/g, '\r\n');
    const service = serviceOn({ [MM]: crlf });
    const { title, text } = ignore(service, MM, 'keywords-duplicate');
    assert.equal(title, 'Ignore `keywords-duplicate` in this file');
    assert.equal(text, crlf.replace('---\r\n# A', '---\r\n<!-- skillkiln-disable-file keywords-duplicate -->\r\n# A'));
    assert.deepEqual(codesOf(service.findings(MM)), []);
  });

  test('inside a code block: disable … enable around the block (a comment inside would be code)', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const fence = ['```sh', 'echo !`date`', '```'];
    const service = serviceOn({ [file]: joinLines('---', 'name: pdf', 'description: Fill PDF forms when asked.', '---', ...fence) });
    const { title, text } = ignore(service, file, 'exec-marker');
    assert.equal(title, 'Ignore `exec-marker` in this code block');
    assert.equal(text, joinLines('---', 'name: pdf', 'description: Fill PDF forms when asked.', '---', '<!-- skillkiln-disable exec-marker -->', ...fence, '<!-- skillkiln-enable exec-marker -->'));
    assert.deepEqual(codesOf(service.findings(file)), []);
  });

  test('the report on an unused comment has no Ignore action', () => {
    const service = serviceOn({ [MM]: joinLines(...HEAD, '<!-- skillkiln-disable-file keywords-cap -->', '') });
    const f = service.findings(MM).find((x) => x.code === 'suppression-unused')!;
    const d = toDiagnostic(f, 'en');
    assert.deepEqual(codeActions(service, MM, { range: d.range, diagnostics: [d], only: ['quickfix'] }, FULL_EDIT_CAPABILITIES).filter((a) => a.title.startsWith('Ignore')), []);
  });
});
