import type { FileSystem } from './fileSystem';

/** Fallback for file systems without `readFileWithStat`. */
export function readWithStat(fs: FileSystem, p: string): { bytes: Uint8Array; stat: { mtimeMs: number; size: number } } | undefined {
  const bytes = fs.readFile(p);
  const stat = fs.stat(p);
  return bytes && stat ? { bytes, stat } : bytes ? { bytes, stat: { mtimeMs: 0, size: bytes.length } } : undefined;
}
