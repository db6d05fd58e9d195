import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { breadthFirstFolders } from '../../../server/src/service/discovery/breadthFirstFolders';
import { agentService } from '../agentSkills/agentSkillsFixture';
import { WS } from '../helpers/serviceFixture';
import { agentSkillPath, namedSkill } from './agentFolderFixture';

const ROOT = '.agents/skills';
const at = (dir: string) => agentSkillPath(ROOT, dir);

/** `count` plain folders (a file in each) under `<root>/<under>`, named `<prefix>0000`…. */
function plainFolders(under: string, prefix: string, count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) files[`${WS}/${ROOT}/${under}${prefix}${String(i).padStart(4, '0')}/notes.txt`] = 'x';
  return files;
}

/** The skills among `dirs` that get a skill-not-found error, with these targets. */
function notFound(files: Record<string, string>, dirs: readonly string[], targets: readonly AgentTarget[]): string[] {
  const s = agentService(files, { targets });
  return dirs.filter((d) => s.findings(at(d)).some((f) => f.code === 'skill-not-found' && f.severity === 'error'));
}

describe('Codex stops its walk of a skills folder after 2,000 folders', () => {
  // `aaa` sorts before the 2,000 plain folders, `mmm` and `zzz` after them: the walk has taken in
  // the skills folder, `aaa` and 1,998 plain folders when it stops.
  const files = { ...plainFolders('', 'f', 2000), [at('aaa')]: namedSkill('aaa'), [at('mmm')]: namedSkill('mmm'), [at('zzz')]: namedSkill('zzz') };

  test('skills whose folders come after the first 1,999 in name order are never found, and the message says what to do', () => {
    assert.deepEqual(notFound(files, ['aaa', 'mmm', 'zzz'], ['codex']), ['mmm', 'zzz']);
    const f = agentService(files, { targets: ['codex'] }).findings(at('mmm')).find((x) => x.code === 'skill-not-found')!;
    assert.match(f.message.en, /^Keep at most 1,999 folders under `\.agents\/skills`/);
    assert.match(f.message.en, /Codex never finds the skill there\.$/);
  });

  test('Codex\'s listing leaves them out; agents with no such limit still find them', () => {
    const s = agentService(files, { targets: ['codex', 'gemini-cli'] });
    const root = s.roots().find((r) => r.root.label === ROOT)!.root;
    const listed = s.catalog(root, 'codex').text;
    assert.match(listed, /- aaa: /);
    assert.doesNotMatch(listed, /- (mmm|zzz): /);
    assert.match(s.catalog(root, 'gemini-cli').text, /<name>zzz<\/name>/);
    assert.deepEqual(notFound(files, ['mmm', 'zzz'], ['gemini-cli']), []);
  });

  test('under the limit every skill is found', () => {
    const small = { ...plainFolders('', 'f', 1996), [at('mmm')]: namedSkill('mmm'), [at('zzz')]: namedSkill('zzz') };
    assert.deepEqual(notFound(small, ['mmm', 'zzz'], ['codex']), []);
  });

  test('level by level: a skill two folders down comes after every folder one level up, a skill\'s own folders counted', () => {
    // Level 1: aaa, cat, zzz. Level 2: aaa/refs, cat/inner. Level 3: 1,994 folders of aaa/refs, then cat/inner/deeper.
    const deep = {
      ...plainFolders('aaa/refs/', 'x', 1994),
      [at('aaa')]: namedSkill('aaa'), [at('zzz')]: namedSkill('zzz'),
      [at('cat/inner')]: namedSkill('inner'), [at('cat/inner/deeper')]: namedSkill('deeper'),
    };
    assert.deepEqual(notFound(deep, ['aaa', 'zzz', 'cat/inner', 'cat/inner/deeper'], ['codex']), ['cat/inner/deeper']);
    // One folder fewer in aaa/refs and it is reached.
    const { [`${WS}/${ROOT}/aaa/refs/x1993/notes.txt`]: _dropped, ...fewer } = deep;
    assert.deepEqual(notFound(fewer, ['cat/inner/deeper'], ['codex']), []);
  });
});

describe('breadthFirstFolders', () => {
  test('names sorted as bytes, dot-folders passed over, undefined when the walk ends under its limit', () => {
    const fs = createMemoryFileSystem({ '/r/b/x.txt': 'x', '/r/.hidden/a/x.txt': 'x', '/r/a/c/x.txt': 'x', '/r/\u00e9/x.txt': 'x', '/r/z/x.txt': 'x' });
    assert.equal(breadthFirstFolders(fs, '/r', { maxFolders: 10, maxDepth: 6 }), undefined);
    // Root, a, b, z (before `é` as bytes), then the cut.
    const cut = breadthFirstFolders(fs, '/r', { maxFolders: 4, maxDepth: 6 })!;
    assert.deepEqual([...cut.listed], ['/r/a', '/r/b', '/r/z']);
    // By real path too (a second link to one of them), the skills folder's own included.
    assert.deepEqual([...cut.real].sort(), ['/r', '/r/a', '/r/b', '/r/z']);
    // Depth 1 only: a/c is never counted, so the walk ends under 6 folders.
    assert.equal(breadthFirstFolders(fs, '/r', { maxFolders: 6, maxDepth: 1 }), undefined);
    // As bytes `Ａ` (EF BC A1) comes before `😀` (F0 9F 98 80), where UTF-16 code units put it after.
    const wide = createMemoryFileSystem({ '/w/\u{1F600}/x.txt': 'x', '/w/\uff21/x.txt': 'x' });
    assert.deepEqual([...breadthFirstFolders(wide, '/w', { maxFolders: 2, maxDepth: 6 })!.listed], ['/w/\uff21']);
  });
});
