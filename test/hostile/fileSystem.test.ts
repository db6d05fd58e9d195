import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileSystem } from '../../server/src/service/fs/fileSystem';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { assertRangesInside, failingFileSystem, findingsAt, lintFolder, makeTree, permissionsIgnored, removeTree, skill, withTree } from './hostileFixture';

describe('symlinks', () => {
  test('loops: a link to an ancestor, a link to itself, two links to each other', async (t) => {
    await withTree({ 'skills/a/SKILL.md': skill('a'), 'collection/b/SKILL.md': skill('b'), 'docs/guide.md': 'Use {{skill:a}}.\n' }, (dir) => {
      fs.symlinkSync(dir, path.join(dir, 'skills', 'a', 'up'));
      fs.symlinkSync(path.join(dir, 'skills'), path.join(dir, 'skills', 'again'));
      fs.symlinkSync(path.join(dir, 'self'), path.join(dir, 'self'));
      fs.symlinkSync(path.join(dir, 'pong'), path.join(dir, 'ping'));
      fs.symlinkSync(path.join(dir, 'ping'), path.join(dir, 'pong'));
      fs.symlinkSync(path.join(dir, 'collection'), path.join(dir, 'docs', 'collection-link'));
      const run = lintFolder(dir);
      t.diagnostic(`${run.ms.toFixed(0)} ms; log: ${run.logs.join(' | ')}`);
      assertRangesInside(run);
      assert.ok(run.logs.some((l) => /already visited/.test(l)), 'a loop is skipped with a log line');
      // Each real skill is indexed once, under its real place.
      const paths = run.service.index.skillPaths().map((p) => path.relative(dir, p)).sort();
      assert.deepEqual(paths.filter((p) => p.endsWith(path.join('a', 'SKILL.md'))), [path.join('skills', 'a', 'SKILL.md')]);
      assert.ok(paths.some((p) => p.endsWith(path.join('b', 'SKILL.md'))));
      assert.ok(paths.length <= 3, paths.join(', '));
    });
  });

  test('a link out of the workspace is not walked (a link to / would walk the disk)', async (t) => {
    const outside = makeTree({ 'elsewhere/SKILL.md': skill('elsewhere'), 'notes/readme.md': '# Someone else\n' });
    try {
      await withTree({ 'skills/a/SKILL.md': skill('a') }, (dir) => {
        fs.symlinkSync(outside, path.join(dir, 'outside'));
        fs.symlinkSync('/', path.join(dir, 'root'));
        fs.symlinkSync(path.join(outside, 'notes', 'readme.md'), path.join(dir, 'linked-note.md'));
        const run = lintFolder(dir);
        t.diagnostic(`${run.ms.toFixed(0)} ms; log: ${run.logs.join(' | ')}`);
        assertRangesInside(run);
        assert.ok(run.logs.some((l) => l.includes(path.join(dir, 'outside')) && /outside/.test(l)), run.logs.join(' | '));
        assert.ok(run.logs.some((l) => l.includes(path.join(dir, 'root')) && /outside/.test(l)), run.logs.join(' | '));
        assert.ok(!run.service.index.skillPaths().some((p) => p.includes('elsewhere')), 'a skill outside the workspace is not indexed');
        assert.ok(run.service.index.skillAt(path.join(dir, 'skills', 'a', 'SKILL.md')));
      });
    } finally {
      removeTree(outside);
    }
  });

  test('a dangling link and a link to a fifo-like non-file', async () => {
    await withTree({ 'skills/a/SKILL.md': skill('a') }, (dir) => {
      fs.symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'skills', 'dangling.md'));
      fs.symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'skills', 'dangling'));
      fs.symlinkSync('/dev/null', path.join(dir, 'skills', 'null.md'));
      const run = lintFolder(dir);
      assertRangesInside(run);
      assert.ok(run.service.index.skillAt(path.join(dir, 'skills', 'a', 'SKILL.md')));
    });
  });
});

describe('unreadable folders and files', () => {
  test('a folder and a file without read permission (chmod 000, or a failing file system when running as root)', async (t) => {
    await withTree({ 'skills/locked/SKILL.md': skill('locked'), 'skills/secret/SKILL.md': skill('secret'), 'skills/fine/SKILL.md': skill('fine'), 'deep/closed/x/SKILL.md': skill('x') }, (dir) => {
      const lockedDir = path.join(dir, 'skills', 'locked');
      const secretFile = path.join(dir, 'skills', 'secret', 'SKILL.md');
      const closedDir = path.join(dir, 'deep', 'closed');
      fs.chmodSync(lockedDir, 0o000);
      fs.chmodSync(closedDir, 0o000);
      fs.chmodSync(secretFile, 0o000);
      let fsys: FileSystem = createNodeFileSystem();
      if (permissionsIgnored(lockedDir)) {
        // Root reads anything: make the same paths fail the way EACCES does.
        t.diagnostic('permissions are not enforced for this user: using a failing file system');
        const inside = (p: string, d: string) => p === d || p.startsWith(d + path.sep);
        const base = fsys;
        const denied = (p: string) => inside(p, lockedDir) || inside(p, closedDir) || p === secretFile;
        fsys = { ...failingFileSystem(base, denied), stat: (p) => (p.startsWith(lockedDir + path.sep) || p.startsWith(closedDir + path.sep) ? undefined : base.stat(p)) };
      }
      const run = lintFolder(dir, { fs: fsys });
      t.diagnostic(`log: ${run.logs.join(' | ')}`);
      assertRangesInside(run, fsys);
      assert.ok(run.logs.some((l) => l.includes(lockedDir) && /unreadable/.test(l)), 'the locked skill folder is skipped with a log line');
      assert.ok(run.logs.some((l) => l.includes(closedDir) && /unreadable/.test(l)), 'the locked deep folder is skipped with a log line');
      const secret = findingsAt(run, secretFile, 'file-unreadable');
      assert.equal(secret.length, 1, `the unreadable file gets file-unreadable: ${JSON.stringify(findingsAt(run, secretFile))}`);
      assert.match(secret[0]!.message.en, /cannot be read/);
      assert.ok(run.logs.some((l) => l.includes(secretFile) && /denied/.test(l)));
      assert.ok(run.service.index.skillAt(path.join(dir, 'skills', 'fine', 'SKILL.md')), 'the other skills are still served');
    });
  });

  test('an unreadable skills root', async () => {
    await withTree({ 'skills/a/SKILL.md': skill('a') }, (dir) => {
      const root = path.join(dir, 'skills');
      const fsys = failingFileSystem(createNodeFileSystem(), (p) => p === root);
      const run = lintFolder(dir, { fs: fsys });
      assert.ok(run.logs.some((l) => l.includes(root) && /unreadable/.test(l)), run.logs.join(' | '));
    });
  });
});

describe('files created, renamed and deleted while the index is being built', () => {
  /**
   * The real disk, plus a hook run once, right after the first skill file is read: by then
   * every folder has been listed, so the index works from a listing that is out of date.
   */
  function racingFileSystem(onFirstRead: (p: string) => void): FileSystem {
    const base = createNodeFileSystem();
    let fired = false;
    const fire = (p: string) => {
      if (fired) return;
      fired = true;
      onFirstRead(p);
    };
    return {
      ...base,
      readFile: (p) => {
        const r = base.readFile(p);
        fire(p);
        return r;
      },
      readFileWithStat: (p) => {
        const r = base.readFileWithStat!(p);
        fire(p);
        return r;
      },
    };
  }

  test('the index survives, says what it skipped, and catches up on the watcher events', async (t) => {
    const name = (i: number) => `s${String(i).padStart(2, '0')}`;
    const files = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`skills/${name(i)}/SKILL.md`, skill(name(i))]));
    await withTree({ ...files, 'docs/guide.md': 'Use {{skill:s05}}.\n' }, (dir) => {
      const at = (n: string) => path.join(dir, 'skills', n, 'SKILL.md');
      let victims: string[] = [];
      const run = lintFolder(dir, {
        fs: racingFileSystem((first) => {
          // Files the index has listed but not read yet (directory order is the disk's).
          victims = Array.from({ length: 20 }, (_, i) => name(i)).filter((n) => at(n) !== first).slice(0, 4);
          const [deleted, folderDeleted, renamed, rewritten] = victims as [string, string, string, string];
          fs.rmSync(at(deleted));
          fs.rmSync(path.join(dir, 'skills', folderDeleted), { recursive: true });
          fs.renameSync(path.join(dir, 'skills', renamed), path.join(dir, 'skills', 'renamed'));
          fs.writeFileSync(at(rewritten), `---\nname: ${rewritten}\ndescription: rewritten while indexing, twice as long as before\n---\n`);
          fs.rmSync(path.join(dir, 'docs', 'guide.md'));
          fs.mkdirSync(path.join(dir, 'skills', 'created'));
          fs.writeFileSync(at('created'), skill('created'));
        }),
      });
      t.diagnostic(`log: ${run.logs.join(' | ')}`);
      assertRangesInside(run);
      const gone = victims.slice(0, 3);
      for (const g of gone) assert.ok(run.logs.some((l) => l.includes(at(g)) && /missing/.test(l)), `${g} vanished: a log line`);
      // What the editor's file watcher then reports brings the index up to date.
      for (const p of [...gone.map(at), at('renamed'), at('created'), at(victims[3]!), path.join(dir, 'docs', 'guide.md')]) run.service.fileChanged(p);
      const after = run.service.allFindings();
      const paths = run.service.index.skillPaths();
      for (const g of gone) assert.ok(!paths.includes(at(g)), `${g} is no longer indexed`);
      assert.ok(paths.includes(at('created')) && paths.includes(at('renamed')), paths.join(', '));
      assert.match(run.service.index.skillAt(at(victims[3]!))!.info.description, /rewritten/);
      assertRangesInside({ ...run, findings: after });
    });
  });
});
