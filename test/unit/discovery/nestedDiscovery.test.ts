import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { discoverSkills } from '../../../server/src/service/discovery/discoverSkills';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';

const SKILL = '---\nname: x\ndescription: Does x.\n---\n# X\n';
const FILES = {
  '/ws/.agents/skills/host/SKILL.md': SKILL,
  '/ws/.agents/skills/host/guide.md': '# Guide\n',
  '/ws/.agents/skills/host/inside/SKILL.md': SKILL,
  '/ws/.agents/skills/host/refs/notes.md': '# Notes\n',
  '/ws/.agents/skills/host/refs/deeper/SKILL.md': SKILL,
  '/ws/.agents/skills/plain/SKILL.md': SKILL,
  '/ws/repo/coll/SKILL.md': SKILL,
  '/ws/repo/coll/sub/SKILL.md': SKILL,
  '/ws/repo/coll/doc.md': '# Doc\n',
};

describe('discovery of a SKILL.md inside another skill\'s folder', () => {
  test('found with the skill whose folder holds it, in the agents\' folders and in collections alike', () => {
    const found = discoverSkills(createMemoryFileSystem(FILES), ['/ws'], { skillsDirs: [], deep: true, otherMarkdown: true });
    const hosts = Object.fromEntries(found.skills.map((s) => [s.path, s.root.host ?? null]));
    assert.deepEqual(hosts, {
      '/ws/.agents/skills/host/SKILL.md': null,
      '/ws/.agents/skills/plain/SKILL.md': null,
      '/ws/.agents/skills/host/inside/SKILL.md': '/ws/.agents/skills/host',
      '/ws/.agents/skills/host/refs/deeper/SKILL.md': '/ws/.agents/skills/host',
      '/ws/repo/coll/SKILL.md': null,
      '/ws/repo/coll/sub/SKILL.md': '/ws/repo/coll',
    });
  });

  test('a skill folder of an agents\' folder is searched for SKILL.md alone: its other markdown stays its own', () => {
    const found = discoverSkills(createMemoryFileSystem(FILES), ['/ws'], { skillsDirs: [], deep: true, otherMarkdown: true });
    assert.deepEqual([...found.otherMarkdown].sort(), ['/ws/repo/coll/doc.md']);
  });

  test('a SKILL.md directly in a skills folder or in the workspace folder makes no skill folder of either', () => {
    const files = {
      '/ws/SKILL.md': SKILL,
      '/ws/.claude/skills/SKILL.md': SKILL,
      '/ws/.claude/skills/group/inner/SKILL.md': SKILL,
      '/ws/docs/sample/SKILL.md': SKILL,
    };
    const found = discoverSkills(createMemoryFileSystem(files), ['/ws'], { skillsDirs: [], deep: true, otherMarkdown: true });
    const nested = found.skills.filter((s) => s.root.host !== undefined).map((s) => s.path);
    assert.deepEqual(nested, []);
    assert.ok(found.skills.some((s) => s.path === '/ws/.claude/skills/group/inner/SKILL.md'));
  });

  test('without the deep search, skill folders stay closed', () => {
    const found = discoverSkills(createMemoryFileSystem(FILES), ['/ws'], { skillsDirs: [], deep: false, otherMarkdown: true });
    assert.deepEqual(found.skills.map((s) => s.path).sort(), ['/ws/.agents/skills/host/SKILL.md', '/ws/.agents/skills/plain/SKILL.md']);
  });
});
