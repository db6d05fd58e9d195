import { AGENTS } from '../agents/agents';
import type { AgentTarget } from '../config/serviceConfig';
import type { Locale } from '../model/finding';

/** One agent Skillkiln can check skills for, as a picker shows it (`skillkiln/agents`). */
export interface AgentItemDto {
  readonly id: AgentTarget;
  /** The agent's name as messages write it, in the requested language (a leading article capitalised). */
  readonly name: string;
  /** The skills folders it reads in a project (none for a validator). */
  readonly folders: readonly string[];
  /** For a validator, which reads no folder: what it checks, in the requested language. */
  readonly checks?: string;
}

/** An agent's name as messages say it ("Claude Code"), for an agent id; any other string as it is. */
export function agentName(id: string, locale: Locale): string {
  return Object.hasOwn(AGENTS, id) ? AGENTS[id as AgentTarget].label[locale] : id;
}

/** Every agent of the declarations, in the product's order: the client asks rather than bundling them. */
export function agentList(locale: Locale): AgentItemDto[] {
  return (Object.keys(AGENTS) as AgentTarget[]).map((id) => {
    const agent = AGENTS[id];
    const label = agent.label[locale];
    // A validator's label is a phrase ("the reference validator"): capitalised at the start of a row.
    // An agent's is its name as its makers write it (opencode, pi), kept as is.
    const name = agent.validator ? label.charAt(0).toUpperCase() + label.slice(1) : label;
    return { id, name, folders: [...agent.discovery.folders], ...(agent.checks ? { checks: agent.checks[locale] } : {}) };
  });
}
