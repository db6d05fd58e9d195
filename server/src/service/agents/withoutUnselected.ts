import type { AgentTarget } from '../config/serviceConfig';
import type { SkillPortability } from '../model/portability';
import { AGENTS } from './agents';

/** The last trimmed copy of each portability (kept so an unchanged skill keeps its object). */
const trimmed = new WeakMap<SkillPortability, { readonly key: string; readonly value: SkillPortability }>();

/**
 * `p` without the rows and fixes of targets named only when selected (the upload to Claude's
 * apps) that are not among `selected`: an author who does not upload sees nothing of them.
 */
export function withoutUnselected(p: SkillPortability, selected: readonly AgentTarget[]): SkillPortability {
  const hidden = (Object.keys(AGENTS) as AgentTarget[]).filter((t) => AGENTS[t].onlyWhenSelected && !selected.includes(t));
  if (hidden.length === 0) return p;
  const key = hidden.join(',');
  const hit = trimmed.get(p);
  if (hit && hit.key === key) return hit.value;
  const value: SkillPortability = {
    ...p,
    rows: p.rows.filter((r) => !hidden.includes(r.agent)),
    fixes: p.fixes.map((f) => ({ ...f, agents: f.agents.filter((a) => !hidden.includes(a)) })).filter((f) => f.agents.length > 0),
  };
  trimmed.set(p, { key, value });
  return value;
}
