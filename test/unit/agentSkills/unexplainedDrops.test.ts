import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { lintSkill, skillText, validHeader } from './agentSkillsFixture';

const errors = (dir: string, text: string, targets: readonly AgentTarget[]) => lintSkill(dir, text, { targets }).filter((f) => f.severity === 'error');

describe('an agent that drops a skill for a cause no rule points at is named all the same', () => {
  test('opencode: a description gray-matter types as a number, in a header Skillkiln refuses for a tab', () => {
    const text = skillText(['name: pdf', 'description: !!int "7"', '\tbad: tab indentation']);
    const f = errors('pdf', text, ['opencode']);
    assert.equal(f.length, 1);
    assert.equal(f[0]!.code, 'description-type');
    assert.match(f[0]!.message.en, /^Make the header read alike to every agent: as opencode reads it, the skill has a description that is not text — opencode skips the skill without a word\.$/);
    assert.match(f[0]!.message.fr, /tel que opencode le lit, le skill a une description qui n’est pas du texte/);
  });
  test('said only where no rule found an error: other agents’ errors stand alone', () => {
    const text = skillText(['name: pdf', 'description: !!int "7"', '\tbad: tab indentation']);
    const f = errors('pdf', text, ['opencode', 'codex']);
    assert.deepEqual(f.map((x) => x.code), ['yaml-syntax']);
    assert.doesNotMatch(f[0]!.message.en, /read alike/);
  });
  test('nothing added where the agents load the skill', () => {
    assert.deepEqual(errors('pdf', skillText(validHeader('pdf')), ['opencode', 'factory-droid', 'gemini-cli']), []);
  });
});
