import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentList } from '../../../server/src/service/features/agentList';

describe('the agents a picker offers (skillkiln/agents)', () => {
  test('agents keep their names as their makers write them; validators read as a sentence start', () => {
    const names = new Map(agentList('en').map((a) => [a.id, a.name]));
    assert.equal(names.get('opencode'), 'opencode');
    assert.equal(names.get('pi'), 'pi');
    assert.equal(names.get('claude-code'), 'Claude Code');
    assert.equal(names.get('spec'), 'The reference validator (skills-ref)');
    assert.equal(names.get('claude-ai'), 'The upload to Claude\'s apps');
  });

  test('a validator reads no folder and says what it checks instead, in the asked language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const list = agentList(locale);
      const spec = list.find((a) => a.id === 'spec')!;
      const upload = list.find((a) => a.id === 'claude-ai')!;
      assert.deepEqual([spec.folders, upload.folders], [[], []]);
      assert.ok(spec.checks && upload.checks && spec.checks !== upload.checks, locale);
      assert.match(upload.checks!, /Claude/);
      for (const agent of list.filter((a) => a.folders.length > 0)) assert.equal(agent.checks, undefined, agent.id);
    }
  });
});
