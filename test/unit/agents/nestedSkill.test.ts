import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { AGENT_TARGETS, type AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { agentSkillPath, catalogAt, findingsIn, namedSkill } from './agentFolderFixture';

// A skill `host` holding two more SKILL.md files (one and two folders down), beside a folder `group` that is no skill.
const HOST = agentSkillPath('.agents/skills', 'host');
const INSIDE = agentSkillPath('.agents/skills', 'host/inside');
const DEEPER = agentSkillPath('.agents/skills', 'host/refs/deeper');
const GUIDE = agentSkillPath('.agents/skills', 'host/refs', 'guide.md');
const GROUPED = agentSkillPath('.agents/skills', 'group/grouped');
const FILES = {
  [HOST]: namedSkill('host'), [INSIDE]: namedSkill('inside'), [DEEPER]: namedSkill('deeper'),
  [GUIDE]: '# Guide\n\nRead me.\n', [GROUPED]: namedSkill('grouped'),
};
const notFound = (file: string, targets: readonly AgentTarget[]) => findingsIn(FILES, file, targets).filter((f) => f.code === 'skill-not-found' && f.severity !== 'information');

describe('a SKILL.md inside another skill\'s folder', () => {
  test('every agent run on it says what it does with it, as observed', () => {
    assert.deepEqual(AGENT_TARGETS.filter((t) => AGENTS[t].discovery.nested === 'ignores'), ['claude-code', 'copilot-cli', 'gemini-cli', 'pi', 'qwen-code', 'cline', 'factory-droid']);
    assert.deepEqual(AGENT_TARGETS.filter((t) => AGENTS[t].discovery.nested === 'loads'), ['codex', 'opencode', 'kilo', 'augment']);
    for (const t of AGENT_TARGETS) if (AGENTS[t].discovery.nested === 'ignores') assert.equal(AGENTS[t].effects.nested?.kind, 'not-found', t);
  });

  test('agents that never search a skill\'s folder: an error on each nested file, saying where to move it and who never loads it', () => {
    for (const file of [INSIDE, DEEPER]) {
      const [f, more] = notFound(file, ['pi', 'gemini-cli']);
      assert.equal(more, undefined, 'one finding, not also "too deep"');
      assert.equal(f?.severity, 'error');
      const name = file === INSIDE ? 'inside' : 'deeper';
      assert.equal(f!.message.en, `Move this skill's folder to \`.agents/skills/${name}/\`: it is inside the folder of the skill \`host\` — Gemini CLI and pi never load a SKILL.md inside another skill's folder.`);
      assert.equal(f!.message.fr, `Placez le dossier de ce skill dans \`.agents/skills/${name}/\` : il est dans le dossier du skill \`host\` — Gemini CLI et pi ne chargent jamais un SKILL.md placé dans le dossier d’un autre skill.`);
    }
    assert.deepEqual(notFound(HOST, ['pi']), [], 'the host loads');
    assert.deepEqual(notFound(GROUPED, ['pi']), [], 'a folder holding no SKILL.md is no skill: pi searches it');
    const catalog = catalogAt(FILES, '.agents/skills', 'pi');
    assert.deepEqual(catalog.entries.filter((e) => e.status !== 'omitted').map((e) => e.name).sort(), ['grouped', 'host']);
  });

  test('agents that search there: no finding, and the nested skills are listed as skills of their own', () => {
    assert.deepEqual(notFound(INSIDE, ['opencode', 'codex']), []);
    assert.deepEqual(notFound(DEEPER, ['opencode', 'codex']), []);
    const catalog = catalogAt(FILES, '.agents/skills', 'codex');
    assert.deepEqual(catalog.entries.filter((e) => e.status !== 'omitted').map((e) => e.name).sort(), ['deeper', 'grouped', 'host', 'inside']);
    assert.match(catalog.text, /- inside: Does inside things\. \(file: r0\/host\/inside\/SKILL\.md\)/);
  });

  test('the host\'s other files stay its own: no skill is made of them', () => {
    const catalog = catalogAt(FILES, '.agents/skills', 'codex');
    assert.equal(catalog.entries.some((e) => e.path.endsWith('guide.md')), false);
    assert.deepEqual(findingsIn(FILES, GUIDE, ['codex']).filter((f) => f.severity === 'error'), []);
  });
});
