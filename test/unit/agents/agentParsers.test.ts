import { describe, test } from 'node:test';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { agentYamlRead } from '../../../server/src/service/agents/agentYaml';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import assert from 'node:assert/strict';
import { skillText } from '../agentSkills/agentSkillsFixture';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { agentSkillPath, catalogAt, findingsIn, namedSkill } from './agentFolderFixture';

const AGENTS_DIR = '.agents/skills';
const errors = (text: string, target: AgentTarget, dir = 'pdf') => findingsIn({ [agentSkillPath(AGENTS_DIR, dir)]: text }, agentSkillPath(AGENTS_DIR, dir), [target]).filter((f) => f.severity === 'error');
const aliased = skillText(['name: pdf', 'words: &w Does pdf things.', 'description: *w']);

describe("agents read the header with their own YAML library (found by the agent fuzzer)", () => {
  test('Gemini CLI (js-yaml 4.1.1) throws on an unknown tag: no name and description lines left, it skips the skill', () => {
    const [f] = errors(skillText(['description: !custom Does pdf things.']), 'gemini-cli');
    assert.equal(f?.code, 'yaml-syntax');
    assert.match(f!.message.en, /js-yaml@4\.1\.1.*unknown tag/);
  });

  test('an alias is resolved: Gemini CLI lists the anchored text, pi too', () => {
    const at = { [agentSkillPath(AGENTS_DIR, 'pdf')]: aliased };
    assert.match(catalogAt(at, AGENTS_DIR, 'gemini-cli').text, /<description>Does pdf things\.<\/description>/);
    assert.match(catalogAt(at, AGENTS_DIR, 'pi').text, /<description>Does pdf things\.<\/description>/);
  });

  test('a name YAML reads as a number: Gemini CLI falls back to its line reader and lists it as written', () => {
    const c = catalogAt({ [agentSkillPath(AGENTS_DIR, 'pdf')]: skillText(['name: 1.5e3', 'description: Does pdf things.']) }, AGENTS_DIR, 'gemini-cli');
    assert.match(c.text, /<name>1\.5e3<\/name>/);
  });

  test('Augment writes a mapping description as JSON text and loads the skill', () => {
    assert.deepEqual(errors(skillText(['name: pdf', 'description: {a: b}']), 'augment'), []);
  });

  test('pi throws on a name that is not text (`name.startsWith`)', () => {
    assert.equal(errors(skillText(['name: 42', 'description: Does pdf things.']), 'pi')[0]?.code, 'key-type');
    assert.deepEqual(errors(skillText(['name: pdf', 'description: Does pdf things.']), 'pi'), []);
  });
});

describe("Copilot CLI's own type checks (key-type)", () => {
  test('a switch that is not a boolean, even empty or `yes`, rejects the skill', () => {
    for (const v of ['yes', '""', '', '42']) {
      const [f] = errors(skillText(['name: pdf', 'description: Does pdf things.', `user-invocable: ${v}`]), 'copilot-cli');
      assert.equal(f?.code, 'key-type', v);
      assert.match(f!.message.en, /Copilot CLI rejects the skill/);
    }
    assert.deepEqual(errors(skillText(['name: pdf', 'description: Does pdf things.', 'user-invocable: false']), 'copilot-cli'), []);
  });

  test('`argument-hint` must be text: a number rejects, `.inf` and an alias do not', () => {
    assert.equal(errors(skillText(['name: pdf', 'description: Does pdf things.', 'argument-hint: 42']), 'copilot-cli')[0]?.code, 'key-type');
    assert.deepEqual(errors(skillText(['name: pdf', 'description: Does pdf things.', 'argument-hint: .inf']), 'copilot-cli'), []);
    assert.deepEqual(errors(aliased, 'copilot-cli'), []);
  });
});

describe('dot-folders (discovery.dotFolders)', () => {
  test('pi and Codex never find a skill under a folder starting with `.`; opencode does', () => {
    const file = agentSkillPath(AGENTS_DIR, '.hidden/pdf');
    const at = { [file]: namedSkill('pdf') };
    for (const t of ['pi', 'codex'] as const) {
      const [f] = findingsIn(at, file, [t]).filter((x) => x.code === 'skill-not-found' && x.severity === 'error');
      assert.match(f?.message.en ?? '', /starts with `\.`/, t);
    }
    assert.deepEqual(findingsIn(at, file, ['opencode']).filter((x) => x.code === 'skill-not-found' && x.severity === 'error'), []);
  });
  test('Factory Droid searches them too (its walk filters no name): the skill is found and listed', () => {
    const file = agentSkillPath(AGENTS_DIR, '.hidden/pdf');
    const at = { [file]: namedSkill('pdf') };
    assert.deepEqual(findingsIn(at, file, ['factory-droid']).filter((x) => x.code === 'skill-not-found'), []);
    assert.deepEqual(catalogAt(at, AGENTS_DIR, 'factory-droid').entries.filter((e) => e.status !== 'omitted').map((e) => e.name), ['pdf']);
  });
});

describe('hostile headers never reach an agent\'s library', () => {
  test('400 nested explicit keys (yaml 2 takes seconds on them) are judged by the model, not parsed by pi\'s library', () => {
    const parsed = parseSkill(`---\nname: deep\ndescription: d\n${'? '.repeat(400)}x\n---\n# Body\n`);
    assert.equal(agentYamlRead(AGENTS.pi, parsed), undefined);
    assert.equal(agentYamlRead(AGENTS.pi, parseSkill('---\nname: flat\ndescription: d\n---\n# Body\n'))?.ok, true);
  });
});
