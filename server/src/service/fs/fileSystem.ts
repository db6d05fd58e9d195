/** Kind of a directory entry, as seen without following symlinks. */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'other';

/** One entry of a directory listing. */
export interface DirEntry {
  readonly name: string;
  readonly kind: EntryKind;
  /** The name on disk is not valid UTF-8: `name` holds replacement characters and no path reaches the entry. */
  readonly nameNotUtf8?: boolean;
}

/** What `stat` tells (symlinks followed). */
export interface FileStat {
  readonly kind: 'file' | 'directory' | 'other';
  readonly size: number;
  readonly mtimeMs: number;
  /** Permission bits (`0o755`…), where the host knows them (kept in a packed archive). */
  readonly mode?: number;
}

/**
 * The file system the language service sees, injected by its host (Node for the CLI and
 * server, an in-memory map in tests). Synchronous on purpose: the walk and the reads are
 * short and many, and callers that must stay responsive slice the work themselves.
 * Every method returns undefined instead of throwing when the path cannot be read.
 */
export interface FileSystem {
  /** Raw bytes of a file; undefined when missing, unreadable or not a regular file. */
  readFile(path: string): Uint8Array | undefined;
  /**
   * First `length` bytes (for sniffing binary files without reading them whole); all of a file
   * no larger than `wholeUpTo`, in the same open (a small file that turns out to be text).
   */
  readFileHead?(path: string, length: number, wholeUpTo?: number): Uint8Array | undefined;
  /** Last `length` bytes (a format that marks its end, without reading the rest). */
  readFileTail?(path: string, length: number): Uint8Array | undefined;
  /**
   * Bytes and stat in one open (saves a system call per file on a cold index). A file larger
   * than `maxBytes` is not read: its stat comes with no bytes.
   */
  readFileWithStat?(path: string, maxBytes?: number): { readonly bytes: Uint8Array | undefined; readonly stat: FileStat } | undefined;
  stat(path: string): FileStat | undefined;
  /**
   * What `stat(path)?.kind` says, for callers that need no size nor mtime: a file system that
   * keeps its listings answers from the parent folder's (see `withListingCache`).
   */
  kindOf?(path: string): FileStat['kind'] | undefined;
  readDirectory(path: string): readonly DirEntry[] | undefined;
  /** Canonical path (symlinks resolved); used to avoid walking a loop twice. */
  realpath(path: string): string | undefined;
}
