import * as path from 'node:path';

/** The folder of `folders` that contains `p` (the longest match, for nested folders), if any. */
export function containingFolder(folders: readonly string[], p: string): string | undefined {
  let best: string | undefined;
  for (const f of folders) {
    if ((p === f || p.startsWith(f.endsWith(path.sep) ? f : f + path.sep)) && (!best || f.length > best.length)) best = f;
  }
  return best;
}
