import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import type { Catalog } from '../../../server/src/service/model/catalog';
import type { Finding } from '../../../server/src/service/model/finding';
import { agentService, skillText } from '../agentSkills/agentSkillsFixture';
import { WS } from '../helpers/serviceFixture';

/** `/ws/<folder>/<dir>/<file>`: a skill file under an agent's skills folder of the workspace. */
export function agentSkillPath(folder: string, dir: string, file = 'SKILL.md'): string {
  return `${WS}/${folder}/${dir}/${file}`;
}

/** A SKILL.md named `name` with a description, plus extra header lines. */
export function namedSkill(name: string, ...extra: string[]): string {
  return skillText([`name: ${name}`, `description: Does ${name} things.`, ...extra]);
}

/** The findings of one file of a workspace of `files`, with these targets selected. */
export function findingsIn(files: Record<string, string>, file: string, targets: readonly AgentTarget[]): Finding[] {
  return [...agentService(files, { targets }).findings(file)];
}

/** The findings of `code` on a lone skill `dir` of `folder` whose text is `text`. */
export function findingsOfSkill(folder: string, dir: string, text: string, targets: readonly AgentTarget[], code: string): Finding[] {
  const file = agentSkillPath(folder, dir);
  return findingsIn({ [file]: text }, file, targets).filter((f) => f.code === code);
}

/** The catalog of the skills root labelled `label` (`.agents/skills`) for `target`. */
export function catalogAt(files: Record<string, string>, label: string, target: AgentTarget): Catalog {
  const s = agentService(files, { targets: [target] });
  const root = s.roots().find((r) => r.root.label === label);
  if (!root) throw new Error(`no root ${label} among ${s.roots().map((r) => r.root.label).join(', ')}`);
  return s.catalog(root.root, target);
}
