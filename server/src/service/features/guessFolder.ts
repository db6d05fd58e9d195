import * as path from 'node:path';
import type { FileSystem } from '../fs/fileSystem';

/** What marks the top of a project that holds skills. */
const MARKERS = ['.git', 'skills', '.claude', '.github', '.agents', '.codex', 'package.json'];

/**
 * The folder to index when a client opens a file without any workspace folder (an editor
 * started on a single file): the nearest ancestor holding a project marker (`.git`, a
 * `skills` folder, an agent folder…), else the file's own folder.
 */
export function guessWorkspaceFolder(fs: FileSystem, file: string): string {
  let dir = path.dirname(file);
  for (let depth = 0; depth < 16; depth++) {
    if (MARKERS.some((m) => fs.stat(path.join(dir, m)) !== undefined)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.dirname(file);
}
