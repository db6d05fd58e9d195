import type { AgentDeclaration, Cause } from './agentDeclaration';
import type { AgentOutcome } from './agentOutcome';
import { agentFacts } from './agentFacts';
import { agentParse } from './agentParse';
import type { ParsedSkill } from '../parse/parsedSkill';
import { sameNameKey } from './sameNameKey';

/** The name a skill holds in an agent's same-name contest, and whether the agent refuses it all the same. */
export interface ContestName {
  /** The name as the agent holds it (as written: `key` compares it). */
  readonly name: string;
  /** What the agent compares (`sameNameKey`). */
  readonly key: string;
  /** True for a skill the agent does not load that still holds the name (`Discovery.refusedHoldName`). */
  readonly refused: boolean;
}

/**
 * The name under which `outcome`'s skill meets the others of `agent`: the listed name of a
 * skill it loads; for a skill it reads and refuses, where `Discovery.refusedHoldName` says so,
 * the header's `name` when its YAML gives text (else the declared stand-in). Undefined when the
 * skill holds no name: refused by another agent, never found, or its key is empty.
 */
export function contestName(agent: AgentDeclaration, outcome: AgentOutcome, parsed: ParsedSkill): ContestName | undefined {
  const held = outcome.loaded ? outcome.name : heldByRefused(agent, outcome, parsed);
  if (held === undefined) return undefined;
  const key = sameNameKey(agent, held);
  return key === '' && agent.discovery.namesFoldCase === 'dashes' ? undefined : { name: held, key, refused: !outcome.loaded };
}

/** Causes after which the agent reads no header at all. */
const NO_HEADER: ReadonlySet<Cause> = new Set(['bom', 'no-header', 'unclosed', 'not-text']);

/** The name a refused skill keeps: undefined where refused skills hold none, or where the agent never read the file. */
function heldByRefused(agent: AgentDeclaration, outcome: AgentOutcome, parsed: ParsedSkill): string | undefined {
  const hold = agent.discovery.refusedHoldName;
  if (!hold || outcome.effects.some((e) => e.effect.kind === 'not-found')) return undefined;
  // Where the agent finds no header (a byte-order mark before `---` to Factory Droid's cut), no name is read.
  if (outcome.effects.some((e) => NO_HEADER.has(e.cause))) return hold.unnamed;
  const facts = agentFacts(agent, agentParse(agent, parsed));
  // Its own YAML library's value where it read the header; the line fallback's text where that failed.
  const name = facts.values ? facts.values['name'] : facts.nameRaw;
  return typeof name === 'string' ? name : hold.unnamed;
}
