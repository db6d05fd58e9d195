import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReplaceCategoryFix } from '../../../server/src/service/profiles/agentApp/fixData';
import { codesOf, joinLines, serviceOn, withCode } from '../helpers/serviceFixture';

const APP = { profile: 'agent-app' as const };
const skill = (...header: string[]) => joinLines('---', ...header, '---', '# Body', '');

describe('agent-app skill rules', () => {
  test('a well-formed skill has no findings (flat and folder layouts)', () => {
    const svc = serviceOn({
      '/ws/skills/review.md': skill('name: code-review', 'description: Reviews a diff.', 'category: code', 'enabled: true'),
      '/ws/skills/plan/SKILL.md': skill('name: Plan_2', 'description: Plans.', 'category: Flux de travail'),
    }, APP);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/review.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/plan/SKILL.md')), []);
  });

  test('auto-detection picks agent-app from the categories', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: a', 'category: Analyse'), '/ws/skills/b.md': skill('name: b', 'category: system') });
    assert.equal(svc.roots()[0]!.profile.id, 'agent-app');
  });

  test('name-length: 129 characters fails, 128 passes', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill(`name: ${'a'.repeat(129)}`, 'category: code'), '/ws/skills/b.md': skill(`name: ${'b'.repeat(128)}`, 'category: code') }, APP);
    const f = withCode(svc.findings('/ws/skills/a.md'), 'name-length');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    assert.deepEqual(f[0]!.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 135 } });
    assert.match(f[0]!.message.en, /^Shorten the name to 128 characters: it has 129, and the app will not save this skill\.$/);
    assert.deepEqual(withCode(svc.findings('/ws/skills/b.md'), 'name-length'), []);
  });

  test('name-chars: spaces and accents fail with a sanitized-name fix; letters, digits, - and _ pass', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: Revue de code é!', 'category: code'), '/ws/skills/b.md': skill('name: A-b_9', 'category: code') }, APP);
    const [f] = withCode(svc.findings('/ws/skills/a.md'), 'name-chars');
    assert.ok(f);
    assert.match(f.message.en, /a space, "é", "!"/);
    assert.match(f.message.fr, /une espace/);
    assert.deepEqual(f.data, { fix: 'sanitize-name', replacement: 'Revue-de-code', edit: { range: f.range, newText: 'Revue-de-code' } });
    assert.deepEqual(f.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 22 } });
    assert.deepEqual(codesOf(svc.findings('/ws/skills/b.md')), []);
  });

  test('name-chars on a name taken from the file name: reported at the header, no fix', () => {
    const svc = serviceOn({ '/ws/skills/my skill.md': skill('category: code') }, APP);
    const [f] = withCode(svc.findings('/ws/skills/my skill.md'), 'name-chars');
    assert.ok(f);
    assert.match(f.message.en, /taken from the file name/);
    assert.equal(f.data, undefined);
    assert.deepEqual(f.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
  });

  test('description-length: 501 fails on the value, 500 passes', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: a', `description: ${'d'.repeat(501)}`), '/ws/skills/b.md': skill('name: b', `description: ${'d'.repeat(500)}`) }, APP);
    const [f] = withCode(svc.findings('/ws/skills/a.md'), 'description-length');
    assert.ok(f);
    assert.deepEqual(f.range, { start: { line: 2, character: 13 }, end: { line: 2, character: 514 } });
    assert.deepEqual(withCode(svc.findings('/ws/skills/b.md'), 'description-length'), []);
  });

  test('content-length counts the body only and marks what is over 50,000', () => {
    const header = joinLines('---', 'name: a', `description: ${'x'.repeat(400)}`, '---', '');
    const svc = serviceOn({ '/ws/skills/a.md': header + 'y'.repeat(50_001), '/ws/skills/b.md': header + 'y'.repeat(50_000) }, APP);
    const [f] = withCode(svc.findings('/ws/skills/a.md'), 'content-length');
    assert.ok(f);
    assert.deepEqual(f.range, { start: { line: 4, character: 50_000 }, end: { line: 4, character: 50_001 } });
    assert.match(f.message.en, /50,001 characters/);
    assert.deepEqual(withCode(svc.findings('/ws/skills/b.md'), 'content-length'), []);
  });

  test('category-invalid: unknown value with a fix; French labels and case variants pass', () => {
    const svc = serviceOn({
      '/ws/skills/a.md': skill('name: a', 'category: workflows'),
      '/ws/skills/b.md': skill('name: b', 'category: Systeme'),
      '/ws/skills/c.md': skill('name: c', 'category: marketing'),
      '/ws/skills/d.md': skill('name: d', 'category: [code]'),
      '/ws/skills/ok1.md': skill('name: ok1', 'category: Personnalisée'),
      '/ws/skills/ok2.md': skill('name: ok2', 'category: flux de travail'),
      '/ws/skills/ok3.md': skill('name: ok3', 'category: Analysis'),
      '/ws/skills/none.md': skill('name: none'),
    }, APP);
    const a = withCode(svc.findings('/ws/skills/a.md'), 'category-invalid')[0]!;
    assert.deepEqual(a.range, { start: { line: 2, character: 10 }, end: { line: 2, character: 19 } });
    assert.equal((a.data as ReplaceCategoryFix).replacement, 'workflow');
    assert.equal((withCode(svc.findings('/ws/skills/b.md'), 'category-invalid')[0]!.data as ReplaceCategoryFix).replacement, 'system');
    const c = withCode(svc.findings('/ws/skills/c.md'), 'category-invalid')[0]!;
    assert.equal(c.data, undefined);
    assert.match(c.message.fr, /Flux de travail/);
    assert.equal(withCode(svc.findings('/ws/skills/d.md'), 'category-invalid').length, 1);
    for (const ok of ['ok1', 'ok2', 'ok3', 'none']) assert.deepEqual(codesOf(svc.findings(`/ws/skills/${ok}.md`)), [], ok);
  });

  test('enabled-invalid: text that looks like a boolean keeps the skill enabled', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: a', 'enabled: no'), '/ws/skills/b.md': skill('name: b', 'enabled: "false"'), '/ws/skills/c.md': skill('name: c', 'enabled: false') }, APP);
    const a = withCode(svc.findings('/ws/skills/a.md'), 'enabled-invalid')[0]!;
    assert.deepEqual(a.data, { fix: 'enabled-boolean', replacement: 'false', edit: { range: a.range, newText: 'false' } });
    assert.equal(withCode(svc.findings('/ws/skills/b.md'), 'enabled-invalid').length, 1);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/c.md')), []);
    assert.equal(svc.index.skillAt('/ws/skills/a.md')!.status, 'served');
    assert.equal(svc.index.skillAt('/ws/skills/c.md')!.status, 'disabled');
  });

  test('name-duplicate: two enabled skills with one name; a disabled twin does not count', () => {
    const svc = serviceOn({
      '/ws/skills/a.md': skill('name: same'),
      '/ws/skills/b.md': skill('name: same'),
      '/ws/skills/c.md': skill('name: other'),
      '/ws/skills/d.md': skill('name: other', 'enabled: false'),
    }, APP);
    const a = withCode(svc.findings('/ws/skills/a.md'), 'name-duplicate');
    assert.equal(a.length, 1);
    assert.equal(a[0]!.related![0]!.path, '/ws/skills/b.md');
    assert.equal(withCode(svc.findings('/ws/skills/b.md'), 'name-duplicate').length, 1);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/c.md')), []);
  });

  test('settings can silence or downgrade a code', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: a b', 'category: nope') }, { ...APP, rules: { 'name-chars': 'off', 'category-invalid': 'warning' } });
    assert.deepEqual(svc.findings('/ws/skills/a.md').map((f) => [f.code, f.severity]), [['category-invalid', 'warning']]);
  });
});
