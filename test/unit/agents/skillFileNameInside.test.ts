import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentService, skillPath } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, namedSkill } from './agentFolderFixture';

/** `skill-file-name` findings of each file, with these files and Codex selected. */
function named(files: Record<string, string>): Record<string, string[]> {
  const s = agentService(files, { targets: ['codex'] });
  return Object.fromEntries(Object.keys(files).map((f) => [f, s.findings(f).filter((x) => x.code === 'skill-file-name').map((x) => x.severity)]));
}

describe('skill-file-name: a `skill.md` in another case inside another skill\'s folder', () => {
  for (const [where, at] of [['an agent folder', (dir: string, file?: string) => agentSkillPath('.agents/skills', dir, file)], ['a skills folder', (dir: string, file = 'SKILL.md') => skillPath(dir).replace(/SKILL\.md$/, file)]] as const) {
    test(`in ${where}: with a header it is a skill Codex does not load; without one, a document of that skill`, () => {
      const outer = at('outer');
      const sub = at('outer/sub', 'skill.md');
      const doc = at('outer/notes', 'skill.md');
      const found = named({ [outer]: namedSkill('outer'), [sub]: namedSkill('sub'), [doc]: '# Notes on the sub-step\n\nPlain text.\n' });
      assert.deepEqual(found[sub], ['error']);
      assert.deepEqual(found[doc], []);
      assert.deepEqual(found[outer], []);
    });

    test(`in ${where}: beside a SKILL.md it is not the folder's skill, and nothing is said`, () => {
      const found = named({ [at('pair')]: namedSkill('pair'), [at('pair', 'skill.md')]: namedSkill('pair-copy') });
      assert.deepEqual(found[at('pair', 'skill.md')], []);
    });
  }
});
