import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG, type ProfileId, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import { decodeText } from '../../server/src/service/fs/decodeText';
import type { FileSystem } from '../../server/src/service/fs/fileSystem';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { createLanguageService, type LanguageService } from '../../server/src/service/languageService';
import type { Catalog } from '../../server/src/service/model/catalog';
import type { Finding } from '../../server/src/service/model/finding';

/** Repository root (tests run from out/test/hostile/). */
export const REPO = path.resolve(__dirname, '..', '..', '..');

/** Files of a temporary folder, by path relative to it. */
export type Tree = Record<string, string | Uint8Array>;

/** Creates a temporary folder under the OS temp dir holding `files`. */
export function makeTree(files: Tree, prefix = 'skillkiln-hostile-'): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), prefix));
  writeTree(dir, files);
  return dir;
}

/** Writes files under `dir`, creating folders as needed. */
export function writeTree(dir: string, files: Tree): void {
  for (const [rel, data] of Object.entries(files)) {
    const p = path.join(dir, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, data);
  }
}

/** Removes a temporary folder, restoring permissions a test may have taken away. */
export function removeTree(dir: string): void {
  const restore = (p: string) => {
    try {
      const st = fs.lstatSync(p);
      if (st.isSymbolicLink()) return;
      fs.chmodSync(p, st.isDirectory() ? 0o755 : 0o644);
      if (st.isDirectory()) for (const e of fs.readdirSync(p)) restore(path.join(p, e));
    } catch {
      // already gone
    }
  };
  restore(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs `fn` on a fresh temporary tree and removes it afterwards, whatever happens. */
export async function withTree<T>(files: Tree, fn: (dir: string) => T | Promise<T>): Promise<T> {
  const dir = makeTree(files);
  try {
    return await fn(dir);
  } finally {
    removeTree(dir);
  }
}

/** Lines joined with `\n`. */
export const joinLines = (...lines: string[]) => lines.join('\n');

/** A well-formed skill header followed by `body`. */
export const skill = (name: string, body = '# Body\n', description = `Does ${name} things when asked.`) => joinLines('---', `name: ${name}`, `description: ${description}`, '---', body);

/** What one full run of the service over a folder produced. */
export interface LintRun {
  readonly service: LanguageService;
  readonly findings: ReadonlyMap<string, readonly Finding[]>;
  readonly catalogs: readonly Catalog[];
  readonly logs: readonly string[];
  readonly ms: number;
}

/** Options of a run. */
export interface LintOptions {
  /** Defaults to the real disk. */
  readonly fs?: FileSystem;
  /** Forces a profile instead of detecting one. */
  readonly profile?: ProfileId;
}

/**
 * What the server and CLI do with a workspace: index it, compute every finding and every
 * catalog of every root and target. Asserts that none of it throws.
 */
export function lintFolder(dir: string, options: LintOptions = {}): LintRun {
  const logs: string[] = [];
  const config: ServiceConfig = { ...DEFAULT_CONFIG, ...(options.profile ? { profile: options.profile } : {}) };
  const start = process.hrtime.bigint();
  const service = createLanguageService({ fs: options.fs ?? createNodeFileSystem(), configFor: () => config, log: (l) => logs.push(l) });
  let findings: ReadonlyMap<string, readonly Finding[]> = new Map();
  const catalogs: Catalog[] = [];
  assert.doesNotThrow(() => {
    service.setFolders([dir]);
    findings = service.allFindings();
    for (const state of service.roots()) for (const t of state.profile.catalogTargets) catalogs.push(service.catalog(state.root, t.id));
  });
  return { service, findings, catalogs, logs, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** Every finding of a run, flattened. */
export function allOf(run: LintRun): Finding[] {
  return [...run.findings.values()].flat();
}

/** Findings of one file with one code. */
export function findingsAt(run: LintRun, file: string, code?: string): Finding[] {
  return (run.findings.get(file) ?? []).filter((f) => code === undefined || f.code === code);
}

/** Line lengths of a text, splitting on `\r\n`, `\r` and `\n` (a reference independent of LineIndex). */
export function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((l) => l.length);
}

/** Asserts a range is well-formed and lies inside a text with these line lengths. */
export function assertRangeInside(lengths: readonly number[], range: Finding['range'], what: string): void {
  for (const p of [range.start, range.end]) {
    assert.ok(Number.isInteger(p.line) && Number.isInteger(p.character) && p.line >= 0 && p.character >= 0, `${what}: bad position ${JSON.stringify(p)}`);
    assert.ok(p.line < lengths.length, `${what}: line ${p.line} past the last line ${lengths.length - 1}`);
    assert.ok(p.character <= lengths[p.line]!, `${what}: character ${p.character} past the end of line ${p.line} (${lengths[p.line]})`);
  }
  const { start, end } = range;
  assert.ok(start.line < end.line || (start.line === end.line && start.character <= end.character), `${what}: range ends before it starts ${JSON.stringify(range)}`);
}

/**
 * Asserts every finding (and related place) of a run lies inside its document, as the
 * service sees it: the editor's text when open, else the file decoded from disk.
 */
export function assertRangesInside(run: LintRun, fsys: FileSystem = createNodeFileSystem()): void {
  const texts = new Map<string, readonly number[]>();
  const lengthsOf = (p: string): readonly number[] => {
    let l = texts.get(p);
    if (!l) {
      const parsed = run.service.index.fullParsed(p);
      const decoded = parsed ? undefined : decodeText(fsys.readFile(p));
      l = lineLengths(parsed ? parsed.text : decoded?.ok ? decoded.text : '');
      texts.set(p, l);
    }
    return l;
  };
  for (const [p, list] of run.findings) {
    for (const f of list) {
      assertRangeInside(lengthsOf(p), f.range, `${f.code} in ${p}`);
      for (const r of f.related ?? []) assertRangeInside(lengthsOf(r.path), r.range, `related place of ${f.code} in ${r.path}`);
    }
  }
}

let gcFn: (() => void) | undefined;
/** A forced garbage collection (exposed at run time, so the tests need no node flag). */
export function collectGarbage(): void {
  if (!gcFn) {
    setFlagsFromString('--expose-gc');
    gcFn = runInNewContext('gc') as () => void;
  }
  gcFn();
  gcFn();
}

/** Heap used after a full collection, in MB. */
export function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
}

/** A file system that answers like `base` but fails (as unreadable) for paths `denied` says. */
export function failingFileSystem(base: FileSystem, denied: (p: string) => boolean): FileSystem {
  return {
    readFile: (p) => (denied(p) ? undefined : base.readFile(p)),
    ...(base.readFileHead ? { readFileHead: (p: string, n: number, wholeUpTo?: number) => (denied(p) ? undefined : base.readFileHead!(p, n, wholeUpTo)) } : {}),
    ...(base.readFileWithStat ? { readFileWithStat: (p: string) => (denied(p) ? undefined : base.readFileWithStat!(p)) } : {}),
    // stat works on an unreadable file (only its folder's x bit matters): keep it.
    stat: (p) => base.stat(p),
    readDirectory: (p) => (denied(p) ? undefined : base.readDirectory(p)),
    realpath: (p) => base.realpath(p),
  };
}

/** True when the current user can read the folder despite `chmod 000` (root in CI containers). */
export function permissionsIgnored(dir: string): boolean {
  try {
    fs.readdirSync(dir);
    return true;
  } catch {
    return false;
  }
}
