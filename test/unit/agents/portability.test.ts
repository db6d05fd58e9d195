import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentService, skillText, validHeader } from '../agentSkills/agentSkillsFixture';
import { WS } from '../helpers/serviceFixture';
import type { SkillPortability } from '../../../server/src/service/model/portability';

/** The portability of each skill of one agent folder, by folder name. */
function portabilityIn(folder: string, skills: Record<string, string>): Map<string, SkillPortability> {
  const files = Object.fromEntries(Object.entries(skills).map(([dir, text]) => [`${WS}/${folder}/${dir}/SKILL.md`, text]));
  const s = agentService(files);
  const root = s.roots().find((r) => r.root.label === folder);
  if (!root) throw new Error(`no root ${folder}`);
  return new Map((s.catalog(root.root).portability ?? []).map((p) => [p.name, p]));
}

const row = (p: SkillPortability, agent: string) => p.rows.find((r) => r.agent === agent)!;

describe('portability: per skill, one row per agent', () => {
  const claude = portabilityIn('.claude/skills', {
    plain: skillText(validHeader('plain')),
    colon: skillText(['name: colon', 'description: Use when: the user asks for X']),
    bom: `\uFEFF${skillText(validHeader('bom'))}`,
    nodesc: skillText(['name: nodesc']),
    extra: skillText(validHeader('extra', 'license: MIT', 'owner: me')),
  });

  test('a skill every reader takes as written has no fix; agents that never look in the folder say so', () => {
    const p = claude.get('plain')!;
    assert.deepEqual(p.fixes, []);
    assert.ok(p.rows.filter((r) => r.readsFolder).every((r) => r.status === 'as-written'));
    const codex = row(p, 'codex');
    assert.equal(codex.readsFolder, false);
    assert.equal(codex.status, 'not-loaded');
    assert.match(codex.detail!.en, /never looks in `\.claude\/skills` \(reads `\.agents\/skills`/);
  });

  test('an unquoted `: `: Copilot CLI does not load it, Claude Code does; the fix is to quote the value', () => {
    const p = claude.get('colon')!;
    assert.equal(row(p, 'copilot-cli').status, 'not-loaded');
    assert.match(row(p, 'copilot-cli').detail!.en, /^rejects it: an unquoted value containing `: `/);
    assert.equal(row(p, 'claude-code').status, 'as-written');
    assert.equal(p.fixes[0]!.cause, 'colon-top-level');
    assert.match(p.fixes[0]!.text.en, /quote the value that contains `: `/);
    assert.ok(p.fixes[0]!.agents.includes('copilot-cli'));
    assert.ok(!p.fixes[0]!.agents.includes('claude-code'));
  });

  test('a BOM: Claude Code loads it otherwise (no header), and says how', () => {
    const p = claude.get('bom')!;
    const c = row(p, 'claude-code');
    assert.equal(c.status, 'otherwise');
    assert.match(c.detail!.en, /ignores the header and lists the skill as `bom`.*: a byte-order mark before `---`/);
    assert.match(p.fixes[0]!.text.en, /remove the byte-order mark/);
  });

  test('no description: the fix helps every reader that takes it otherwise or not at all', () => {
    const p = claude.get('nodesc')!;
    const fix = p.fixes.find((f) => f.cause === 'description-missing')!;
    assert.match(fix.text.fr, /ajoutez une description/);
    for (const r of p.rows.filter((x) => x.readsFolder && x.status !== 'as-written')) assert.ok(fix.agents.includes(r.agent), r.agent);
  });

  test('keys an agent does not read are a note on a skill loaded as written, not a fix', () => {
    const p = claude.get('extra')!;
    const c = row(p, 'claude-code');
    assert.equal(c.status, 'as-written');
    assert.match(c.detail!.en, /does not read `owner`/);
  });

  test('the rows of an unchanged skill are the same object on the next catalog (kept per parse)', () => {
    const files = { [`${WS}/.agents/skills/a/SKILL.md`]: skillText(validHeader('a')) };
    const s = agentService(files);
    const root = s.roots().find((r) => r.root.label === '.agents/skills')!;
    const first = s.catalog(root.root, 'codex').portability![0];
    assert.equal(s.catalog(root.root, 'spec').portability![0], first);
  });
});

describe('portability: the fix for keys the validator rejects', () => {
  const claude = portabilityIn('.claude/skills', {
    own: skillText(validHeader('own', 'user-invocable: false')),
    both: skillText(validHeader('both', 'user-invocable: false', 'owner: me')),
  });
  test('never moves a key an agent reading the folder reads at the top level (Claude Code’s `user-invocable`)', () => {
    const own = claude.get('own')!;
    assert.equal(row(own, 'spec').status, 'not-loaded');
    assert.deepEqual(own.fixes.filter((f) => f.cause === 'key-unknown'), []);
    const both = claude.get('both')!.fixes.find((f) => f.cause === 'key-unknown');
    assert.equal(both?.text.en, 'move `owner` under `metadata`');
    assert.equal(both?.text.fr, 'placez `owner` sous `metadata`');
  });
});
