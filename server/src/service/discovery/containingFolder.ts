import * as path from 'node:path';

/** The folder of `folders` that contains `p` (the longest match, for nested folders), if any. */
export function containingFolder(folders: readonly string[], p: string): string | undefined {
  let best: string | undefined;
  for (const f of folders) {
    if (inside(f, p) && (!best || f.length > best.length)) best = f;
  }
  return best;
}

/** `p === f || p.startsWith(f + sep)`, without making `f + sep` (asked for every file on every render). */
function inside(f: string, p: string): boolean {
  if (!p.startsWith(f)) return false;
  return p.length === f.length || f.endsWith(path.sep) || p.startsWith(path.sep, f.length);
}
