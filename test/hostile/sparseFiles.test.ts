import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspSession, SERVER, uriOf } from '../protocol/lspHarness';
import { findingsAt, lintFolder, makeTree, REPO, removeTree, skill } from './hostileFixture';

const GB = 1024 * 1024 * 1024;
/** Sizes past what a Buffer holds (2 GiB) and below it: sparse, so they cost no disk. */
const SIZES = { 'just-under-2-gb': 1.9 * GB, 'past-2-gb': 2 * GB + 1, 'three-gb': 3 * GB } as const;

/** A workspace whose skills are sparse files of the sizes above, next to a normal one. */
function sparseWorkspace(): string {
  const dir = makeTree({ '.claude/skills/fine/SKILL.md': skill('fine') });
  for (const [name, size] of Object.entries(SIZES)) {
    const file = path.join(dir, '.claude', 'skills', name, 'SKILL.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
    truncateSync(file, Math.floor(size));
  }
  return dir;
}

/** Peak resident memory of a process in MB, from /proc (Linux), or undefined. */
function peakRssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

describe('files far larger than the text limit are refused on their size, before a byte is read', () => {
  test('the service: "too large" (not "permission denied"), for 1.9 GB, 2 GiB + 1 and 3 GB alike, in bounded memory', (t) => {
    const dir = sparseWorkspace();
    try {
      const before = process.memoryUsage().rss;
      const run = lintFolder(dir);
      const grown = (process.memoryUsage().rss - before) / (1024 * 1024);
      t.diagnostic(`${run.ms.toFixed(0)} ms, resident memory grew ${grown.toFixed(0)} MB`);
      for (const name of Object.keys(SIZES)) {
        const file = path.join(dir, '.claude', 'skills', name, 'SKILL.md');
        const found = findingsAt(run, file, 'file-unreadable');
        assert.equal(found.length, 1, `${name}: ${findingsAt(run, file).map((f) => f.code).join(', ')}`);
        assert.match(found[0]!.message.en, /larger than 16 MB/, name);
        assert.ok(run.logs.some((l) => l.includes(file) && /too-large/.test(l)), run.logs.join(' | '));
      }
      // Reading even one of them whole would take 1.9 GB.
      assert.ok(grown < 256, `${grown.toFixed(0)} MB more resident memory`);
      assert.ok(run.service.index.skillAt(path.join(dir, '.claude', 'skills', 'fine', 'SKILL.md')));
    } finally {
      removeTree(dir);
    }
  });

  describe('the language server', () => {
    let s: LspSession;
    before(async () => {
      if (!existsSync(SERVER)) spawnSync(process.execPath, [path.join(REPO, 'scripts', 'build.mjs'), 'server'], { cwd: REPO, stdio: 'inherit' });
      s = new LspSession(sparseWorkspace());
      await s.start();
    });
    after(async () => {
      const root = s?.root;
      await s?.stop();
      if (root) removeTree(root);
    });

    test('indexes them, answers the tree, takes a watcher storm on them, and stays small', async (t) => {
      const file = path.join(s.root, '.claude', 'skills', 'three-gb', 'SKILL.md');
      const d = await s.waitDiagnostics(file, (x: Diagnostic[]) => x.some((y) => y.code === 'file-unreadable'), 'file-unreadable', 0);
      assert.match(d.find((y) => y.code === 'file-unreadable')!.message as string, /larger than 16 MB/);
      const tree = await s.request<{ folders: unknown[] }>('skillkiln/tree', {});
      assert.equal(tree.folders.length, 1);
      // Each event used to read the file again, whole.
      const changes = Object.keys(SIZES).flatMap((name) => Array.from({ length: 20 }, () => ({ uri: uriOf(path.join(s.root, '.claude', 'skills', name, 'SKILL.md')), type: 2 })));
      await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes });
      await s.request('skillkiln/tree', {});
      const peak = peakRssMb((s as unknown as { child: ChildProcess }).child.pid);
      t.diagnostic(`server peak resident memory: ${peak?.toFixed(0) ?? 'unknown'} MB`);
      if (peak !== undefined) assert.ok(peak < 400, `${peak.toFixed(0)} MB peak`);
    });
  });
});
