import * as fs from 'node:fs';
import { join as joinPath } from 'node:path';
import type { DirEntry, FileStat, FileSystem } from './fileSystem';

/** The real file system, for the CLI and the language server. */
export function createNodeFileSystem(): FileSystem {
  return {
    readFile(path) {
      try {
        return fs.readFileSync(path);
      } catch {
        return undefined;
      }
    },
    readFileWithStat(path) {
      let fd: number | undefined;
      try {
        fd = fs.openSync(path, 'r');
        const st = fs.fstatSync(fd);
        if (!st.isFile()) return undefined;
        const bytes = Buffer.allocUnsafe(st.size);
        let read = 0;
        while (read < st.size) {
          const n = fs.readSync(fd, bytes, read, st.size - read, read);
          if (n === 0) break;
          read += n;
        }
        return { bytes: read === st.size ? bytes : bytes.subarray(0, read), stat: { kind: 'file' as const, size: st.size, mtimeMs: st.mtimeMs } };
      } catch {
        return undefined;
      } finally {
        if (fd !== undefined) fs.closeSync(fd);
      }
    },
    readFileHead(path, length) {
      let fd: number | undefined;
      try {
        fd = fs.openSync(path, 'r');
        const buf = Buffer.allocUnsafe(length);
        const n = fs.readSync(fd, buf, 0, length, 0);
        return buf.subarray(0, n);
      } catch {
        return undefined;
      } finally {
        if (fd !== undefined) fs.closeSync(fd);
      }
    },
    stat(path): FileStat | undefined {
      try {
        // No exception for a missing path: reference checks stat thousands of absent files.
        const s = fs.statSync(path, { throwIfNoEntry: false });
        if (!s) return undefined;
        return { kind: s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other', size: s.size, mtimeMs: s.mtimeMs };
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
        return fs.realpathSync(path);
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
