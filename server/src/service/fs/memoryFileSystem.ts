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
  const isDir = (p: string) => {
    const prefix = p === '/' ? '/' : `${p}/`;
    for (const k of content.keys()) if (k.startsWith(prefix)) return true;
    for (const k of links.keys()) if (k.startsWith(prefix)) return true;
    return false;
  };

  const memfs: MemoryFileSystem = {
    writeFile(filePath, data) {
      content.set(path.posix.normalize(filePath), typeof data === 'string' ? encoder.encode(data) : data);
      mtimes.set(path.posix.normalize(filePath), clock++);
    },
    deleteFile(filePath) {
      content.delete(path.posix.normalize(filePath));
    },
    symlink(linkPath, target) {
      links.set(path.posix.normalize(linkPath), target);
    },
    readFile(p) {
      const r = resolve(p);
      return r === undefined ? undefined : content.get(r);
    },
    readFileHead(p, length) {
      return memfs.readFile(p)?.subarray(0, length);
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
      const prefix = r === '/' ? '/' : `${r}/`;
      const seen = new Map<string, DirEntry['kind']>();
      const visit = (key: string, isLink: boolean) => {
        if (!key.startsWith(prefix)) return;
        const rest = key.slice(prefix.length);
        const slash = rest.indexOf('/');
        const name = slash < 0 ? rest : rest.slice(0, slash);
        if (!name || seen.has(name)) return;
        if (links.has(prefix + name)) seen.set(name, 'symlink');
        else seen.set(name, slash < 0 && !isLink ? 'file' : 'directory');
      };
      for (const k of links.keys()) visit(k, true);
      for (const k of content.keys()) visit(k, false);
      return [...seen].map(([name, kind]) => ({ name, kind })).sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    realpath(p) {
      const r = resolve(p);
      return r !== undefined && (content.has(r) || isDir(r)) ? r : undefined;
    },
  };
  for (const [p, data] of Object.entries(files)) memfs.writeFile(p, data);
  return memfs;
}
