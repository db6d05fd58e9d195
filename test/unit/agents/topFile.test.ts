import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { AGENT_TARGETS, type AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { WS } from '../helpers/serviceFixture';
import { agentSkillPath, catalogAt, findingsIn, namedSkill } from './agentFolderFixture';

// A SKILL.md directly in `.agents/skills`, beside a skill folder and a collection (as the conformance project `top-file`).
const TOP = `${WS}/.agents/skills/SKILL.md`;
const BESIDE = agentSkillPath('.agents/skills', 'beside');
const INNER = agentSkillPath('.agents/skills', 'collection/inner');
const FILES = { [TOP]: namedSkill('top-level'), [BESIDE]: namedSkill('beside'), [INNER]: namedSkill('inner') };
// Notes about agents outside the selection are information; these tests look at what the selection does.
const notFound = (file: string, targets: readonly AgentTarget[]) => findingsIn(FILES, file, targets).filter((f) => f.code === 'skill-not-found' && f.severity !== 'information');

describe('a SKILL.md directly in the skills folder', () => {
  test('every agent that was run says what it does with it', () => {
    const run = AGENT_TARGETS.filter((t) => AGENTS[t].verified.how === 'run');
    assert.deepEqual(run.filter((t) => AGENTS[t].discovery.topFile === undefined), [], 'observed for every agent run here');
    assert.deepEqual(AGENT_TARGETS.filter((t) => AGENTS[t].discovery.topFile === 'alone'), ['copilot-cli', 'pi']);
    assert.deepEqual(AGENT_TARGETS.filter((t) => AGENTS[t].discovery.topFile === 'ignores'), ['claude-code', 'qwen-code', 'factory-droid']);
  });

  test('an agent that ignores it: an error on the file, naming where it belongs; no layout or folder-name finding', () => {
    const findings = findingsIn(FILES, TOP, ['qwen-code']);
    const [f] = findings.filter((x) => x.code === 'skill-not-found');
    assert.equal(f?.severity, 'error');
    assert.equal(f!.message.en, 'Move this SKILL.md to `.agents/skills/top-level/SKILL.md`: it is directly in `.agents/skills`, not in a folder of its own — Qwen Code never finds the skill there.');
    assert.deepEqual(findings.filter((x) => x.code === 'layout-unsupported' || x.code === 'name-dir-mismatch'), []);
    assert.deepEqual(notFound(BESIDE, ['qwen-code']), [], 'the other skills are loaded');
  });

  test('an agent that loads it beside the others: no finding (the agents that do not are outside the selection), and it is listed', () => {
    assert.deepEqual(notFound(TOP, ['codex']), []);
    assert.equal(findingsIn(FILES, TOP, ['codex']).find((f) => f.code === 'skill-not-found'), undefined);
    assert.deepEqual(notFound(BESIDE, ['codex']), []);
    const catalog = catalogAt(FILES, '.agents/skills', 'codex');
    assert.match(catalog.text, /- top-level: Does top-level things\. \(file: r0\/SKILL\.md\)/);
    assert.match(catalog.text, /- beside: /);
  });

  test('an agent that loads it alone: a warning on it, an error on every other skill, collections included', () => {
    const [top] = notFound(TOP, ['pi']);
    assert.equal(top?.severity, 'warning');
    assert.match(top!.message.en, /pi loads it as the folder's only skill and none of the others/);
    for (const file of [BESIDE, INNER]) {
      const [f] = notFound(file, ['pi']);
      assert.equal(f?.severity, 'error', file);
      assert.equal(f!.message.en, 'Move `.agents/skills/SKILL.md` into a folder of its own: it makes pi take the whole folder for one skill, so it never loads this one.');
      assert.equal(f!.message.fr, 'Placez `.agents/skills/SKILL.md` dans un dossier à lui : il fait prendre tout le dossier pour un seul skill à pi, qui ne charge donc jamais celui-ci.');
      assert.equal(f!.related?.[0]?.path, TOP);
    }
    const catalog = catalogAt(FILES, '.agents/skills', 'pi');
    assert.deepEqual(catalog.entries.filter((e) => e.status !== 'omitted').map((e) => e.name), ['top-level']);
    assert.match(catalog.entries.find((e) => e.name === 'beside')!.reason!.en, /pi takes the whole folder for one skill, `\.agents\/skills\/SKILL\.md`/);
  });

  test('the portability view says the same: not loaded by the agents that load that file alone, and how to mend it', () => {
    const portability = catalogAt(FILES, '.agents/skills', 'codex').portability!;
    const beside = portability.find((p) => p.path === BESIDE)!;
    const row = (agent: string) => beside.rows.find((r) => r.agent === agent)!;
    for (const agent of ['pi', 'copilot-cli']) {
      assert.equal(row(agent).status, 'not-loaded', agent);
      assert.match(row(agent).detail!.en, /takes the whole folder for one skill, `\.agents\/skills\/SKILL\.md`/);
    }
    assert.equal(row('codex').status, 'as-written');
    assert.deepEqual(beside.fixes.find((f) => f.cause === 'top-file')?.agents, ['copilot-cli', 'pi']);
    const top = portability.find((p) => p.path === TOP)!;
    assert.equal(top.rows.find((r) => r.agent === 'qwen-code')!.status, 'not-loaded');
    assert.equal(top.rows.find((r) => r.agent === 'pi')!.status, 'as-written');
  });

  test('with every agent selected, the file names both kinds and the hidden skills name the two agents', () => {
    const [top] = notFound(TOP, AGENT_TARGETS);
    assert.match(top!.message.en, /Qwen Code and Factory Droid never find the skill there; Copilot CLI and pi load it as the folder's only skill and none of the others; what VS Code \(Copilot\) does with it was not verified\./);
    assert.match(notFound(BESIDE, AGENT_TARGETS)[0]!.message.en, /^Move `[^`]+` into a folder of its own: it makes Copilot CLI and pi take the whole folder for one skill, so they never load this one\.$/);
  });

  test('without that file, nothing changes for the other skills', () => {
    const { [TOP]: _, ...rest } = FILES;
    assert.deepEqual(findingsIn(rest, BESIDE, ['pi']).filter((f) => f.code === 'skill-not-found'), []);
    assert.deepEqual(findingsIn(rest, INNER, ['pi']).filter((f) => f.code === 'skill-not-found' && f.severity === 'error'), []);
  });
});
