import type { AgentTarget, ServiceConfig } from '../../config/serviceConfig';
import type { LocalizedText } from '../../model/finding';
import { AGENTS } from '../../agents/agents';
import { selectedTargetsOf } from '../../agents/agentOutcome';
import { joinNames } from '../../agents/judgement';

/** How each agent is named in messages and in the catalog preview (from its declaration). */
export const TARGET_LABELS: Readonly<Record<AgentTarget, LocalizedText>> = Object.fromEntries(
  Object.values(AGENTS).map((a) => [a.id, a.label]),
) as Record<AgentTarget, LocalizedText>;

/** The targets the user checks against, in the canonical order (default: all). */
export function selectedTargets(config: ServiceConfig): readonly AgentTarget[] {
  return selectedTargetsOf(config);
}

/** `Claude Code and Codex` in the message's language (`—` for none). */
export function listTargets(targets: readonly AgentTarget[]): LocalizedText {
  if (targets.length === 0) return { en: '—', fr: '—' };
  return { en: joinNames(targets.map((t) => TARGET_LABELS[t].en), 'and'), fr: joinNames(targets.map((t) => TARGET_LABELS[t].fr), 'et') };
}
