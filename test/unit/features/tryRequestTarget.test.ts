import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { tryRequest } from '../../../server/src/service/features/tryRequest';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

// Codex refuses a description over 1,024 characters; the other agents list the skill.
const long = `Plan a zeppelin flight ${'with care '.repeat(108)}`.trim();
const files = {
  '/ws/.claude/skills/zeppelin/SKILL.md': joinLines('---', 'name: zeppelin', `description: ${long}`, '---', ''),
  '/ws/.claude/skills/greetings/SKILL.md': joinLines('---', 'name: greetings', 'description: Greet somebody.', '---', ''),
};

describe('tryRequest per target', () => {
  const service = serviceOn(files);
  const root = '/ws/.claude/skills';
  const reached = (target?: string) => tryRequest(service, root, 'plan a zeppelin flight', 'en', target).reached.map((r) => r.name);

  test('a skill the selected agent does not list is never reached', () => {
    const codex = service.catalog(service.roots()[0]!.root, 'codex');
    assert.equal(codex.entries.find((e) => e.name === 'zeppelin')?.status, 'omitted');
    assert.deepEqual(reached('codex'), []);
    assert.ok(tryRequest(service, root, 'plan a zeppelin flight', 'en', 'codex').missed.some((m) => m.name === 'zeppelin'));
  });

  test('an agent that lists it in full is reached through its description', () => {
    assert.deepEqual(reached('claude-code'), ['zeppelin']);
    assert.deepEqual(reached(), ['zeppelin'], 'the root’s default target');
  });
});
