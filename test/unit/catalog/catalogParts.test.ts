import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogEntry, NO_KEYWORDS, type EntryFields } from '../../../server/src/service/catalog/catalogEntry';
import { joinLines } from '../../../server/src/service/catalog/joinLines';
import { perView } from '../../../server/src/service/catalog/perView';
import type { Finding } from '../../../server/src/service/model/finding';
import { joinLines as lines, serviceOn } from '../helpers/serviceFixture';

const viewOf = (description: string) => {
  const p = '/ws/skills/a/SKILL.md';
  const svc = serviceOn({ [p]: lines('---', 'name: a', `description: ${description}`, 'keywords: x', '---', '') }, { profile: 'mm' });
  return { view: svc.index.skillAt(p)!, findings: svc.findings(p) };
};

const FIELDS: EntryFields = { name: 'a', status: 'full', line: 'a — A.', description: 'A.', keywords: ['x'], droppedKeywords: NO_KEYWORDS };

describe('catalogEntry', () => {
  test('the same view with equal fields and problem counts gives back the same entry', () => {
    const { view, findings } = viewOf('A.');
    const first = catalogEntry(view, FIELDS, findings);
    assert.equal(catalogEntry(view, { ...FIELDS, keywords: ['x'] }, [...findings]), first);
    assert.deepEqual(first, { ...FIELDS, path: '/ws/skills/a/SKILL.md', problems: { errors: 0, warnings: 0 } });
  });

  test('any field that differs gives a new entry with that field', () => {
    const { view, findings } = viewOf('A.');
    const first = catalogEntry(view, FIELDS, findings);
    const changes: Partial<EntryFields>[] = [
      { name: 'b' }, { status: 'name-only' }, { line: 'other' }, { description: 'B.' }, { keywords: ['y'] }, { keywords: ['x', 'y'] },
      { droppedKeywords: ['z'] }, { reason: { en: 'why', fr: 'pourquoi' } },
    ];
    for (const change of changes) {
      const e = catalogEntry(view, { ...FIELDS, ...change }, findings);
      assert.notEqual(e, first, JSON.stringify(change));
      assert.deepEqual({ ...e }, { ...first, ...change }, JSON.stringify(change));
    }
    const withReason = catalogEntry(view, { ...FIELDS, reason: { en: 'why', fr: 'pourquoi' } }, findings);
    assert.notEqual(catalogEntry(view, { ...FIELDS, reason: { en: 'why', fr: 'autre' } }, findings), withReason);
  });

  test('problem counts are part of the entry', () => {
    const { view } = viewOf('A.');
    const error = { path: view.record.path, code: 'x', severity: 'error', message: { en: '', fr: '' }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } as const satisfies Finding;
    const clean = catalogEntry(view, FIELDS, []);
    const broken = catalogEntry(view, FIELDS, [error]);
    assert.notEqual(broken, clean);
    assert.deepEqual(broken.problems, { errors: 1, warnings: 0 });
    assert.deepEqual(catalogEntry(view, FIELDS, [{ ...error, severity: 'warning' }]).problems, { errors: 0, warnings: 1 });
  });

  test('another view of the skill (its file changed) never gets an old entry', () => {
    const a = viewOf('A.');
    const b = viewOf('A.');
    assert.notEqual(catalogEntry(b.view, FIELDS, b.findings), catalogEntry(a.view, FIELDS, a.findings));
  });
});

describe('perView', () => {
  test('computes once per view object', () => {
    let calls = 0;
    const describeOnce = perView((v) => {
      calls++;
      return v.info.description;
    });
    const a = viewOf('A.').view;
    const b = viewOf('B.').view;
    assert.deepEqual([describeOnce(a), describeOnce(a), describeOnce(b), describeOnce(b)], ['A.', 'A.', 'B.', 'B.']);
    assert.equal(calls, 2);
  });
});

describe('joinLines', () => {
  test('equals Array.join for short and long lists, any separator, wide characters included', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `- skill-${i}: ${'é’'.repeat(i % 40)} ${'x'.repeat(i % 200)}`);
    for (const parts of [[], ['one'], ['a', '', 'b'], long, ['y'.repeat(40_000), 'z', 'w'.repeat(40_000)]]) {
      for (const sep of ['\n', ',\n  ', '']) assert.equal(joinLines(parts, sep), parts.join(sep), `${parts.length} parts, ${JSON.stringify(sep)}`);
    }
  });
});
