import * as path from 'node:path';
import type { DirEntry, FileStat, FileSystem } from './fileSystem';

/** A folder's listing as kept: the entries, by exact name and by folded name. */
interface Kept {
  readonly entries: readonly DirEntry[] | undefined;
  byName?: ReadonlyMap<string, DirEntry>;
  folded?: ReadonlySet<string>;
}

/**
 * `inner` with every folder listed once and kept, and `kindOf` answered from the parent
 * folder's listing instead of a `stat` each (a lint lists every skill folder anyway, then
 * asks about the files its skills name, 25,000 `stat` calls on 10,000 skills). For a run
 * that changes no file: nothing is ever listed again, so the CLI's `--fix` goes without it
 * and the server never uses it.
 */
export function withListingCache(inner: FileSystem): FileSystem {
  const kept = new Map<string, Kept>();
  const listing = (dir: string): Kept => {
    let k = kept.get(dir);
    if (!k) {
      k = { entries: inner.readDirectory(dir) };
      kept.set(dir, k);
    }
    return k;
  };
  const kindOf = (p: string): FileStat['kind'] | undefined => {
    const dir = path.dirname(p);
    const name = path.basename(p);
    // Only a plain name in a normalized path can be looked up in its parent's listing.
    if (dir === p || name === '' || name === '.' || name === '..' || p.endsWith('/') || p.endsWith(path.sep) || path.normalize(p) !== p) return inner.stat(p)?.kind;
    const k = listing(dir);
    // No listing: a missing parent means a missing path; an unreadable one, ask.
    if (!k.entries) return kindOf(dir) === undefined ? undefined : inner.stat(p)?.kind;
    k.byName ??= new Map(k.entries.map((e) => [e.name, e]));
    const e = k.byName.get(name);
    if (e && !e.nameNotUtf8 && (e.kind === 'file' || e.kind === 'directory')) return e.kind;
    if (e) return inner.stat(p)?.kind;
    // Not listed: missing, unless the file system matches names loosely (case, Unicode form, a
    // Windows short name or trailing dot), where only `stat` can tell.
    k.folded ??= new Set(k.entries.map((x) => fold(x.name)));
    return k.folded.has(fold(name)) || name.includes('~') ? inner.stat(p)?.kind : undefined;
  };
  return {
    readFile: (p) => inner.readFile(p),
    ...(inner.readFileHead ? { readFileHead: (p: string, length: number) => inner.readFileHead!(p, length) } : {}),
    ...(inner.readFileWithStat ? { readFileWithStat: (p: string, maxBytes?: number) => inner.readFileWithStat!(p, maxBytes) } : {}),
    stat: (p) => inner.stat(p),
    kindOf,
    readDirectory: (p) => listing(p).entries,
    realpath: (p) => inner.realpath(p),
  };
}

/** A name reduced to what no file system tells apart: lowercase letters and digits, accents dropped. */
function fold(name: string): string {
  return name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');
}
