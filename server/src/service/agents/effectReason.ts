import type { LocalizedText } from '../model/finding';
import { NOT_LOADED, type AgentDeclaration, type Effect } from './agentDeclaration';
import type { AgentOutcome } from './agentOutcome';
import { CAUSE_TEXT } from './causeText';

/** Why an agent does not load a skill, without the agent's name: "rejects it: no description (“…”)". */
export function effectReason(effect: Effect, cause: LocalizedText): LocalizedText {
  const says = effect.says ? ` (“${effect.says}”)` : '';
  if (effect.kind === 'not-found') return { en: `does not look there: ${cause.en}`, fr: `ne regarde pas là : ${cause.fr}` };
  if (effect.kind === 'skips') return { en: `skips it without a word: ${cause.en}`, fr: `l’ignore sans rien dire : ${cause.fr}` };
  return { en: `rejects it: ${cause.en}${says}`, fr: `le rejette : ${cause.fr}${says}` };
}

/** The same, led by the agent's name: "Codex rejects it: …". */
export function notLoadedReason(agent: AgentDeclaration, effect: Effect, cause: LocalizedText): LocalizedText {
  const why = effectReason(effect, cause);
  return { en: `${agent.label.en} ${why.en}`, fr: `${agent.label.fr} ${why.fr}` };
}

/** Why the agent of `outcome` does not load the skill (its first effect that keeps it out), led by its name; undefined when it loads it. */
export function outcomeReason(outcome: AgentOutcome): LocalizedText | undefined {
  if (outcome.loaded) return undefined;
  const stop = outcome.effects.find((e) => NOT_LOADED.has(e.effect.kind));
  return stop ? notLoadedReason(outcome.agent, stop.effect, CAUSE_TEXT[stop.cause]) : undefined;
}
