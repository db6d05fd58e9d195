import * as path from 'node:path';
import { AGENT_SKILL_DIRS } from '../config/serviceConfig';
import type { SkillRoot } from './skillRoot';

/** What {@link missedRoot} needs to know about the workspace. */
export interface MissedRootContext {
  /** The workspace folder holding the file. */
  readonly folder: string;
  /** Its configured skills folders (relative). */
  readonly skillsDirs: readonly string[];
  /** The roots discovery found. */
  readonly roots: readonly SkillRoot[];
  /** Collections (`<name>/SKILL.md` anywhere) are roots too. */
  readonly deep: boolean;
}

/**
 * True when the markdown file `p` lies in a skills root discovery has not found: a configured
 * or agent skills folder created after the last walk (the first skill of a new workspace), or
 * a new `<name>/SKILL.md` collection. The index then walks again instead of filing the file
 * as plain markdown.
 */
export function missedRoot(p: string, ctx: MissedRootContext): boolean {
  if (!p.toLowerCase().endsWith('.md')) return false;
  const known = (dir: string): boolean => ctx.roots.some((r) => r.path === dir);
  for (const d of [...ctx.skillsDirs, ...AGENT_SKILL_DIRS]) {
    const dir = path.resolve(ctx.folder, d);
    if (p.startsWith(dir + path.sep) && !known(dir)) return true;
  }
  if (!ctx.deep || path.basename(p) !== 'SKILL.md') return false;
  // Inside a known root, a SKILL.md deeper than `<root>/<name>/` is a skill's own file, not a new collection.
  const inRoot = ctx.roots.some((r) => p.startsWith(r.path + path.sep));
  return !inRoot && !known(path.dirname(path.dirname(p)));
}
