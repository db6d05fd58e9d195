import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runFixes } from '../../../server/src/service/features/fixEngine';
import { quickFixesOf } from '../helpers/applyQuickFix';
import { codesOf, joinLines, serviceOn, withCode } from '../helpers/serviceFixture';

const FILE = '/ws/skills/a.md';
const HEAD = ['---', 'name: a', 'description: Greet people.', 'keywords: hola, hola', '---'];
/** A `description:` line in the body is reported where it is (`description-in-body`). */
const BODY_LINE = 'description: not metadata';

function findingsOf(...body: string[]) {
  const service = serviceOn({ [FILE]: joinLines(...HEAD, ...body, '') });
  return service.findings(FILE);
}

describe('suppression comments', () => {
  test('without comments, the fixture has one header and one body finding', () => {
    assert.deepEqual(codesOf(findingsOf('# A', BODY_LINE)), ['keywords-duplicate', 'description-in-body']);
  });

  test('disable-next-line hides the named code on the next line only', () => {
    const f = findingsOf('<!-- skillkiln-disable-next-line description-in-body -->', BODY_LINE, BODY_LINE);
    assert.deepEqual(codesOf(f), ['keywords-duplicate', 'description-in-body']);
    assert.equal(withCode(f, 'description-in-body')[0]!.range.start.line, 7);
  });

  test('disable-next-line with several codes, a reason after `--`, and no code (every code)', () => {
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable-next-line fenced-command, description-in-body -- kept on purpose -->', BODY_LINE)), ['keywords-duplicate', 'suppression-unused']);
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable-next-line description-in-body -- kept on purpose -->', BODY_LINE)), ['keywords-duplicate']);
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable-next-line -->', BODY_LINE)), ['keywords-duplicate']);
  });

  test('disable … enable hides the code between the two comments', () => {
    const f = findingsOf('<!-- skillkiln-disable description-in-body -->', BODY_LINE, BODY_LINE, '<!-- skillkiln-enable description-in-body -->', BODY_LINE);
    assert.deepEqual(codesOf(f), ['keywords-duplicate', 'description-in-body']);
    assert.equal(f[1]!.range.start.line, 9);
  });

  test('disable with no code runs to the end; `enable x` inside it brings x back', () => {
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable -->', BODY_LINE, BODY_LINE)), ['keywords-duplicate']);
    const f = findingsOf('<!-- skillkiln-disable -->', BODY_LINE, '<!-- skillkiln-enable description-in-body -->', BODY_LINE);
    assert.deepEqual(codesOf(f), ['keywords-duplicate', 'description-in-body']);
    assert.equal(f[1]!.range.start.line, 8);
  });

  test('header findings are hidden only by disable-file (with its code, or with none)', () => {
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable keywords-duplicate -->', BODY_LINE)), ['keywords-duplicate', 'suppression-unused', 'description-in-body']);
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable-file keywords-duplicate -->', BODY_LINE)), ['description-in-body']);
    assert.deepEqual(codesOf(findingsOf('<!-- skillkiln-disable-file -->', BODY_LINE)), []);
  });

  test('a comment in a code block or in inline code is an example, not a suppression', () => {
    assert.deepEqual(codesOf(findingsOf('```md', '<!-- skillkiln-disable-file -->', '```', BODY_LINE)), ['keywords-duplicate', 'description-in-body']);
    assert.deepEqual(codesOf(findingsOf('Write `<!-- skillkiln-disable-file -->` to hide everything.', BODY_LINE)), ['keywords-duplicate', 'description-in-body']);
  });

  test('comments that hide nothing are reported on the code, or on the whole comment', () => {
    const f = findingsOf('<!-- skillkiln-disable-next-line keywords-cap -->', BODY_LINE);
    const [unused] = withCode(f, 'suppression-unused');
    assert.equal(unused!.severity, 'warning');
    assert.equal(unused!.unnecessary, true);
    assert.deepEqual(unused!.range, { start: { line: 5, character: 33 }, end: { line: 5, character: 45 } });
    assert.match(unused!.message.en, /^Remove `keywords-cap` from this comment: no `keywords-cap` problem is reported on the next line/);
    const whole = withCode(findingsOf('# A', '<!-- skillkiln-disable-next-line -->', '# B'), 'suppression-unused');
    assert.deepEqual(whole[0]!.range, { start: { line: 6, character: 0 }, end: { line: 6, character: 36 } });
  });

  test('a misspelt code, a misspelt comment and an enable with nothing to enable are reported', () => {
    const messages = (body: string) => withCode(findingsOf(body, BODY_LINE), 'suppression-unused').map((f) => f.message.en);
    assert.match(messages('<!-- skillkiln-disable-next-line description-in-bodyy -->')[0]!, /^Check the spelling of `description-in-bodyy`: it is not a Skillkiln code/);
    assert.match(messages('<!-- skillkiln-disable-nextline description-in-body -->')[0]!, /^Write skillkiln-disable-next-line, .*: `skillkiln-disable-nextline` is not a Skillkiln comment/);
    assert.match(messages('<!-- skillkiln-enable description-in-body -->')[0]!, /^This comment changes nothing: no `skillkiln-disable` above turns `description-in-body` off/);
    assert.match(messages('<!-- skillkiln-enable -->')[0]!, /^This comment turns nothing back on/);
  });

  test('the unused report follows `skillkiln.rules` like any code', () => {
    const service = serviceOn({ [FILE]: joinLines(...HEAD, '<!-- skillkiln-disable-file keywords-cap -->', '') }, { rules: { 'suppression-unused': 'off' } });
    assert.deepEqual(codesOf(service.findings(FILE)), ['keywords-duplicate']);
  });

  test('editing the text re-reads its comments', () => {
    const service = serviceOn({ [FILE]: joinLines(...HEAD, BODY_LINE, '') });
    assert.deepEqual(codesOf(service.findings(FILE)), ['keywords-duplicate', 'description-in-body']);
    service.openDocument(FILE, joinLines(...HEAD, '<!-- skillkiln-disable-file -->', BODY_LINE, ''));
    assert.deepEqual(codesOf(service.findings(FILE)), []);
    assert.deepEqual(codesOf(service.allFindings().get(FILE) ?? []), []);
  });
});

describe('quick fix: remove a comment that hides nothing', () => {
  test('a comment alone on its line goes with its line', () => {
    const service = serviceOn({ [FILE]: joinLines(...HEAD, '# A', '<!-- skillkiln-disable-next-line keywords-cap -->', 'Text.', '') });
    const [fix] = quickFixesOf(service, FILE, 'suppression-unused');
    assert.equal(fix!.title, 'Remove the comment');
    assert.equal(fix!.text, joinLines(...HEAD, '# A', 'Text.', ''));
  });

  test('one unused code of several: only that code (and its comma) goes', () => {
    const service = serviceOn({ [FILE]: joinLines(...HEAD, '<!-- skillkiln-disable-next-line keywords-cap, description-in-body -->', BODY_LINE, '') });
    const [fix] = quickFixesOf(service, FILE, 'suppression-unused');
    assert.equal(fix!.title, 'Remove `keywords-cap` from the comment');
    assert.equal(fix!.text, joinLines(...HEAD, '<!-- skillkiln-disable-next-line description-in-body -->', BODY_LINE, ''));
  });

  test('a comment inline with text keeps the text; --fix-unsafe removes every unused comment, never leaving a disable of every code', () => {
    const text = joinLines(...HEAD, 'Text. <!-- skillkiln-disable-file keywords-cap, fenced-command -->', '');
    const run = runFixes(serviceOn({ [FILE]: text }), [FILE], { unsafe: true });
    assert.equal(run.files[0]!.after, joinLines(...HEAD, 'Text.', '').replace('hola, hola', 'hola'));
    assert.match(runFixes(serviceOn({ [FILE]: text }), [FILE]).files[0]!.after, /Text\. <!-- skillkiln-disable-file keywords-cap, fenced-command -->/, 'not a safe fix');
  });
});
