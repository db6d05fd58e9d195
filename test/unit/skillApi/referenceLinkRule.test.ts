import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateReferenceFileFix, ReplaceLinkTargetFix } from '../../../server/src/service/profiles/skillApi/fixData';
import { codesOf, withCode } from '../helpers/serviceFixture';
import { skillApiService, skillMd } from './skillApiFixture';

const HEADER = ['name: report', 'description: Use when writing a weekly report.'];
const SKILL = '/ws/skills/report/SKILL.md';

describe('skill-api reference links', () => {
  test('links that resolve inside the folder pass; URLs, anchors, placeholders, code are not references', () => {
    const svc = skillApiService({
      [SKILL]: skillMd(HEADER,
        'Read [the format](references/format.md), [again](./references/format.md#fields "Format"), ![chart](assets/chart.png).',
        'See [the site](https://example.com/x.md), [mail](mailto:a@b.c), [top](#top), [url](url), [{link}]({link}), [p](<path>).',
        'Inline `[x](missing.md)`.',
        '```md',
        '[y](also-missing.md)',
        '```',
        '[def]: references/format.md',
      ),
      '/ws/skills/report/references/format.md': '# Format',
      '/ws/skills/report/assets/chart.png': 'png',
    });
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });

  test('reference-missing on the link target, with a create-file fix', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, 'Then read [the template](templates/week.md).') });
    const [f] = svc.findings(SKILL);
    assert.equal(f?.code, 'reference-missing');
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.range, { start: { line: 4, character: 25 }, end: { line: 4, character: 42 } });
    assert.deepEqual(f.data as CreateReferenceFileFix, { fix: 'create-reference-file', path: '/ws/skills/report/templates/week.md', relPath: 'templates/week.md' });
    assert.match(f.message.en, /read_skill_file/);
  });

  test('creating the file clears the finding (the rule is cross-file)', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, '[t](templates/week.md)') });
    assert.deepEqual(codesOf(svc.findings(SKILL)), ['reference-missing']);
    svc.fs.writeFile('/ws/skills/report/templates/week.md', '# Week');
    svc.fileChanged('/ws/skills/report/templates/week.md');
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });

  test('an open editor buffer is checked as typed', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, 'Body.'), '/ws/skills/report/references/a.md': '# A' });
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
    svc.openDocument(SKILL, skillMd(HEADER, '[a](references/a.md) [b](references/b.md)'));
    assert.deepEqual(svc.findings(SKILL).map((f) => [f.code, f.range.start.character]), [['reference-missing', 25]]);
    svc.closeDocument(SKILL);
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });

  test('letter case differs: reported with a fix to the real name', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, '[f](./References/Format.md)'), '/ws/skills/report/references/format.md': 'x' });
    const [f] = withCode(svc.findings(SKILL), 'reference-missing');
    assert.ok(f);
    assert.equal((f.data as ReplaceLinkTargetFix).replacement, './references/format.md');
  });

  test('percent-encoded names resolve', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, '[f](references/my%20notes.md)'), '/ws/skills/report/references/my notes.md': 'x' });
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });

  test('reference-outside: a parent path (even to an existing file) and an absolute path', () => {
    const svc = skillApiService({
      [SKILL]: skillMd(HEADER, '[other](../other/SKILL.md) [abs](/etc/notes.md) [deep](references/../../x.md)'),
      '/ws/skills/other/SKILL.md': skillMd(['name: other', 'description: Use when other.']),
    });
    const found = withCode(svc.findings(SKILL), 'reference-outside');
    assert.equal(found.length, 3);
    assert.match(found[0]!.message.en, /exists on this disk/);
    assert.match(found[1]!.message.en, /absolute path/);
    assert.deepEqual(codesOf(svc.findings(SKILL)), ['reference-outside', 'reference-outside', 'reference-outside']);
  });

  test('links in the header are not checked', () => {
    const svc = skillApiService({ [SKILL]: skillMd(['name: report', 'description: "Use when [x](nope.md) is needed."']) });
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });
});
