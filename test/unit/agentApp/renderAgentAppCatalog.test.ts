import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const APP = { profile: 'agent-app' as const };
const skill = (...header: string[]) => joinLines('---', ...header, '---', '# Body', '');

function workspace() {
  return serviceOn({
    '/ws/skills/review.md': skill('name: code-review', 'description: Reviews a diff.', 'category: code'),
    '/ws/skills/lint.md': skill('name: lint', 'description: Runs the linter.', 'category: Code'),
    '/ws/skills/rules.md': skill('name: house-rules', 'description: App rules.', 'category: Système'),
    '/ws/skills/plan.md': skill('name: plan', 'description: Plans work.', 'category: Flux de travail'),
    '/ws/skills/misc.md': skill('name: misc'),
    '/ws/skills/old.md': skill('name: old', 'description: Gone.', 'category: code', 'enabled: false'),
  }, APP);
}

describe('agent-app catalog', () => {
  test('system prompt: names by category in the seed order, disabled left out', () => {
    const svc = workspace();
    const cat = svc.catalog(svc.roots()[0]!.root);
    assert.equal(cat.target, 'system-prompt');
    assert.equal(cat.text, joinLines(
      'Available skills (read a skill with the skill tool before doing a task it covers):',
      '- system: house-rules',
      '- code: code-review, lint',
      '- workflow: plan',
      '- uncategorized: misc',
    ));
    assert.equal(cat.chars, cat.text.length);
    assert.deepEqual(cat.entries.map((e) => e.line), ['house-rules', 'code-review', 'lint', 'plan', 'misc']);
    assert.deepEqual(cat.excluded.map((e) => [e.name, e.reason.en]), [['old', 'disabled (`enabled: false`): the app treats it as nonexistent']]);
    assert.ok(cat.warnings.some((w) => w.en === 'misc has no category'));
  });

  test('list: the List operation answer as JSON sorted by name', () => {
    const svc = workspace();
    const cat = svc.catalog(svc.roots()[0]!.root, 'list');
    assert.equal(cat.target, 'list');
    assert.equal(cat.text, JSON.stringify([
      { name: 'code-review', description: 'Reviews a diff.', category: 'code' },
      { name: 'house-rules', description: 'App rules.', category: 'system' },
      { name: 'lint', description: 'Runs the linter.', category: 'code' },
      { name: 'misc', description: '', category: null },
      { name: 'plan', description: 'Plans work.', category: 'workflow' },
    ], null, 2));
    assert.ok(cat.warnings.some((w) => w.en.startsWith('misc has no description')));
  });

  test('no enabled skill: empty text and a warning', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('name: a', 'category: code', 'enabled: false') }, APP);
    const cat = svc.catalog(svc.roots()[0]!.root);
    assert.equal(cat.text, '');
    assert.ok(cat.warnings.some((w) => w.en.startsWith('no enabled skill')));
  });
});
