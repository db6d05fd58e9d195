import * as path from 'node:path';
import type { FileSystem } from '../fs/fileSystem';

/** Where an agent's bounded walk of one skills folder stops (`Discovery.maxFolders`). */
export interface FolderWalkLimit {
  /** Folders it takes in, the skills folder itself counted. */
  readonly maxFolders: number;
  /** How many folders down it goes (the skills folder's own folders are 1). */
  readonly maxDepth: number;
}

/** The folders a bounded walk took in before it stopped. */
export interface FoldersReached {
  /** As paths under the skills folder, the way they were listed (a linked folder by its link). */
  readonly listed: ReadonlySet<string>;
  /** As real paths, the skills folder's own included: a second link to one of them reaches it too. */
  readonly real: ReadonlySet<string>;
}

/** UTF-8 byte order, as a Rust `String` sort gives (code-unit order differs past U+D7FF). */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * The folders an agent that walks a skills folder breadth-first takes in before it stops:
 * names sorted as bytes, names starting with `.` passed over (files and folders alike), links
 * to folders followed (each real folder once), at most `maxDepth` down and `maxFolders` folders
 * in all, the skills folder counted. This is Codex's walk (`discover_skills_under_root` in its
 * loader.rs; byte order observed on 0.171.0 with 2,100 folders). Every folder it counts is one,
 * a skill's `scripts/` as much as a skill's own folder.
 *
 * Returns undefined when the walk ends before the limit (every folder is reached, the usual
 * case); else the folders reached (see {@link FoldersReached}).
 */
export function breadthFirstFolders(fs: FileSystem, root: string, limit: FolderWalkLimit): FoldersReached | undefined {
  const rootReal = fs.realpath(root);
  if (rootReal === undefined) return undefined;
  const seen = new Set<string>([rootReal]);
  const reached = new Set<string>();
  const queue: { dir: string; real: string; depth: number }[] = [{ dir: root, real: rootReal, depth: 0 }];
  let cut = false;
  for (let i = 0; i < queue.length; i++) {
    const { dir, real, depth } = queue[i]!;
    // Past the depth nothing is taken in: its folders need not be listed.
    if (depth >= limit.maxDepth) continue;
    const list = fs.readDirectory(dir);
    if (!list) continue;
    const names = list.filter((e) => !e.name.startsWith('.') && !e.nameNotUtf8 && e.kind !== 'file').sort((a, b) => byBytes(a.name, b.name));
    for (const e of names) {
      const full = path.join(dir, e.name);
      let childReal = path.join(real, e.name);
      if (e.kind === 'symlink') {
        if (fs.stat(full)?.kind !== 'directory') continue;
        const r = fs.realpath(full);
        if (r === undefined) continue;
        childReal = r;
      } else if (e.kind !== 'directory') continue;
      if (seen.size >= limit.maxFolders) {
        cut = true;
        break;
      }
      if (seen.has(childReal)) continue;
      seen.add(childReal);
      reached.add(full);
      queue.push({ dir: full, real: childReal, depth: depth + 1 });
    }
    if (cut) break;
  }
  return cut ? { listed: reached, real: seen } : undefined;
}
