import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { listFolderFiles, listFolderPaths, type FolderFile, type FolderWalkLimits } from '../../../server/src/service/profiles/shared/listFolderFiles';

const DIR = '/ws/skills/a';

/** A memory file system with links, counting its calls by method. */
function counted(files: Record<string, string>, links: Record<string, string> = {}): { fs: FileSystem; calls: Map<string, number> } {
  const mem = createMemoryFileSystem(files);
  for (const [link, target] of Object.entries(links)) mem.symlink(link, target);
  const calls = new Map<string, number>();
  const count = <A extends unknown[], R>(name: string, fn: (...a: A) => R) => (...a: A): R => (calls.set(name, (calls.get(name) ?? 0) + 1), fn(...a));
  return { fs: { ...mem, stat: count('stat', mem.stat), readDirectory: count('readDirectory', mem.readDirectory), realpath: count('realpath', mem.realpath) }, calls };
}

/** The plain way, for comparison: the real path of every folder entered, a stat of every entry. */
function oracle(fs: FileSystem, dir: string, limits: FolderWalkLimits): { files: FolderFile[]; truncated: boolean } {
  const files: FolderFile[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let truncated = false;
  const stack = [{ abs: dir, rel: '', depth: 0 }];
  walk: while (stack.length > 0) {
    const { abs, rel, depth } = stack.pop()!;
    const real = fs.realpath(abs) ?? abs;
    if (seen.has(real)) continue;
    seen.add(real);
    for (const e of fs.readDirectory(abs) ?? []) {
      if (++entries > limits.maxEntries) {
        truncated = true;
        break walk;
      }
      const st = fs.stat(path.join(abs, e.name));
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (st?.kind === 'file') files.push({ path: path.join(abs, e.name), relPath: childRel, size: st.size });
      else if (st?.kind === 'directory' && !['.git', '.hg', '.svn'].includes(e.name)) {
        if (depth + 1 > limits.maxDepth) truncated = true;
        else stack.push({ abs: path.join(abs, e.name), rel: childRel, depth: depth + 1 });
      }
    }
  }
  files.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { files, truncated };
}

const TREE = {
  [`${DIR}/SKILL.md`]: 'skill',
  [`${DIR}/references/guide.md`]: 'guide text',
  [`${DIR}/references/deep/x/y/z.md`]: 'z',
  [`${DIR}/scripts/run.py`]: 'print(1)',
  [`${DIR}/.git/config`]: 'x',
  '/ws/skills/b/shared.md': 'shared',
};
const CASES: Record<string, Record<string, string>> = {
  'no link': {},
  'a link back to the skill folder (a loop)': { [`${DIR}/scripts/loop`]: DIR },
  'a link to a folder of the skill, listed before the folder itself': { [`${DIR}/aaa`]: `${DIR}/references` },
  'a link to a folder of the skill, listed after it': { [`${DIR}/zzz`]: `${DIR}/references` },
  'a link out of the skill, to a file and to a folder': { [`${DIR}/assets/shared.md`]: '/ws/skills/b/shared.md', [`${DIR}/assets/b`]: '/ws/skills/b' },
  'a link to nothing': { [`${DIR}/assets/gone.md`]: '/ws/nowhere.md' },
  'a skill folder reached through a link': { '/ws/alias': DIR },
};

describe('listFolderFiles and listFolderPaths', () => {
  for (const [name, links] of Object.entries(CASES)) {
    for (const limits of [{ maxDepth: 16, maxEntries: 5_000 }, { maxDepth: 2, maxEntries: 5_000 }, { maxDepth: 16, maxEntries: 6 }]) {
      test(`${name}, depth ${limits.maxDepth}, ${limits.maxEntries} entries: what a real path of every folder gives`, () => {
        const start = name.includes('through a link') ? '/ws/alias' : DIR;
        const expected = oracle(counted(TREE, links).fs, start, limits);
        assert.deepEqual(listFolderFiles(counted(TREE, links).fs, start, limits), expected);
        const paths = listFolderPaths(counted(TREE, links).fs, start, limits);
        assert.deepEqual(paths, { files: expected.files.map(({ path: p, relPath }) => ({ path: p, relPath })), truncated: expected.truncated });
      });
    }
  }

  test('no link, no realpath; listFolderPaths stats no plain file', () => {
    const { fs, calls } = counted(TREE);
    listFolderPaths(fs, DIR);
    assert.deepEqual(Object.fromEntries(calls), { readDirectory: 6 });
    calls.clear();
    listFolderFiles(fs, DIR);
    assert.deepEqual(Object.fromEntries(calls), { readDirectory: 6, stat: 4 });
  });

  test('a link to a folder costs the real paths of that link and of the start, once each', () => {
    const { fs, calls } = counted(TREE, { [`${DIR}/scripts/loop`]: DIR, [`${DIR}/scripts/again`]: DIR });
    listFolderPaths(fs, DIR);
    assert.equal(calls.get('realpath'), 3);
  });
});
