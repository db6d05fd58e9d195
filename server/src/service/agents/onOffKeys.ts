import type { AgentDeclaration } from './agentDeclaration';
import type { CompiledAgent } from './compiledAgent';
import { yamlValue } from './pathGlobs';
import type { SkillFacts } from './skillFacts';

/*
 * The header keys that turn a skill off, or keep it from the model or the user, as each agent
 * reads them.
 */

/** `disabled: true` for an agent that reads `disabled`; else `enabled: false` for one that reads `enabled` (Cline reads `disabled` first). */
export function turnedOff(compiled: CompiledAgent, facts: SkillFacts): boolean {
  const { disabled, enabled } = facts.switches;
  if (compiled.readsDisabled && disabled !== undefined) return disabled;
  return compiled.readsEnabled && enabled === false;
}

/** True when an on/off key's value turns it on for `agent` (`listing.flagsOn`). */
export function flagOn(agent: AgentDeclaration, value: unknown): boolean {
  return value === true || (agent.listing.flagsOn === 'true-or-text' && value === 'true');
}

/** `disable-model-invocation` on, and `user-invocable` written but not on: no one can run the skill. */
export function invocationOff(agent: AgentDeclaration, facts: SkillFacts): boolean {
  if (!flagOn(agent, yamlValue(facts, 'disable-model-invocation'))) return false;
  const user = facts.values ? facts.values['user-invocable'] : facts.header.entry('user-invocable') ? yamlValue(facts, 'user-invocable') ?? null : undefined;
  return user !== undefined && !flagOn(agent, user);
}
