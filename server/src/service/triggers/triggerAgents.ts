import { AGENTS } from '../agents/agents';
import type { TriggerAgent } from './triggerRun';

/** The agents whose declaration says how to read their choice (`triggers` with a program to run). */
export function triggerAgents(): TriggerAgent[] {
  return Object.values(AGENTS).flatMap((a) => (a.triggers && 'bin' in a.triggers ? [{ id: a.id, label: a.label.en, signal: a.triggers }] : []));
}
