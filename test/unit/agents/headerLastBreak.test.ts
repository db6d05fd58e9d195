import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { catalogOf, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

/** The description of the one skill in `target`'s listing, for these header lines. */
const listed = (target: AgentTarget, ...header: string[]) => {
  const text = catalogOf({ [skillPath('pdf')]: skillText(['name: pdf', ...header]) }, target).text;
  return /<description>([\s\S]*)<\/description>/.exec(text)?.[1];
};

describe('an agent that cuts the header at `\\n---` hands its library the header without its last line break', () => {
  for (const target of ['gemini-cli', 'pi'] as const) {
    test(`${target}: a \`|+\` block at the end of the header keeps one line break fewer (observed)`, () => {
      assert.equal(listed(target, 'description: |+', '  Does pdf things.', '  second line.', ''), 'Does pdf things.\nsecond line.\n');
      assert.equal(listed(target, 'description: |+2', '  Does pdf things.', '  ', ''), 'Does pdf things.\n\n');
      assert.equal(listed(target, 'description: >+', '  Does pdf things.', '', '    indented more', '  second line.', ''), 'Does pdf things.\n\n  indented more\nsecond line.\n');
    });

    test(`${target}: a \`|+\` block before another key keeps all its line breaks`, () => {
      assert.equal(listed(target, 'description: |+', '  Does pdf things.', '', 'other: x'), 'Does pdf things.\n\n');
    });
  }
});
