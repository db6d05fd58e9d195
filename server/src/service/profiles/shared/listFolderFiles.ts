import * as path from 'node:path';
import type { FileSystem } from '../../fs/fileSystem';

/** One file under a folder, by path only (not opened, and not stat'ed unless a symlink). */
export interface FolderPath {
  /** Absolute path. */
  readonly path: string;
  /** Path relative to the folder, `/`-separated (`references/format.md`). */
  readonly relPath: string;
}

/** One file under a folder, as `stat` sees it (never read). */
export interface FolderFile extends FolderPath {
  readonly size: number;
}

/** The files of a folder, sorted by `relPath`; `truncated` when a limit stopped the walk. */
export interface FolderListing<F extends FolderPath = FolderFile> {
  readonly files: readonly F[];
  readonly truncated: boolean;
}

/** Bounds that keep a walk of a hostile folder short. */
export interface FolderWalkLimits {
  readonly maxDepth: number;
  readonly maxEntries: number;
}

export const DEFAULT_FOLDER_LIMITS: FolderWalkLimits = { maxDepth: 16, maxEntries: 5_000 };
/** Version-control folders are never part of what a skill ships. */
const SKIPPED = new Set(['.git', '.hg', '.svn']);

/**
 * Lists every file under `dir` with its size from `stat`, files are never opened. Symlinks
 * are followed, each real folder is entered once (loops end), and the walk stops at
 * `maxEntries` entries or `maxDepth` levels with `truncated` set.
 */
export function listFolderFiles(fs: FileSystem, dir: string, limits: FolderWalkLimits = DEFAULT_FOLDER_LIMITS): FolderListing {
  return walkFolder(fs, dir, limits, true) as FolderListing;
}

/**
 * The same walk as {@link listFolderFiles} without the `stat` of each plain file, for a
 * caller that reads every file anyway (the read tells the size). A file that vanished since
 * the listing is still listed: its read fails.
 */
export function listFolderPaths(fs: FileSystem, dir: string, limits: FolderWalkLimits = DEFAULT_FOLDER_LIMITS): FolderListing<FolderPath> {
  return walkFolder(fs, dir, limits, false);
}

function walkFolder(fs: FileSystem, dir: string, limits: FolderWalkLimits, sized: boolean): FolderListing<FolderPath | FolderFile> {
  const files: (FolderPath | FolderFile)[] = [];
  // Only symlinks make loops: until the walk meets a link to a folder, the folders entered are
  // told apart by their path below `dir` and no `realpath` is asked (one per skill was 70,000
  // `readlink` calls on 10,000 skills); at the first link, they become real paths.
  let startReal: string | undefined;
  const plain = new Set<string>();
  const seen = new Set<string>();
  const enter = (rel: string, real: string | undefined): string | undefined => {
    if (real === undefined && startReal === undefined) {
      if (plain.has(rel)) return undefined;
      plain.add(rel);
      return '';
    }
    if (startReal === undefined) {
      startReal = fs.realpath(dir) ?? dir;
      for (const r of plain) seen.add(r ? path.join(startReal, r) : startReal);
    }
    const key = real ?? (rel ? path.join(startReal, rel) : startReal);
    if (seen.has(key)) return undefined;
    seen.add(key);
    return key;
  };
  let entries = 0;
  let truncated = false;
  // `real` is known for a folder under a link (carried down plain folders), resolved at a link,
  // and undefined for the plain folders under `dir`.
  const stack: { abs: string; rel: string; depth: number; real: string | undefined; link: boolean }[] = [{ abs: dir, rel: '', depth: 0, real: undefined, link: false }];
  walk: while (stack.length > 0) {
    const { abs, rel, depth, real: known, link } = stack.pop()!;
    const real = enter(rel, link ? (fs.realpath(abs) ?? abs) : known);
    if (real === undefined) continue;
    for (const e of fs.readDirectory(abs) ?? []) {
      if (++entries > limits.maxEntries) {
        truncated = true;
        break walk;
      }
      const childAbs = path.join(abs, e.name);
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      // A listed folder needs no stat; files need one for their size, symlinks to know what they are.
      const st = e.kind === 'symlink' || (sized && e.kind === 'file') ? fs.stat(childAbs) : undefined;
      const kind = e.kind === 'directory' || e.kind === 'file' && !sized ? e.kind : st?.kind;
      if (kind === 'file') {
        files.push(sized && st ? { path: childAbs, relPath: childRel, size: st.size } : { path: childAbs, relPath: childRel });
      } else if (kind === 'directory' && !SKIPPED.has(e.name)) {
        if (depth + 1 > limits.maxDepth) truncated = true;
        else stack.push({ abs: childAbs, rel: childRel, depth: depth + 1, real: e.kind === 'directory' && real ? path.join(real, e.name) : undefined, link: e.kind !== 'directory' });
      }
    }
  }
  files.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { files, truncated };
}
