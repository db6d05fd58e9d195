import type { FolderWalkLimit } from '../discovery/breadthFirstFolders';
import { AGENTS } from './agents';

let limits: ReadonlyMap<string, FolderWalkLimit> | undefined;

/**
 * The skills folders some agent walks only so far (`Discovery.maxFolders`), by their path in a
 * project, from the declarations. Where two agents bound one folder, the larger bound is walked:
 * the smaller one's cut is then among the folders marked past it (`SkillCandidate.pastFolders`).
 */
export function folderWalkLimits(): ReadonlyMap<string, FolderWalkLimit> {
  if (limits) return limits;
  const by = new Map<string, FolderWalkLimit>();
  for (const agent of Object.values(AGENTS)) {
    const { maxFolders, depth, folders } = agent.discovery;
    if (maxFolders === undefined) continue;
    for (const folder of folders) {
      const had = by.get(folder);
      by.set(folder, { maxFolders: Math.max(maxFolders, had?.maxFolders ?? 0), maxDepth: Math.max(depth, had?.maxDepth ?? 0) });
    }
  }
  return (limits = by);
}
