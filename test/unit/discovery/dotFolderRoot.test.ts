import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discoverSkills } from '../../../server/src/service/discovery/discoverSkills';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { serviceOn, WS } from '../helpers/serviceFixture';

const SKILL = '---\nname: a\ndescription: Does a.\n---\n# A\n';

test('a skill in a dot-folder of a skills folder belongs to that folder\'s root, found once', () => {
  const found = discoverSkills(createMemoryFileSystem({ '/ws/.claude/skills/.a/SKILL.md': SKILL, '/ws/skills/.b/SKILL.md': SKILL, '/ws/.claude/skills/c/SKILL.md': SKILL }), ['/ws'], { skillsDirs: [], deep: true, otherMarkdown: true });
  assert.deepEqual(found.roots.map((r) => r.path).sort(), ['/ws/.claude/skills', '/ws/skills']);
  const rootOf = Object.fromEntries(found.skills.map((s) => [s.path, s.root]));
  assert.equal(rootOf['/ws/.claude/skills/.a/SKILL.md'], rootOf['/ws/.claude/skills/c/SKILL.md']);
});

test('taking the header away from a skill in a dot-folder leaves its findings readable', () => {
  // Its folder was a second root of the same path: the folder's skill list held it twice, and the name checks threw.
  const p = `${WS}/.qwen/skills/.a/SKILL.md`;
  const service = serviceOn({ [p]: SKILL, [`${WS}/.qwen/skills/.a/scripts/run.sh`]: 'echo hi\n' });
  service.openDocument(p, SKILL);
  service.findings(p);
  service.openDocument(p, '# A\n');
  assert.deepEqual(service.findings(p).map((f) => f.code), ['frontmatter-missing']);
});
