import type { FileSystem } from './fileSystem';

/**
 * Bytes and stat of a file: in one open when the file system can, else with two calls. The
 * size is known before anything is read: a file larger than `maxBytes` comes back with no
 * bytes, and anything but a regular file is not read at all.
 */
export function readWithStat(fs: FileSystem, p: string, maxBytes = Number.POSITIVE_INFINITY): { bytes: Uint8Array | undefined; stat: { mtimeMs: number; size: number } } | undefined {
  if (fs.readFileWithStat) return fs.readFileWithStat(p, maxBytes);
  const stat = fs.stat(p);
  if (stat && stat.kind !== 'file') return undefined;
  if (stat && stat.size > maxBytes) return { bytes: undefined, stat };
  const bytes = fs.readFile(p);
  return bytes && stat ? { bytes, stat } : bytes ? { bytes, stat: { mtimeMs: 0, size: bytes.length } } : undefined;
}
