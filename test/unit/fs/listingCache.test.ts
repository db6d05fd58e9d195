import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';
import { withListingCache } from '../../../server/src/service/fs/listingCache';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { kindOf } from '../../../server/src/service/fs/pathKind';
import { PathKinds } from '../../../server/src/service/profiles/shared/pathKinds';

const FILES = {
  '/ws/skills/a/SKILL.md': 'x',
  '/ws/skills/a/references/Guide.md': 'x',
  '/ws/skills/a/references/other.md': 'x',
  '/ws/skills/a/scripts/run.py': 'x',
  '/ws/skills/b/SKILL.md': 'x',
  '/ws/.claude-plugin/plugin.json': '{}',
};
const LINKS = { '/ws/skills/a/assets': '/ws/skills/b', '/ws/skills/a/linked.md': '/ws/skills/b/SKILL.md', '/ws/skills/a/dangling.md': '/ws/nowhere.md' };
/** Paths a reference check asks about: present, missing, under missing or file parents, links, odd spellings. */
const PROBES = [
  '/', '/ws', '/ws/skills', '/ws/skills/a', '/ws/skills/a/SKILL.md', '/ws/skills/a/skill.md', '/ws/skills/a/references', '/ws/skills/a/references/Guide.md',
  '/ws/skills/a/references/guide.md', '/ws/skills/a/references/other.md', '/ws/skills/a/references/none.md', '/ws/skills/a/nope/deeper/x.md',
  '/ws/skills/a/SKILL.md/x', '/ws/skills/a/assets', '/ws/skills/a/assets/SKILL.md', '/ws/skills/b/SKILL.md', '/ws/skills/b/none.md', '/ws/skills/a/linked.md', '/ws/skills/a/dangling.md',
  '/ws/.claude-plugin', '/ws/skills/.claude-plugin', '/nowhere/at/all', '/ws/skills/a/references/', '/ws/skills/a/./SKILL.md', '/ws/skills/a/x/../SKILL.md',
];

/**
 * A memory file system that counts its calls, with `/ws/skills/b` unreadable (listing it fails,
 * its files can be opened), optionally matching names regardless of case as macOS and Windows do.
 */
function counted(options: { caseInsensitive?: boolean } = {}): { fs: FileSystem; calls: string[] } {
  const mem = createMemoryFileSystem(FILES);
  for (const [link, target] of Object.entries(LINKS)) mem.symlink(link, target);
  const calls: string[] = [];
  const loose = (p: string) => {
    if (!options.caseInsensitive) return p;
    const exact = mem.stat(p);
    if (exact) return p;
    const dir = p.slice(0, p.lastIndexOf('/')) || '/';
    const twin = mem.readDirectory(dir)?.find((e) => e.name.toLowerCase() === p.slice(dir.length + 1).toLowerCase());
    return twin ? `${dir === '/' ? '' : dir}/${twin.name}` : p;
  };
  return {
    fs: { ...mem, stat: (p) => (calls.push(`stat ${p}`), mem.stat(loose(p))), readDirectory: (p) => (calls.push(`list ${p}`), p === '/ws/skills/b' ? undefined : mem.readDirectory(p)) },
    calls,
  };
}

describe('withListingCache', () => {
  for (const caseInsensitive of [false, true]) {
    test(`kindOf says what stat says, for every path and in any order${caseInsensitive ? ' (names matched regardless of case)' : ''}`, () => {
      const plain = counted({ caseInsensitive }).fs;
      for (const order of [PROBES, [...PROBES].reverse()]) {
        const cached = withListingCache(counted({ caseInsensitive }).fs);
        for (const p of order) assert.equal(kindOf(cached, p), plain.stat(p)?.kind, p);
        for (const p of order) assert.equal(kindOf(cached, p), plain.stat(p)?.kind, `${p}, asked again`);
      }
    });
  }

  test('listings are the same and taken once; names of a listed folder cost no stat', () => {
    const { fs, calls } = counted();
    const cached = withListingCache(fs);
    assert.deepEqual(cached.readDirectory('/ws/skills/a/references'), fs.readDirectory('/ws/skills/a/references'));
    calls.length = 0;
    cached.readDirectory('/ws/skills/a/references');
    for (const name of ['Guide.md', 'other.md', 'none.md']) kindOf(cached, `/ws/skills/a/references/${name}`);
    assert.deepEqual(calls, []);
    // A case twin could be the same file on a loose file system: only stat tells.
    kindOf(cached, '/ws/skills/a/references/guide.md');
    assert.deepEqual(calls, ['stat /ws/skills/a/references/guide.md']);
  });

  test('a missing folder answers for everything under it', () => {
    const { fs, calls } = counted();
    const cached = withListingCache(fs);
    for (const name of ['a.md', 'b.md', 'c/d.md']) assert.equal(kindOf(cached, `/ws/skills/a/nope/${name}`), undefined);
    assert.equal(calls.filter((c) => c.startsWith('stat')).length, 0);
  });

  test('PathKinds answers the same over the cache as over stat', () => {
    for (const top of ['/ws/skills/a', '/ws/skills/b']) {
      const plain = new PathKinds(counted().fs, top);
      const cached = new PathKinds(withListingCache(counted().fs), top);
      // PathKinds is asked about resolved paths only.
      for (const p of PROBES.filter((x) => path.posix.resolve(x) === x)) {
        assert.equal(cached.kindOf(p), plain.kindOf(p), p);
        assert.equal(cached.caseTwin(p), plain.caseTwin(p), `${p}: case twin`);
      }
    }
  });

  test('a folder of many names answers as a folder of few: same kinds, same stat calls', () => {
    // Small listings are searched in place, big ones through a map: both must say the same.
    for (const size of [3, 16, 17, 40]) {
      const files: Record<string, string> = {};
      for (let i = 0; i < size; i++) files[`/ws/many/File${i}.md`] = 'x';
      files['/ws/many/sub/SKILL.md'] = 'x';
      const mem = createMemoryFileSystem(files);
      const calls: string[] = [];
      const cached = withListingCache({ ...mem, stat: (p) => (calls.push(p), mem.stat(p)) });
      const probes = ['/ws/many/File0.md', `/ws/many/File${size - 1}.md`, '/ws/many/file0.md', '/ws/many/File0~1.md', '/ws/many/none.md', '/ws/many/sub', '/ws/many/sub/SKILL.md', '/ws/many/Sub'];
      for (const p of probes) assert.equal(kindOf(cached, p), mem.stat(p)?.kind, `${p} among ${size}`);
      assert.deepEqual(calls, ['/ws/many/file0.md', '/ws/many/File0~1.md', '/ws/many/Sub'], `stat calls among ${size}`);
    }
  });
});
