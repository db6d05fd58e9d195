import type { Difference } from '../compareRun';

/**
 * How an agent and Skillkiln disagree on one skill: the agent loads it and Skillkiln reports an
 * error (`false-error`), the agent does not load it and Skillkiln says nothing (`missed`), their
 * listing entries differ (`entry`), or only one of them lists it (`agent-only-entry`, `ours-only-entry`).
 */
export type DisagreementKind = 'false-error' | 'missed' | 'entry' | 'agent-only-entry' | 'ours-only-entry';

/** One disagreement on one generated skill, with both sides as the stage prints them. */
export interface Disagreement {
  readonly caseId: string;
  readonly kind: DisagreementKind;
  readonly agent: string;
  readonly skillkiln: string;
}

/** The kind of a difference found by compareRun. */
export function kindOf(d: Difference): DisagreementKind {
  if (d.agent.startsWith('loads it as ')) return 'false-error';
  if (d.agent.startsWith('does not load it')) return 'missed';
  if (d.skillkiln === 'not listed') return 'agent-only-entry';
  if (d.agent === 'not listed') return 'ours-only-entry';
  return 'entry';
}

/**
 * What must stay the same while a case shrinks: its kind, and for an error the rules that
 * fired, for a rejection the agent's words without their numbers (a shorter file is allowed
 * to change them, not to turn into another disagreement).
 */
export function signatureOf(d: Disagreement): string {
  if (d.kind === 'false-error') return `${d.kind} ${[...d.skillkiln.matchAll(/(?:^error: |; )([\w-]+) \(/g)].map((m) => m[1]).sort().join(',')}`;
  if (d.kind === 'missed') return `${d.kind} ${d.agent.replace(/\d+/g, 'N').replace(/\/[^\s:'"]*/g, 'P').slice(0, 120)}`;
  return d.kind;
}
