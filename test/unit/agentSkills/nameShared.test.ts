import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { agentService, catalogOf, only, skillPath, skillText, validHeader } from './agentSkillsFixture';
import { WS } from '../helpers/serviceFixture';

const desc = (what: string) => `description: Does ${what} things. Use when the user asks for ${what}.`;

describe('name-shared: two skills one agent loads under one name', () => {
  test('an error on each, naming the other and which copy each agent keeps, from its declaration', () => {
    const s = agentService({ [skillPath('alpha')]: skillText(validHeader('alpha')), [skillPath('beta')]: skillText(['name: alpha', desc('beta')]) }, { targets: ['codex', 'gemini-cli', 'qwen-code', 'opencode'] });
    for (const [dir, other] of [['alpha', 'beta'], ['beta', 'alpha']] as const) {
      const [f, more] = only(s.findings(skillPath(dir)), 'name-shared');
      assert.ok(f && !more, dir);
      assert.equal(f.severity, 'error');
      assert.equal(f.range.start.line, 1, 'on the name');
      assert.match(f.message.en, new RegExp(`\`skills/${other}/SKILL\\.md\` is also named \`alpha\``));
      // Qwen Code keeps `alpha` (loaded first); Gemini CLI and opencode may keep either: an error on both; Codex lists both.
      assert.match(f.message.en, dir === 'alpha' ? /Qwen Code keeps this one, loaded first/ : /Qwen Code keeps the one loaded first \(this one is left out\)/);
      // Gemini CLI's source keeps the last one, but run by the fuzzer it kept either: the agent wins.
      assert.match(f.message.en, /Gemini CLI and opencode keep one of them, not always the same/);
      assert.match(f.message.en, /Codex lists both under this name, and the model cannot tell them apart/);
      assert.match(f.message.fr, /s’appelle aussi `alpha`/);
      assert.equal(f.related?.[0]?.path, skillPath(other));
    }
  });

  test('which copy wins is data in the declarations', () => {
    assert.equal(AGENTS['gemini-cli'].discovery.sameNameKeeps, 'varies');
    assert.equal(AGENTS['cline'].discovery.sameNameKeeps, 'last');
    assert.equal(AGENTS['qwen-code'].discovery.sameNameKeeps, 'first');
    assert.equal(AGENTS['pi'].discovery.sameNameKeeps, 'first');
    assert.equal(AGENTS['opencode'].discovery.sameNameKeeps, 'varies');
  });

  test('only for the agents that load both: Claude Code lists skills by folder, so two header names alike do not collide for it', () => {
    const files = { [skillPath('alpha')]: skillText(validHeader('alpha')), [skillPath('beta')]: skillText(['name: alpha', desc('beta')]) };
    assert.deepEqual(only(agentService(files, { targets: ['claude-code'] }).findings(skillPath('beta')), 'name-shared'), []);
    // A skill an agent rejects (no description for Codex) is not loaded: no collision for Codex.
    const rejected = { [skillPath('alpha')]: skillText(validHeader('alpha')), [skillPath('beta')]: skillText(['name: alpha']) };
    assert.deepEqual(only(agentService(rejected, { targets: ['codex'] }).findings(skillPath('beta')), 'name-shared'), []);
  });

  test('different names: nothing', () => {
    const s = agentService({ [skillPath('alpha')]: skillText(validHeader('alpha')), [skillPath('beta')]: skillText(validHeader('beta')) });
    assert.deepEqual(only(s.findings(skillPath('alpha')), 'name-shared'), []);
  });
});

describe('no name fix gives a skill a name another skill has', () => {
  const fixOf = (files: Record<string, string>, dir: string, code: string) => only(agentService(files).findings(skillPath(dir)), code)[0]?.data as Record<string, unknown> | undefined;

  test('add-key name: not when a sibling is already named like the folder', () => {
    const files = { [skillPath('alpha')]: skillText([desc('alpha')]), [skillPath('zeta')]: skillText(['name: alpha', desc('zeta')]) };
    assert.equal(fixOf(files, 'alpha', 'name-missing'), undefined);
    assert.equal(fixOf({ [skillPath('alpha')]: skillText([desc('alpha')]) }, 'alpha', 'name-missing')?.['value'], 'alpha');
  });

  test('fix-name: not onto a sibling’s name, nor onto the name a sibling’s own fix would give (the same run)', () => {
    const taken = { [skillPath('Beta Tool')]: skillText(['name: Alpha', desc('beta')]), [skillPath('alpha')]: skillText(validHeader('alpha')) };
    assert.equal(fixOf(taken, 'Beta Tool', 'name-format'), undefined);
    const twins = { [skillPath('My Tool')]: skillText(['name: My Tool', desc('one')]), [skillPath('my_tool')]: skillText(['name: my_tool', desc('two')]) };
    assert.equal(fixOf(twins, 'My Tool', 'name-format'), undefined);
    assert.equal(fixOf(twins, 'my_tool', 'name-format'), undefined);
    assert.equal(fixOf({ [skillPath('Beta Tool')]: skillText(['name: Alpha', desc('beta')]) }, 'Beta Tool', 'name-format')?.['suggestion'], 'alpha');
  });

  test('name-dir-mismatch: no setName onto a sibling’s name, no folder rename onto it', () => {
    const files = { [skillPath('gamma')]: skillText(['name: delta', desc('gamma')]), [skillPath('other')]: skillText(['name: gamma', desc('other')]) };
    const data = fixOf(files, 'gamma', 'name-dir-mismatch');
    assert.ok(data && !('setName' in data), JSON.stringify(data));
    assert.ok('renameFolder' in data!, 'renaming the folder to `delta` stays possible');
  });
});

describe('name-shared: an error on the copy an agent drops, a warning on the one it keeps', () => {
  const twins = (targets: string[]) => {
    const files = { [`${WS}/.agents/skills/alpha/SKILL.md`]: skillText(validHeader('alpha')), [`${WS}/.agents/skills/beta/SKILL.md`]: skillText(['name: alpha', desc('beta')]) };
    const s = agentService(files, { targets: targets as never });
    return (dir: string) => only(s.findings(`${WS}/.agents/skills/${dir}/SKILL.md`), 'name-shared').map((f) => f.severity);
  };

  test('`first` (pi): the copy loaded first, the folder name that sorts first, is kept: a warning; the other an error', () => {
    const of = twins(['pi']);
    assert.deepEqual(of('alpha'), ['warning']);
    assert.deepEqual(of('beta'), ['error']);
  });

  test('folder by folder, a name before the longer names it starts (`abc` before `abc-twin`), as pi, Qwen Code and Augment were seen to keep it', () => {
    const files = { [`${WS}/.agents/skills/abc/SKILL.md`]: skillText(validHeader('abc')), [`${WS}/.agents/skills/abc-twin/SKILL.md`]: skillText(['name: abc', desc('twin')]) };
    const s = agentService(files, { targets: ['pi'] as never });
    const of = (dir: string) => only(s.findings(`${WS}/.agents/skills/${dir}/SKILL.md`), 'name-shared').map((f) => f.severity);
    assert.deepEqual(of('abc'), ['warning']);
    assert.deepEqual(of('abc-twin'), ['error']);
  });

  test('`last` (Cline), but one folder read in the disk’s order: either copy may be the last, an error on both', () => {
    const of = twins(['cline']);
    assert.deepEqual(of('alpha'), ['error']);
    assert.deepEqual(of('beta'), ['error']);
  });

  test('`varies` (Gemini CLI): an error on both; one agent that drops a copy makes it an error', () => {
    for (const targets of [['gemini-cli'], ['pi', 'cline']]) {
      const of = twins(targets);
      assert.deepEqual([of('alpha'), of('beta')], [['error'], ['error']], targets.join());
    }
  });

  test('whole paths (Copilot CLI): `abc-twin/` sorts before `abc/` (`-` before `/`), so the twin is kept', () => {
    const files = { [`${WS}/.agents/skills/abc/SKILL.md`]: skillText(validHeader('abc')), [`${WS}/.agents/skills/abc-twin/SKILL.md`]: skillText(['name: abc', desc('twin')]) };
    const s = agentService(files, { targets: ['copilot-cli'] });
    const of = (dir: string) => only(s.findings(`${WS}/.agents/skills/${dir}/SKILL.md`), 'name-shared').map((f) => f.severity);
    assert.deepEqual(of('abc-twin'), ['warning']);
    assert.deepEqual(of('abc'), ['error']);
    // Folder names (Factory Droid): `abc` first.
    const droid = agentService(files, { targets: ['factory-droid'] });
    assert.deepEqual(only(droid.findings(`${WS}/.agents/skills/abc/SKILL.md`), 'name-shared').map((f) => f.severity), ['warning']);
  });

  test('names that differ only in letter case are one name to Cline and Factory Droid, two to Copilot CLI', () => {
    const files = { [`${WS}/.agents/skills/alpha/SKILL.md`]: skillText(validHeader('alpha')), [`${WS}/.agents/skills/beta/SKILL.md`]: skillText(['name: ALPHA', desc('beta')]) };
    const [f] = only(agentService(files, { targets: ['cline'] }).findings(`${WS}/.agents/skills/alpha/SKILL.md`), 'name-shared');
    assert.match(f?.message.en ?? '', /is also named `ALPHA` \(the same name to Cline, which ignores letter case\)/);
    // Factory Droid folds case too (it keeps `alpha`, first), and refuses `ALPHA` anyway: one error, its name's.
    assert.deepEqual(agentService(files, { targets: ['factory-droid'] }).findings(`${WS}/.agents/skills/beta/SKILL.md`).filter((x) => x.severity === 'error').map((x) => x.code), ['name-format']);
    const lower = { [`${WS}/.agents/skills/alpha/SKILL.md`]: skillText(validHeader('alpha')), [`${WS}/.agents/skills/beta/SKILL.md`]: skillText(['name: alpha', desc('beta')]) };
    assert.deepEqual(only(agentService(lower, { targets: ['factory-droid'] }).findings(`${WS}/.agents/skills/beta/SKILL.md`), 'name-shared').map((x) => x.severity), ['error']);
    assert.deepEqual(only(agentService(files, { targets: ['copilot-cli'] }).findings(`${WS}/.agents/skills/beta/SKILL.md`), 'name-shared'), []);
    // Cline's listing holds one of them; the other is left out as overridden.
    const c = catalogOf({ [skillPath('alpha')]: skillText(validHeader('alpha')), [skillPath('beta')]: skillText(['name: ALPHA', desc('beta')]) }, 'cline');
    assert.match(c.text, /Available skills: (alpha|ALPHA)\.$/);
    assert.deepEqual(c.entries.map((e) => e.status).sort(), ['name-only', 'omitted']);
  });

  test('`both` (Codex lists every copy): a warning on both, renaming one is still what helps', () => {
    const of = twins(['codex']);
    assert.deepEqual([of('alpha'), of('beta')], [['warning'], ['warning']]);
  });

  test('across folders, the declaration’s folder order decides: Cline reads .clinerules/skills before .agents/skills and keeps the last', () => {
    const files = { [`${WS}/.clinerules/skills/alpha/SKILL.md`]: skillText(validHeader('alpha')), [`${WS}/.agents/skills/alpha/SKILL.md`]: skillText(validHeader('alpha')) };
    const s = agentService(files, { targets: ['cline'] });
    assert.deepEqual(only(s.findings(`${WS}/.clinerules/skills/alpha/SKILL.md`), 'name-shared').map((f) => f.severity), ['error']);
    assert.deepEqual(only(s.findings(`${WS}/.agents/skills/alpha/SKILL.md`), 'name-shared').map((f) => f.severity), ['warning']);
  });
});

describe('name-shared across a project and its parent folders (Claude Code reads .claude/skills of the folder it runs in and of every parent)', () => {
  const files = {
    [`${WS}/.claude/skills/deploy/SKILL.md`]: skillText(validHeader('deploy')),
    [`${WS}/app/.claude/skills/deploy/SKILL.md`]: skillText(validHeader('deploy')),
    [`${WS}/lib/.claude/skills/deploy/SKILL.md`]: skillText(validHeader('deploy')),
  };

  test('a skill of a sub-project and one of the workspace’s .claude/skills with one name: both listed by Claude Code run in the sub-project', () => {
    const s = agentService(files, { targets: ['claude-code'] });
    const [f, more] = only(s.findings(`${WS}/app/.claude/skills/deploy/SKILL.md`), 'name-shared');
    assert.ok(f && !more);
    assert.equal(f.severity, 'error');
    assert.match(f.message.en, /`\.claude\/skills\/deploy\/SKILL\.md` is also named `deploy`/);
    assert.doesNotMatch(f.message.en, /lib\//, 'two sibling projects are never loaded together');
    assert.equal(only(s.findings(`${WS}/.claude/skills/deploy/SKILL.md`), 'name-shared').length, 1, 'the parent copy too');
  });

  test('an agent that reads no parent folders (Cline, .agents/skills) sees no such pair', () => {
    const agents = {
      [`${WS}/.agents/skills/deploy/SKILL.md`]: skillText(validHeader('deploy')),
      [`${WS}/app/.agents/skills/deploy/SKILL.md`]: skillText(validHeader('deploy')),
    };
    assert.equal(AGENTS['cline'].discovery.parents, false);
    assert.deepEqual(only(agentService(agents, { targets: ['cline'] }).findings(`${WS}/app/.agents/skills/deploy/SKILL.md`), 'name-shared'), []);
  });
});
