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
    const e = entryNamed(k, name);
    if (e && !e.nameNotUtf8 && (e.kind === 'file' || e.kind === 'directory')) return e.kind;
    if (e) return inner.stat(p)?.kind;
    // Not listed: missing, unless the file system matches names loosely (case, Unicode form, a
    // Windows short name or trailing dot), where only `stat` can tell.
    return foldedMatch(k, fold(name)) || name.includes('~') ? inner.stat(p)?.kind : undefined;
  };
  return {
    readFile: (p) => inner.readFile(p),
    ...(inner.readFileHead ? { readFileHead: (p: string, length: number, wholeUpTo?: number) => inner.readFileHead!(p, length, wholeUpTo) } : {}),
    ...(inner.readFileTail ? { readFileTail: (p: string, length: number) => inner.readFileTail!(p, length) } : {}),
    ...(inner.readFileWithStat ? { readFileWithStat: (p: string, maxBytes?: number) => inner.readFileWithStat!(p, maxBytes) } : {}),
    stat: (p) => inner.stat(p),
    kindOf,
    readDirectory: (p) => listing(p).entries,
    realpath: (p) => inner.realpath(p),
  };
}

/**
 * Listings up to this size are searched in place: most skill folders hold a file or two, and a
 * `Map` or `Set` per folder (half a kilobyte each, however few names) was a tenth of what a
 * 10,000-skill lint keeps in memory.
 */
const SMALL_LISTING = 16;

/** The entry of a listed folder named exactly `name`. */
function entryNamed(k: Kept, name: string): DirEntry | undefined {
  const entries = k.entries!;
  if (entries.length <= SMALL_LISTING) return entries.find((e) => e.name === name);
  k.byName ??= new Map(entries.map((e) => [e.name, e]));
  return k.byName.get(name);
}

/** True when some entry of a listed folder has this folded name (see `fold`). */
function foldedMatch(k: Kept, folded: string): boolean {
  const entries = k.entries!;
  if (entries.length <= SMALL_LISTING) return entries.some((x) => fold(x.name) === folded);
  k.folded ??= new Set(entries.map((x) => fold(x.name)));
  return k.folded.has(folded);
}

/** A name reduced to what no file system tells apart: lowercase letters and digits, accents dropped. */
function fold(name: string): string {
  return name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');
}
