import type { AgentTarget } from '../config/serviceConfig';
import type { Cause } from '../agents/agentDeclaration';
import type { LocalizedText } from './finding';

/** How one agent takes one skill. */
export type PortabilityStatus = 'as-written' | 'otherwise' | 'not-loaded';

/** One agent's row of a skill's portability. */
export interface PortabilityRow {
  readonly agent: AgentTarget;
  readonly label: LocalizedText;
  /** False when the agent never looks in the skill's skills folder. */
  readonly readsFolder: boolean;
  readonly status: PortabilityStatus;
  /** Why it is not loaded, how it is loaded otherwise, or (as written) what the agent notes. */
  readonly detail?: LocalizedText;
  /** `run`: the agent itself was run to check this; `source`: read from its source only. */
  readonly verified: 'run' | 'source';
}

/** One change that makes more agents load the skill as written. */
export interface PortabilityFix {
  readonly cause: Cause;
  readonly text: LocalizedText;
  /** The agents reading the skill's folder that it helps. */
  readonly agents: readonly AgentTarget[];
}

/** Per skill, what every agent does with it, and what to change so that all that read its folder load it as written. */
export interface SkillPortability {
  readonly path: string;
  /** The skill's folder name (what the tree and the listings show when the header has none). */
  readonly name: string;
  /** One row per agent, in the product's order. */
  readonly rows: readonly PortabilityRow[];
  /** Fixes, those that help the most agents first; empty when every reader loads it as written. */
  readonly fixes: readonly PortabilityFix[];
}

