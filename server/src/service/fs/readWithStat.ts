import type { FileSystem } from './fileSystem';

/** Bytes and stat of a file: in one open when the file system can, else with two calls. */
export function readWithStat(fs: FileSystem, p: string): { bytes: Uint8Array; stat: { mtimeMs: number; size: number } } | undefined {
  if (fs.readFileWithStat) return fs.readFileWithStat(p);
  const bytes = fs.readFile(p);
  const stat = fs.stat(p);
  return bytes && stat ? { bytes, stat } : bytes ? { bytes, stat: { mtimeMs: 0, size: bytes.length } } : undefined;
}
