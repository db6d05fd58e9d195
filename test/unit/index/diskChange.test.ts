import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { diskChange, type ChangeFacts } from '../../../server/src/service/index/diskChange';
import { indexBuild } from '../../../server/src/service/index/indexBuild';

/** Facts of an index that knows nothing, with some answers changed. */
const facts = (over: Partial<ChangeFacts> = {}): ChangeFacts => ({
  kind: () => undefined, isSkill: () => false, isOther: () => false, hasOverlay: () => false, inMissedRoot: () => false,
  inWorkspace: () => true, inSkillFolder: () => false, inRoot: () => false, inCutRoot: () => false, mayHoldRoot: () => false, ...over,
});

describe('what a change on disk asks of the index', () => {
  test('a known skill changed is read again; gone, with no editor holding it, the index walks again; held, it stays', () => {
    assert.equal(diskChange('/ws/skills/a.md', facts({ kind: () => 'file', isSkill: () => true })), 'refresh');
    assert.equal(diskChange('/ws/skills/a.md', facts({ isSkill: () => true })), 'reindex');
    assert.equal(diskChange('/ws/skills/a.md', facts({ isSkill: () => true, hasOverlay: () => true })), 'refresh');
  });

  test('a new markdown file in the workspace makes it walk again; outside, nothing', () => {
    assert.equal(diskChange('/ws/notes.md', facts({ kind: () => 'file' })), 'reindex');
    assert.equal(diskChange('/elsewhere/notes.md', facts({ kind: () => 'file', inWorkspace: () => false })), 'none');
    assert.equal(diskChange('/ws/skills/new/SKILL.md', facts({ kind: () => 'file', isOther: () => true, inMissedRoot: () => true })), 'reindex');
  });

  test('a file beside a skill (a script, a reference) has the skills looked at again', () => {
    assert.equal(diskChange('/ws/skills/a/run.py', facts({ kind: () => 'file', inSkillFolder: () => true })), 'skill-files');
    assert.equal(diskChange('/ws/src/x.ts', facts({ kind: () => 'file' })), 'none');
  });

  test('a folder: in a skill, its files; holding a SKILL.md, in a root, or leading to one, a walk; elsewhere, nothing', () => {
    const dir = (p: string) => (p.endsWith('SKILL.md') ? undefined : 'directory');
    assert.equal(diskChange('/ws/skills/a/scripts', facts({ kind: dir, inSkillFolder: () => true })), 'skill-files');
    assert.equal(diskChange('/ws/skills/b', facts({ kind: (p) => (p.endsWith('SKILL.md') ? 'file' : 'directory'), inSkillFolder: () => true })), 'reindex');
    assert.equal(diskChange('/ws/skills/c', facts({ kind: dir, inRoot: () => true })), 'reindex');
    assert.equal(diskChange('/ws/.claude', facts({ kind: dir, mayHoldRoot: () => true })), 'reindex');
    assert.equal(diskChange('/ws/src/lib', facts({ kind: dir })), 'none');
  });

  test('where an agent stops after so many folders, a folder made or removed in a skill moves its cut: a walk', () => {
    const dir = (p: string) => (p.endsWith('SKILL.md') ? undefined : 'directory');
    assert.equal(diskChange('/ws/.agents/skills/a/scripts', facts({ kind: dir, inSkillFolder: () => true, inCutRoot: () => true })), 'reindex');
    assert.equal(diskChange('/ws/.agents/skills/a/scripts', facts({ inSkillFolder: () => true, inCutRoot: () => true })), 'reindex');
    assert.equal(diskChange('/ws/.agents/skills/a/run.py', facts({ kind: () => 'file', inSkillFolder: () => true, inCutRoot: () => true })), 'skill-files');
  });
});

describe('a cold index in steps', () => {
  test('reads every item once, finishes once, and a superseded build stops', () => {
    const read: number[] = [];
    let finished = 0;
    const build = indexBuild(3, (i) => read.push(i), () => finished++, () => false);
    while (!build.step(0));
    assert.deepEqual(read, [0, 1, 2]);
    assert.equal(finished, 1);
    assert.equal(build.done(), 3);
    const stopped = indexBuild(3, (i) => read.push(i), () => finished++, () => true);
    assert.equal(stopped.step(Infinity), true);
    assert.equal(finished, 1);
  });
});
