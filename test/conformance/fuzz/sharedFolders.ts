import type { Discovery } from '../../../server/src/service/agents/discovery';
import type { FuzzCase } from './fuzzCase';

/**
 * Cases whose folder holds another case's file the agent takes for a skill file too (`SKILL.md`
 * beside a `skill.md`, for an agent that matches the name in any case): of such files it reads
 * one, and which one follows the order the disk lists the folder in.
 */
export function sharedFolderCases(cases: readonly FuzzCase[], discovery: Discovery): Set<string> {
  const byDir = new Map<string, FuzzCase[]>();
  for (const k of cases) if (isSkillFile(discovery, k.fileName)) byDir.set(k.dir, [...(byDir.get(k.dir) ?? []), k]);
  return new Set([...byDir.values()].filter((group) => group.length > 1).flat().map((k) => k.id));
}

/** True for a file name the agent takes for its skill file (in any case where its discovery says so). */
export function isSkillFile(discovery: Discovery, name: string): boolean {
  return discovery.fileNameAnyCase ? name.toLowerCase() === discovery.fileName.toLowerCase() : name === discovery.fileName;
}
