import { realpathSync } from 'node:fs';
import * as path from 'node:path';

function real(p: string): string {
  try { return realpathSync(p); } catch { return path.resolve(p); }
}

/**
 * `file` (absolute, as an agent reported it) relative to `projectDir` with `/` separators, or
 * undefined when it lies outside the project (the agent's own built-in skills, HOME). The agents
 * report paths as they walked them, so a symlinked skill folder keeps its link name: only the
 * project folder itself is resolved, never the part inside it.
 */
export function projectRelative(projectDir: string, file: string): string | undefined {
  for (const root of new Set([path.resolve(projectDir), real(projectDir)])) {
    const rel = path.relative(root, path.resolve(file));
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) return rel.split(path.sep).join('/');
  }
  return undefined;
}
