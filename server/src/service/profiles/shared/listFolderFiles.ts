import * as path from 'node:path';
import type { FileSystem } from '../../fs/fileSystem';

/** One file under a folder, as `stat` sees it (never read). */
export interface FolderFile {
  /** Absolute path. */
  readonly path: string;
  /** Path relative to the folder, `/`-separated (`references/format.md`). */
  readonly relPath: string;
  readonly size: number;
}

/** The files of a folder, sorted by `relPath`; `truncated` when a limit stopped the walk. */
export interface FolderListing {
  readonly files: readonly FolderFile[];
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
  const files: FolderFile[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let truncated = false;
  // Only symlinks make loops: a real path is resolved at the start and at links, and carried
  // down plain folders (`realpath` of every folder was a tenth of a lint's file-system time).
  const stack: { abs: string; rel: string; depth: number; real: string | undefined }[] = [{ abs: dir, rel: '', depth: 0, real: undefined }];
  walk: while (stack.length > 0) {
    const { abs, rel, depth, real: known } = stack.pop()!;
    const real = known ?? fs.realpath(abs) ?? abs;
    if (seen.has(real)) continue;
    seen.add(real);
    for (const e of fs.readDirectory(abs) ?? []) {
      if (++entries > limits.maxEntries) {
        truncated = true;
        break walk;
      }
      const childAbs = path.join(abs, e.name);
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      // A listed folder needs no stat; files need one for their size, symlinks to know what they are.
      const st = e.kind === 'file' || e.kind === 'symlink' ? fs.stat(childAbs) : undefined;
      const kind = e.kind === 'directory' ? 'directory' : st?.kind;
      if (st && kind === 'file') {
        files.push({ path: childAbs, relPath: childRel, size: st.size });
      } else if (kind === 'directory' && !SKIPPED.has(e.name)) {
        if (depth + 1 > limits.maxDepth) truncated = true;
        else stack.push({ abs: childAbs, rel: childRel, depth: depth + 1, real: e.kind === 'directory' ? path.join(real, e.name) : undefined });
      }
    }
  }
  files.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { files, truncated };
}
