import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { PathKinds } from '../../../server/src/service/profiles/shared/pathKinds';

const SKILL = '/ws/skills/a';

/** A memory file system that logs every stat and listing. */
function counted(files: Record<string, string>, links: Record<string, string> = {}): { fs: FileSystem; calls: string[] } {
  const mem = createMemoryFileSystem(files);
  for (const [link, target] of Object.entries(links)) mem.symlink(link, target);
  const calls: string[] = [];
  const fs: FileSystem = {
    ...mem,
    stat: (p) => (calls.push(`stat ${p}`), mem.stat(p)),
    readDirectory: (p) => (calls.push(`list ${p}`), mem.readDirectory(p)),
  };
  return { fs, calls };
}

describe('PathKinds', () => {
  test('what stat says: files, folders, missing paths, outside the skill too', () => {
    const { fs } = counted({ [`${SKILL}/SKILL.md`]: 'x', [`${SKILL}/references/guide.md`]: 'x', '/ws/shared/notes.md': 'x' });
    const kinds = new PathKinds(fs, SKILL);
    assert.equal(kinds.kindOf(`${SKILL}/references/guide.md`), 'file');
    assert.equal(kinds.kindOf(`${SKILL}/references`), 'directory');
    assert.equal(kinds.exists(`${SKILL}/references/missing.md`), false);
    assert.equal(kinds.exists('/ws/shared/notes.md'), true);
    assert.equal(kinds.exists('/ws/shared/none.md'), false);
  });

  test('files under a missing folder cost one stat of the folder, and each path is asked once', () => {
    const { fs, calls } = counted({ [`${SKILL}/SKILL.md`]: 'x' });
    const kinds = new PathKinds(fs, SKILL);
    for (const name of ['a.md', 'b.md', 'c.md', 'a.md']) assert.equal(kinds.exists(`${SKILL}/references/${name}`), false);
    assert.deepEqual(calls, [`stat ${SKILL}/references`]);
  });

  test('once a folder is listed for a case twin, its other names are answered from the listing', () => {
    const { fs, calls } = counted({ [`${SKILL}/references/Guide.md`]: 'x', [`${SKILL}/references/other.md`]: 'x' });
    const kinds = new PathKinds(fs, SKILL);
    assert.equal(kinds.exists(`${SKILL}/references/guide.md`), false);
    calls.length = 0;
    assert.equal(kinds.caseTwin(`${SKILL}/references/guide.md`), 'Guide.md');
    assert.equal(kinds.exists(`${SKILL}/references/other.md`), true);
    assert.equal(kinds.exists(`${SKILL}/references/gone.md`), false);
    assert.deepEqual(calls, [`list ${SKILL}/references`]);
  });

  test('symlinks are followed with stat, even in a listed folder', () => {
    const { fs } = counted({ [`${SKILL}/references/real.md`]: 'x' }, { [`${SKILL}/references/link.md`]: `${SKILL}/references/real.md`, [`${SKILL}/references/dangling.md`]: `${SKILL}/nowhere.md` });
    const kinds = new PathKinds(fs, SKILL);
    kinds.caseTwin(`${SKILL}/references/none.md`);
    assert.equal(kinds.kindOf(`${SKILL}/references/link.md`), 'file');
    assert.equal(kinds.exists(`${SKILL}/references/dangling.md`), false);
  });
});
