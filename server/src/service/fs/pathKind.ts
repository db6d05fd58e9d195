import type { FileStat, FileSystem } from './fileSystem';

/** The kind of what is at `p`, symlinks followed (`stat(p)?.kind`, from a kept listing when the file system has one). */
export function kindOf(fs: FileSystem, p: string): FileStat['kind'] | undefined {
  return fs.kindOf ? fs.kindOf(p) : fs.stat(p)?.kind;
}
