import * as fs from 'node:fs';
import { join as joinPath } from 'node:path';
import type { DirEntry, FileStat, FileSystem } from './fileSystem';

/** The real file system, for the CLI and the language server. */
export function createNodeFileSystem(): FileSystem {
  return {
    readFile(path) {
      return withRegularFile(path, (fd, size) => readAll(fd, size));
    },
    readFileWithStat(path, maxBytes = Number.POSITIVE_INFINITY) {
      return withRegularFile(path, (fd, size, mtimeMs) => {
        const stat = { kind: 'file' as const, size, mtimeMs };
        // Refused on its size before a byte is allocated: a sparse 2 GB file costs a stat, not 2 GB.
        return size > maxBytes ? { bytes: undefined, stat } : { bytes: readAll(fd, size), stat };
      });
    },
    readFileHead(path, length, wholeUpTo = 0) {
      return withRegularFile(path, (fd, size) => readAll(fd, size <= wholeUpTo ? size : Math.min(size, length)));
    },
    readFileTail(path, length) {
      return withRegularFile(path, (fd, size) => readAll(fd, Math.min(size, length), Math.max(0, size - length)));
    },
    stat(path): FileStat | undefined {
      try {
        // No exception for a missing path: reference checks stat thousands of absent files.
        const s = fs.statSync(path, { throwIfNoEntry: false });
        if (!s) return undefined;
        return { kind: s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other', size: s.size, mtimeMs: s.mtimeMs, mode: s.mode & 0o7777 };
      } catch {
        return undefined;
      }
    },
    readDirectory(path): DirEntry[] | undefined {
      try {
        return fs.readdirSync(path, { withFileTypes: true }).map((d) => {
          const entry: DirEntry = { name: d.name, kind: d.isFile() ? 'file' : d.isDirectory() ? 'directory' : d.isSymbolicLink() ? 'symlink' : 'other' };
          // Names are decoded as UTF-8; a replacement character may stand for bytes that were not.
          return d.name.includes('\uFFFD') && !exists(joinPath(path, d.name)) ? { ...entry, nameNotUtf8: true } : entry;
        });
      } catch {
        return undefined;
      }
    },
    realpath(path) {
      try {
        // The native call is one system call; the JS one lstats every component of the path,
        // which showed in profiles of the listings (asked once per skill on every refresh).
        return fs.realpathSync.native(path);
      } catch {
        return undefined;
      }
    },
  };
}

/** True when something is at `p` (a link to nothing included). */
function exists(p: string): boolean {
  try {
    return fs.lstatSync(p, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return true;
  }
}

/** Opening without blocking: a FIFO named SKILL.md would otherwise wait for a writer forever. */
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/**
 * Runs `fn` on an open regular file, its size and mtime; undefined when the path is missing,
 * unreadable, or not a regular file (a device, a FIFO, a socket), which is never read.
 */
function withRegularFile<T>(path: string, fn: (fd: number, size: number, mtimeMs: number) => T): T | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, OPEN_FLAGS);
    const st = fs.fstatSync(fd);
    return st.isFile() ? fn(fd, st.size, st.mtimeMs) : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Up to `size` bytes from `from` (fewer when the file shrank meanwhile). */
function readAll(fd: number, size: number, from = 0): Uint8Array {
  const bytes = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const n = fs.readSync(fd, bytes, read, size - read, from + read);
    if (n === 0) break;
    read += n;
  }
  return read === size ? bytes : bytes.subarray(0, read);
}
