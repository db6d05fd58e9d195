import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddDescriptionFix } from '../../../server/src/service/profiles/skillApi/fixData';
import { LineIndex } from '../../../server/src/service/text/lineIndex';
import { codesOf, joinLines, withCode } from '../helpers/serviceFixture';
import { skillApiService, skillMd } from './skillApiFixture';

/** Applies a fix's single edit to a text. */
function apply(text: string, fix: AddDescriptionFix): string {
  const lines = new LineIndex(text);
  return text.slice(0, lines.offsetAt(fix.edit.range.start)) + fix.edit.newText + text.slice(lines.offsetAt(fix.edit.range.end));
}

describe('skill-api slugs', () => {
  test('slug-conflict: two names with one slug, on both, with related places', () => {
    const svc = skillApiService({
      '/ws/skills/my-skill/SKILL.md': skillMd(['name: My Skill', 'description: Use when a.']),
      '/ws/skills/my_skill/SKILL.md': skillMd(['name: my_skill', 'description: Use when b.']),
      '/ws/skills/my-skill-2/SKILL.md': skillMd(['name: my-skill-2', 'description: Use when c.']),
    });
    const [a] = withCode(svc.findings('/ws/skills/my-skill/SKILL.md'), 'slug-conflict');
    assert.ok(a);
    assert.deepEqual(a.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 14 } });
    assert.match(a.message.en, /^Uploading one of these skills replaces the other: "[^"]+" has the slug "my-skill", like "my_skill"/);
    assert.equal(a.related![0]!.path, '/ws/skills/my_skill/SKILL.md');
    assert.equal(withCode(svc.findings('/ws/skills/my_skill/SKILL.md'), 'slug-conflict').length, 1);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/my-skill-2/SKILL.md')), []);
  });

  test('slug-empty: a name with no ASCII letter or digit', () => {
    const svc = skillApiService({ '/ws/skills/jp/SKILL.md': skillMd(['name: 日本語', 'description: Use when reading Japanese.']) });
    assert.deepEqual(codesOf(svc.findings('/ws/skills/jp/SKILL.md')), ['slug-empty']);
  });

  test('flat files are not skill-api skills', () => {
    const svc = skillApiService({ '/ws/skills/flat.md': skillMd(['name: flat', 'description: Use when flat.']) });
    assert.deepEqual(codesOf(svc.findings('/ws/skills/flat.md')), ['layout-unsupported']);
  });
});

describe('skill-api description-missing', () => {
  test('a description that says when to use it passes', () => {
    const svc = skillApiService({ '/ws/skills/a/SKILL.md': skillMd(['name: a', 'description: Use when the user asks for a weekly report.']) });
    assert.deepEqual(codesOf(svc.findings('/ws/skills/a/SKILL.md')), []);
  });

  test('no description key: warning on the name, fix inserts a line before the closing ---', () => {
    const text = skillMd(['name: weekly'], '# Weekly');
    const svc = skillApiService({ '/ws/skills/a/SKILL.md': text });
    const [f] = svc.findings('/ws/skills/a/SKILL.md');
    assert.equal(f?.code, 'description-missing');
    assert.equal(f.severity, 'warning');
    assert.deepEqual(f.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 12 } });
    assert.equal(apply(text, f.data as AddDescriptionFix), skillMd(['name: weekly', 'description: Use when …'], '# Weekly'));
  });

  test('empty value: fix fills it', () => {
    const text = skillMd(['name: weekly', 'description:'], '# Weekly');
    const svc = skillApiService({ '/ws/skills/a/SKILL.md': text });
    const [f] = svc.findings('/ws/skills/a/SKILL.md');
    assert.equal((f?.data as AddDescriptionFix).kind, 'fill-value');
    assert.equal(apply(text, f!.data as AddDescriptionFix), skillMd(['name: weekly', 'description: Use when …'], '# Weekly'));
  });

  test('no header: fix adds one', () => {
    const text = '# Weekly\r\nBody\r\n';
    const svc = skillApiService({ '/ws/skills/weekly/SKILL.md': text });
    const [f] = svc.findings('/ws/skills/weekly/SKILL.md');
    assert.equal(apply(text, f!.data as AddDescriptionFix), '---\r\nname: weekly\r\ndescription: Use when …\r\n---\r\n# Weekly\r\nBody\r\n');
  });

  test('a header YAML cannot read as a mapping: reported, no fix (the edit would not be read, or would overwrite text)', () => {
    const svc = skillApiService({
      '/ws/skills/a/SKILL.md': skillMd(['name: a', 'foo: [x']),
      '/ws/skills/b/SKILL.md': skillMd(['- b']),
      '/ws/skills/c/SKILL.md': skillMd(['name: c', 'description: a: b']),
    });
    for (const file of ['/ws/skills/a/SKILL.md', '/ws/skills/b/SKILL.md', '/ws/skills/c/SKILL.md']) {
      const f = svc.findings(file).find((x) => x.code === 'description-missing');
      assert.ok(f, file);
      assert.equal(f.data, undefined, file);
    }
  });

  test('CR-only line breaks are kept', () => {
    const text = '---\rname: weekly\r---\r# Weekly\r';
    const svc = skillApiService({ '/ws/skills/a/SKILL.md': text });
    const [f] = svc.findings('/ws/skills/a/SKILL.md');
    assert.equal(apply(text, f!.data as AddDescriptionFix), '---\rname: weekly\rdescription: Use when …\r---\r# Weekly\r');
  });

  test('a description that only repeats the name, or is a list, is reported without a fix', () => {
    const svc = skillApiService({
      '/ws/skills/a/SKILL.md': skillMd(['name: weekly', 'description: Weekly']),
      '/ws/skills/b/SKILL.md': joinLines('---', 'name: b', 'description:', '  - one', '---', ''),
    });
    const [a] = svc.findings('/ws/skills/a/SKILL.md');
    assert.equal(a?.code, 'description-missing');
    assert.match(a.message.en, /only repeats the name/);
    assert.equal(a.data, undefined);
    const [b] = svc.findings('/ws/skills/b/SKILL.md');
    assert.match(b!.message.en, /not text/);
  });
});
