import * as path from 'node:path';
import type { AgentDeclaration } from './agentDeclaration';

/** The folders from `folder` down to `file`, `file`'s own name left out; undefined when `file` is not inside `folder`. */
export function foldersBetween(folder: string, file: string): string[] | undefined {
  const parts = path.relative(folder, file).split(path.sep);
  return parts[0] === '..' ? undefined : parts.slice(0, -1);
}

/** True for a folder name a walk that skips hidden folders passes over (`.store`, `.git`). */
export function isDotFolder(name: string): boolean {
  return name.startsWith('.');
}

/**
 * True when `agent`'s walk of the skills folder `skillsFolder` reaches `file`: inside it, no
 * deeper than the agent looks, through no dot-folder it passes over. What `agentOutcome` says
 * of a skill's own path (too deep, in a dot-folder), asked of another path to the same file.
 */
export function walkReaches(agent: AgentDeclaration, skillsFolder: string, file: string): boolean {
  const folders = foldersBetween(skillsFolder, file);
  return folders !== undefined && folders.length <= agent.discovery.depth && (agent.discovery.dotFolders || !folders.some(isDotFolder));
}
