import * as path from 'node:path';

/** What the index does about a path that changed on disk. */
export type DiskChange = 'reindex' | 'refresh' | 'skill-files' | 'none';

/** What the index knows about a changed path (asked lazily: most changes need one or two). */
export interface ChangeFacts {
  kind(p: string): 'file' | 'directory' | 'other' | undefined;
  /** A skill file of the index. */
  isSkill(p: string): boolean;
  /** A markdown file of the index that is not a skill. */
  isOther(p: string): boolean;
  hasOverlay(p: string): boolean;
  /** `p` would be a skill of a skills root the last walk did not find. */
  inMissedRoot(p: string): boolean;
  inWorkspace(p: string): boolean;
  /** `p` is in, or is, a skill's folder (its scripts, references, assets). */
  inSkillFolder(p: string): boolean;
  /** `p` is under a skills root the last walk found. */
  inRoot(p: string): boolean;
  /** `p` is under a skills root where an agent's bounded walk stops (`SkillRoot.walkCut`). */
  inCutRoot(p: string): boolean;
  /** `p` is or leads to a skills folder of the settings or of an agent. */
  mayHoldRoot(p: string): boolean;
}

/**
 * What a change on disk asks of the index: a new walk (a file the index cannot place, a
 * folder that may hold skills), one file read again, the skills' other files looked at again,
 * or nothing. File watchers can miss the files written into a folder right after it is created
 * (the watch on it comes too late), so for a folder that appeared what is inside is looked at.
 */
export function diskChange(p: string, facts: ChangeFacts): DiskChange {
  const kind = facts.kind(p);
  // Where an agent stops after so many folders, one folder more or less moves its cut: walk again.
  if (kind !== 'file' && facts.inCutRoot(p)) return 'reindex';
  if (kind === 'directory') {
    const holdsSkill = facts.kind(path.join(p, 'SKILL.md')) === 'file';
    if (facts.inSkillFolder(p) && !holdsSkill) return 'skill-files';
    return facts.inWorkspace(p) && (holdsSkill || facts.inRoot(p) || facts.mayHoldRoot(p)) ? 'reindex' : 'none';
  }
  const exists = kind === 'file';
  // Filed as plain markdown (opened before it was saved) or new: its skills folder is new.
  if (exists && !facts.isSkill(p) && facts.inMissedRoot(p)) return 'reindex';
  if (facts.isSkill(p) || facts.isOther(p)) return exists || facts.hasOverlay(p) ? 'refresh' : 'reindex';
  if (exists && p.toLowerCase().endsWith('.md') && facts.inWorkspace(p)) return 'reindex';
  return facts.inSkillFolder(p) ? 'skill-files' : 'none';
}
