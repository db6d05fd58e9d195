import * as path from 'node:path';
import type { DirEntry, FileStat, FileSystem } from './fileSystem';

/** An in-memory file system that tests can also change. */
export interface MemoryFileSystem extends FileSystem {
  /** Creates or replaces a file (parent folders appear implicitly). */
  writeFile(filePath: string, content: string | Uint8Array): void;
  deleteFile(filePath: string): void;
  /** Adds a symlink to `target` (absolute). */
  symlink(linkPath: string, target: string): void;
}

/**
 * Builds a file system from `{ '/ws/skills/a.md': 'text' }`. Folders are implied by paths;
 * symlinks resolve one level at a time so tests can build loops.
 */
export function createMemoryFileSystem(files: Record<string, string | Uint8Array> = {}): MemoryFileSystem {
  const content = new Map<string, Uint8Array>();
  const links = new Map<string, string>();
  const mtimes = new Map<string, number>();
  let clock = 1;
  const encoder = new TextEncoder();

  const resolve = (p: string, depth = 0): string | undefined => {
    if (depth > 32) return undefined;
    const parts = path.posix.normalize(p).split('/');
    let current = '';
    for (let i = 1; i < parts.length; i++) {
      current = `${current}/${parts[i]}`;
      const target = links.get(current);
      if (target !== undefined) {
        const resolved = resolve(target, depth + 1);
        if (resolved === undefined) return undefined;
        current = resolved;
      }
    }
    return current || '/';
  };
  // Each folder's entries, built on first use after a change (a test tree of thousands of
  // folders would otherwise cost a pass over every path per listing).
  let folders: Map<string, Map<string, DirEntry['kind']>> | undefined;
  const listings = () => {
    if (folders) return folders;
    const built = new Map<string, Map<string, DirEntry['kind']>>();
    const add = (key: string, isLink: boolean) => {
      const parts = key.split('/');
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join('/') || '/';
        const name = parts[i]!;
        if (!name) continue;
        let entries = built.get(dir);
        if (!entries) built.set(dir, (entries = new Map()));
        if (entries.has(name)) continue;
        const full = dir === '/' ? `/${name}` : `${dir}/${name}`;
        entries.set(name, links.has(full) ? 'symlink' : i === parts.length - 1 && !isLink ? 'file' : 'directory');
      }
    };
    for (const k of links.keys()) add(k, true);
    for (const k of content.keys()) add(k, false);
    return (folders = built);
  };
  const isDir = (p: string) => listings().has(p);

  const memfs: MemoryFileSystem = {
    writeFile(filePath, data) {
      content.set(path.posix.normalize(filePath), typeof data === 'string' ? encoder.encode(data) : data);
      mtimes.set(path.posix.normalize(filePath), clock++);
      folders = undefined;
    },
    deleteFile(filePath) {
      content.delete(path.posix.normalize(filePath));
      folders = undefined;
    },
    symlink(linkPath, target) {
      links.set(path.posix.normalize(linkPath), target);
      folders = undefined;
    },
    readFile(p) {
      const r = resolve(p);
      return r === undefined ? undefined : content.get(r);
    },
    readFileHead(p, length, wholeUpTo = 0) {
      const bytes = memfs.readFile(p);
      return bytes && bytes.length <= wholeUpTo ? bytes : bytes?.subarray(0, length);
    },
    readFileTail(p, length) {
      const bytes = memfs.readFile(p);
      return bytes?.subarray(Math.max(0, bytes.length - length));
    },
    stat(p): FileStat | undefined {
      const r = resolve(p);
      if (r === undefined) return undefined;
      const file = content.get(r);
      if (file) return { kind: 'file', size: file.length, mtimeMs: mtimes.get(r) ?? 0 };
      return isDir(r) ? { kind: 'directory', size: 0, mtimeMs: 0 } : undefined;
    },
    readDirectory(p): DirEntry[] | undefined {
      const r = resolve(p);
      if (r === undefined || !isDir(r)) return undefined;
      return [...listings().get(r)!].map(([name, kind]) => ({ name, kind })).sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    realpath(p) {
      const r = resolve(p);
      return r !== undefined && (content.has(r) || isDir(r)) ? r : undefined;
    },
  };
  for (const [p, data] of Object.entries(files)) memfs.writeFile(p, data);
  return memfs;
}
