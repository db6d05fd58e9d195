import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { agentSkillPath, catalogAt, findingsOfSkill } from './agentFolderFixture';

const AGENTS_DIR = '.agents/skills';
const CLAUDE_DIR = '.claude/skills';
const entryOf = (folder: string, dir: string, text: string, target: AgentTarget) => catalogAt({ [agentSkillPath(folder, dir)]: text }, folder, target).entries.find((e) => e.path.endsWith(`/${dir}/SKILL.md`));

/**
 * A header that never closes, as the agents read the whole file (observed on opencode 1.18.33,
 * Kilo 7.7.9 and Claude Code 2.1.197): the catalog sees what the lint sees, not the opening alone.
 */
describe('a header that never closes', () => {
  for (const target of ['opencode', 'kilo'] as const) {
    test(`${target}: gray-matter takes the whole file for the header; all YAML, the skill loads and is listed`, () => {
      const text = '---\nname: open\ndescription: Does open things.\n\n  \n';
      assert.deepEqual(findingsOfSkill(AGENTS_DIR, 'open', text, [target], 'frontmatter-unclosed'), []);
      const e = entryOf(AGENTS_DIR, 'open', text, target);
      assert.equal(e?.status, 'full');
      assert.match(e?.line ?? '', /<description>Does open things\.<\/description>/);
    });

    test(`${target}: a body line after it is no YAML: the skill is skipped, and the lint says to close the header`, () => {
      const text = '---\nname: open\ndescription: Does open things.\n\nSome instructions.\n';
      assert.equal(findingsOfSkill(AGENTS_DIR, 'open', text, [target], 'frontmatter-unclosed').length, 1);
      assert.equal(entryOf(AGENTS_DIR, 'open', text, target)?.status, 'omitted');
    });
  }

  test('claude-code: a `---` mid-line further down closes it; the catalog lists the description before it', () => {
    const text = '---\nname: cut\ndescription: Does cut things.\ndisabled: value --- dashes\n# Body\n';
    assert.match(entryOf(CLAUDE_DIR, 'cut', text, 'claude-code')?.line ?? '', /^- cut: Does cut things\.$/);
  });
});
