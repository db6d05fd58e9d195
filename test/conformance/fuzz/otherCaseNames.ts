import type { Discovery } from '../../../server/src/service/agents/discovery';
import type { FuzzCase } from './fuzzCase';

/**
 * The names written in generated files the agent takes for skill files but Skillkiln reads as
 * no skill (`SKILL.MD`, `skill.md`, for an agent that matches the name in any case), from their
 * `name:` line: such a file takes part in the agent's same-name contest all the same, so it is
 * counted among the skills sharing a name.
 */
export function otherCaseNames(cases: readonly FuzzCase[], skillsDir: string, discovery: Discovery): { name: string; file: string }[] {
  if (!discovery.fileNameAnyCase) return [];
  const out: { name: string; file: string }[] = [];
  for (const k of cases) {
    if (k.fileName === discovery.fileName || k.fileName.toLowerCase() !== discovery.fileName.toLowerCase()) continue;
    const line = k.header?.find((l) => /^name:/.test(l));
    const name = line?.slice('name:'.length).trim().replace(/^(["'])(.*)\1$/, '$2');
    if (name) out.push({ name, file: `${skillsDir}/${k.dir}/${k.fileName}` });
  }
  return out;
}
