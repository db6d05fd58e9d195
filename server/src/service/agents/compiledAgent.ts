import type { AgentDeclaration, Cause, Effect } from './agentDeclaration';
import { HEADER_STEPS, type HeaderStep } from './headerSteps';

/** What the outcome of every skill asks of one declaration, looked up once instead of per skill. */
export interface CompiledAgent {
  /**
   * Its effects by cause. Read as a map: fourteen declarations with different causes made
   * `effects[cause]` a megamorphic lookup, the costliest line of the outcome.
   */
  readonly effects: ReadonlyMap<Cause, Effect>;
  /** The header-level steps whose cause it has an effect for, in reading order. */
  readonly headerSteps: readonly HeaderStep[];
  /** The header keys it reads, for `key-unknown`. */
  readonly keys: ReadonlySet<string>;
  /** Whether it reads `disabled` and `enabled` (see `turned-off`). */
  readonly readsDisabled: boolean;
  readonly readsEnabled: boolean;
  /** Whether its description reaches the listing with nothing appended (its length is the description's). */
  readonly nothingAppended: boolean;
}

// Keyed on the declaration itself: a test may build its own, which then gets its own entry.
const compiled = new WeakMap<AgentDeclaration, CompiledAgent>();

/** The lookups of one declaration (built on first use). */
export function compiledAgent(agent: AgentDeclaration): CompiledAgent {
  let hit = compiled.get(agent);
  if (!hit) compiled.set(agent, (hit = compile(agent)));
  return hit;
}

function compile(agent: AgentDeclaration): CompiledAgent {
  const keys = new Set(agent.keys);
  const effects = new Map((Object.entries(agent.effects) as [Cause, Effect | undefined][]).filter((e): e is [Cause, Effect] => e[1] !== undefined));
  return {
    effects,
    headerSteps: HEADER_STEPS.filter(([cause]) => effects.has(cause)),
    keys,
    readsDisabled: keys.has('disabled'),
    readsEnabled: keys.has('enabled'),
    nothingAppended: (agent.description.appended ?? []).length === 0,
  };
}

