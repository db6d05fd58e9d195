import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as outcomes from '../../../server/src/service/agents/agentOutcome';
import { nameSharedRule } from '../../../server/src/service/profiles/agentSkills/rules/nameSharedRule';
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

/**
 * The roots of one workspace folder share one index of name-shared's keys: a folder holding
 * many roots (skills that bundle a `skills/` folder of their own) keyed every skill of the
 * folder once per root, which grew with roots × skills.
 */
test('name-shared keys each skill of a folder once, however many roots the folder holds', () => {
  const files: Record<string, string> = {};
  for (const root of ['.claude/skills', '.agents/skills', '.github/skills', '.cursor/skills']) {
    for (let i = 0; i < 5; i++) files[`/ws/${root}/s${i}/SKILL.md`] = skill(`s${i}`, `Does step ${i} of the release. Use when the user asks for step ${i}.`);
  }
  const keyed: string[] = [];
  const peerKeys = nameSharedRule.peerKeys!;
  (nameSharedRule as { peerKeys: typeof peerKeys }).peerKeys = (view, index, config) => (keyed.push(view.record.path), peerKeys(view, index, config));
  try {
    const all = agentService(files).allFindings();
    assert.ok(codesOf(all.get('/ws/.claude/skills/s0/SKILL.md') ?? []).includes('name-shared'), 'the copies still conflict');
    // Once while the complete parse is at hand, once for the folder's index.
    const perSkill = new Map<string, number>();
    for (const p of keyed) perSkill.set(p, (perSkill.get(p) ?? 0) + 1);
    assert.equal(perSkill.size, 20);
    assert.deepEqual([...new Set(perSkill.values())], [2]);
  } finally {
    (nameSharedRule as { peerKeys: typeof peerKeys }).peerKeys = peerKeys;
  }
});
