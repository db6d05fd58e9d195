import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentSkillPath, catalogAt, findingsOfSkill } from './agentFolderFixture';
import { skillText } from '../agentSkills/agentSkillsFixture';

const DIR = '.agents/skills';

/**
 * opencode's and Kilo's retry rewrites `word: a: b` lines only (read in both binaries; observed
 * on opencode 1.18.33 and Kilo 7.7.9): under a quoted key the colon value stays broken and the
 * skill is skipped, so the unquoted-colon rule says so.
 */
describe('a colon value under a quoted key', () => {
  for (const target of ['opencode', 'kilo'] as const) {
    for (const key of ['"description"', "'description'"]) {
      test(`${target}: \`${key}: a: b\` is an unquoted-colon error naming it`, () => {
        const text = skillText(['name: quoted', `${key}: Does quoted things: with colon`]);
        const found = findingsOfSkill(DIR, 'quoted', text, [target], 'unquoted-colon');
        assert.equal(found.length, 1);
        assert.equal(found[0]!.severity, 'error');
        assert.match(found[0]!.message.en, new RegExp(target === 'kilo' ? 'Kilo skips' : 'opencode skips'));
        assert.equal(catalogAt({ [agentSkillPath(DIR, 'quoted')]: text }, DIR, target).entries[0]?.status, 'omitted');
      });
    }

    test(`${target}: the same value under a plain key is repaired: no error`, () => {
      const text = skillText(['name: plain', 'description: Does plain things: with colon']);
      assert.deepEqual(findingsOfSkill(DIR, 'plain', text, [target], 'unquoted-colon'), []);
    });
  }
});
