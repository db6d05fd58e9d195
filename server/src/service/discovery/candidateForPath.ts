import * as path from 'node:path';
import type { SkillCandidate, SkillRoot } from './skillRoot';

/** The skill `p` would be in one of `roots`, from its path alone (for files not yet on disk). */
export function candidateForPath(p: string, roots: readonly SkillRoot[]): SkillCandidate | undefined {
  if (!p.toLowerCase().endsWith('.md')) return undefined;
  const dir = path.dirname(p);
  for (const root of roots) {
    if (path.basename(p) === 'SKILL.md' && path.dirname(dir) === root.path) {
      return { path: p, root, layout: 'folder', dirName: path.basename(dir), skillDir: dir };
    }
    if (dir === root.path && root.source !== 'collection' && path.basename(p).toLowerCase() !== 'readme.md') {
      return { path: p, root, layout: 'flat', dirName: path.basename(p).slice(0, -3), skillDir: root.path };
    }
  }
  return undefined;
}
