import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSkill, skillText } from '../agentSkills/agentSkillsFixture';

/** The errors Augment alone gives a skill of folder `pdf` with these header lines. */
const errors = (...header: string[]) => lintSkill('pdf', skillText(header), { targets: ['augment'] }).filter((f) => f.severity === 'error');

describe('Augment: a name that is not text is JSON to its name check, which refuses it (observed on 0.36.0)', () => {
  for (const name of ['2024-01-31', '[Read]', '{}', '!!binary aGVsbG8=']) {
    test(`\`name: ${name}\` is refused`, () => {
      const found = errors(`name: ${name}`, 'description: d');
      assert.ok(found.some((f) => f.code === 'key-type' && /^Give `name` text as its value — Augment rejects the skill/.test(f.message.en)), JSON.stringify(found.map((f) => f.code)));
    });
  }

  test('a list written over lines is refused too', () => {
    assert.ok(errors('name:', '- Read', 'description: d').some((f) => f.code === 'key-type'));
  });

  test('numbers and booleans are written as text: `name: 123` and `name: true` load', () => {
    assert.deepEqual(errors('name: 123', 'description: d').map((f) => f.code), []);
    assert.deepEqual(errors('name: true', 'description: d').map((f) => f.code), []);
  });

  test('a null name is a missing one, said once', () => {
    assert.deepEqual(errors('name: ~', 'description: d').filter((f) => f.code === 'key-type'), []);
  });
});
