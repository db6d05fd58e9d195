import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as outcomes from '../../../server/src/service/agents/agentOutcome';
import { agentService } from '../agentSkills/agentSkillsFixture';
import { codesOf, joinLines } from '../helpers/serviceFixture';

const skill = (name: string, description: string) => joinLines('---', `name: ${name}`, `description: ${description}`, '---', '# Steps', '', 'Do the thing.', '');
const files = {
  '/ws/skills/pdf-tables/SKILL.md': skill('pdf-tables', 'Extract the tables of a PDF. Use when the user gives a PDF with tables.'),
  '/ws/skills/pdf-csv/SKILL.md': skill('pdf-tables', 'Turn the tables of a PDF into CSV files when asked.'),
  '/ws/skills/deploy/SKILL.md': skill('deploy', 'Deploy the site when the user asks to ship it.'),
};

/**
 * `name-shared` derives each skill's keys (the name every agent lists it under) from agent
 * outcomes: worked out on the complete parse the local rules judged, once per file version,
 * for the selected agents only. Judging the header-only parse again for every agent was a
 * fifth of a lint's CPU on real workspaces.
 */
describe('name-shared keys: from the complete parse, for the selected agents', () => {
  const calls: { agent: string; complete: boolean }[] = [];
  const original = outcomes.agentOutcome;
  beforeEach(() => {
    calls.length = 0;
    (outcomes as { agentOutcome: typeof original }).agentOutcome = (agent, record, parsed) => (calls.push({ agent: agent.id, complete: parsed.complete }), original(agent, record, parsed));
  });
  afterEach(() => {
    (outcomes as { agentOutcome: typeof original }).agentOutcome = original;
  });

  test('no agent outcome is worked out again on the header-only parse the index keeps', () => {
    const service = agentService(files);
    const all = service.allFindings();
    assert.ok(codesOf(all.get('/ws/skills/pdf-tables/SKILL.md') ?? []).includes('name-shared'), 'the copies still conflict');
    assert.ok(calls.length > 0, 'name-shared asked for outcomes');
    assert.deepEqual(calls.filter((c) => !c.complete), []);
  });

  test('one target selected: only its outcomes are asked for, and the conflict is still found', () => {
    const service = agentService(files, { targets: ['codex'] });
    const all = service.allFindings();
    assert.ok(codesOf(all.get('/ws/skills/pdf-tables/SKILL.md') ?? []).includes('name-shared'));
    assert.deepEqual([...new Set(calls.map((c) => c.agent))], ['codex']);
  });
});
