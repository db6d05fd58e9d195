import * as path from 'node:path';
import type { FileSystem } from '../../fs/fileSystem';

/**
 * True when `file` is inside `folder`, by its path and by where its links lead (`realpath`):
 * a link's target outside the workspace (`/etc/shadow`, `../../x`, a symlink out) is never
 * stat'ed, read or shown. A file that does not exist is judged by its path alone.
 */
export function insideFolder(fs: FileSystem, folder: string, file: string): boolean {
  const within = (dir: string, p: string) => p === dir || p.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
  if (!within(folder, path.resolve(file))) return false;
  const real = fs.realpath(file);
  return real === undefined || within(fs.realpath(folder) ?? folder, real);
}
