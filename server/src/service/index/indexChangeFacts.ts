import * as path from 'node:path';
import type { ServiceConfig } from '../config/serviceConfig';
import { missedRoot } from '../discovery/missedRoot';
import type { SkillRoot } from '../discovery/skillRoot';
import type { FileSystem } from '../fs/fileSystem';
import type { ChangeFacts } from './diskChange';
import { mayHoldRoot } from './mayHoldRoot';
import type { OtherDocuments } from './otherDocuments';
import type { SkillCandidates } from './skillCandidates';

/** The parts of the index a changed path is placed by (read at each question: the walk replaces the roots). */
export interface IndexParts {
  readonly fs: FileSystem;
  readonly candidates: SkillCandidates;
  readonly otherDocs: OtherDocuments;
  hasOverlay(p: string): boolean;
  /** The skills roots of the last walk. */
  roots(): readonly SkillRoot[];
  /** The workspace folder holding `p`, if any. */
  folderOf(p: string): string | undefined;
  configFor(p: string): ServiceConfig;
  /** Whether walks look below the skills folders of the settings (`IndexOptions.deep`). */
  readonly deep: boolean;
}

/** What the index answers about a path that changed on disk (see `diskChange`), from its parts. */
export function indexChangeFacts(parts: IndexParts): ChangeFacts {
  const under = (p: string, root: SkillRoot) => p.startsWith(root.path + path.sep);
  return {
    kind: (p) => parts.fs.stat(p)?.kind,
    isSkill: (p) => parts.candidates.has(p),
    isOther: (p) => parts.otherDocs.has(p),
    hasOverlay: (p) => parts.hasOverlay(p),
    inMissedRoot: (p) => inMissedRoot(parts, p),
    inWorkspace: (p) => parts.folderOf(p) !== undefined,
    inSkillFolder: (p) => parts.candidates.inSkillFolder(p),
    inRoot: (p) => parts.roots().some((r) => under(p, r)),
    inCutRoot: (p) => parts.roots().some((r) => r.walkCut !== undefined && under(p, r)),
    mayHoldRoot: (p) => {
      const folder = parts.folderOf(p)!;
      return mayHoldRoot(folder, p, parts.configFor(folder).skillsDirs);
    },
  };
}

/** True when `p` would be a skill of a root the last walk did not find (see `missedRoot`). */
export function inMissedRoot(parts: IndexParts, p: string): boolean {
  const folder = parts.folderOf(p);
  if (!folder) return false;
  return missedRoot(p, { folder, skillsDirs: parts.configFor(folder).skillsDirs, roots: parts.roots(), deep: parts.deep });
}
