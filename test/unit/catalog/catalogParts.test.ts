import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogEntry, NO_KEYWORDS, type EntryFields } from '../../../server/src/service/catalog/catalogEntry';
import { joinLines, keptJoin } from '../../../server/src/service/catalog/joinLines';
import { keptOrder } from '../../../server/src/service/catalog/keptOrder';
import type { SkillView } from '../../../server/src/service/profiles/profile';
import { seededRandom } from '../helpers/seededRandom';
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

describe('keptJoin', () => {
  test('after random part changes, equals Array.join (few or many parts changed, any separator)', () => {
    const next = seededRandom(42);
    const owner = {};
    for (const sep of ['\n', ',\n  ']) {
      const key = {};
      let parts = Array.from({ length: 900 }, (_, i) => `- skill-${i}: ${'x'.repeat(i % 90)}`);
      for (let step = 0; step < 200; step++) {
        parts = parts.slice();
        const edits = next() < 0.1 ? 40 : 1 + Math.floor(next() * 3);
        for (let e = 0; e < edits; e++) parts[Math.floor(next() * parts.length)] = `edited ${step}-${e} ${'y'.repeat(Math.floor(next() * 2000))}`;
        if (next() < 0.05) parts.push('one more');
        if (next() < 0.05) parts.pop();
        assert.equal(keptJoin(owner, key, parts, sep), parts.join(sep), `step ${step}`);
      }
    }
    assert.equal(keptJoin(owner, {}, []), '');
  });
});

describe('keptOrder', () => {
  test('after random view changes, equals a stable sort of the input (ties included)', () => {
    const next = seededRandom(7);
    const names = ['a', 'b', 'c', 'c', 'd', 'e', 'f'];
    const view = (i: number): SkillView => ({ record: { path: `/ws/skills/s${i}/SKILL.md` }, info: { name: names[Math.floor(next() * names.length)]! } }) as unknown as SkillView;
    const byName = (a: SkillView, b: SkillView) => (a.info.name < b.info.name ? -1 : a.info.name > b.info.name ? 1 : 0);
    const owner = {};
    let views = Array.from({ length: 60 }, (_, i) => view(i));
    for (let step = 0; step < 300; step++) {
      views = views.slice();
      const edits = next() < 0.05 ? 30 : Math.floor(next() * 3);
      for (let e = 0; e < edits; e++) {
        const i = Math.floor(next() * views.length);
        views[i] = view(Number(views[i]!.record.path.match(/s(\d+)/)![1]));
      }
      if (next() < 0.05) views.push(view(1000 + step));
      assert.deepEqual(keptOrder(owner, byName, views, byName), views.slice().sort(byName), `step ${step}`);
    }
  });
});
