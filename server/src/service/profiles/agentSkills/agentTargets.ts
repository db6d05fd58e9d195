import type { AgentTarget, ServiceConfig } from '../../config/serviceConfig';
import type { LocalizedText } from '../../model/finding';
import { AGENTS } from '../../agents/agents';
import { selectedTargetsOf } from '../../agents/agentOutcome';
import { joinNames } from '../../agents/judgement';

/** The targets the user checks against, in the canonical order (default: all). */
export function selectedTargets(config: ServiceConfig): readonly AgentTarget[] {
  return selectedTargetsOf(config);
}

/** `Claude Code and Codex` in the message's language (`—` for none). */
export function listTargets(targets: readonly AgentTarget[]): LocalizedText {
  if (targets.length === 0) return { en: '—', fr: '—' };
  return { en: joinNames(targets.map((t) => AGENTS[t].label.en), 'and'), fr: joinNames(targets.map((t) => AGENTS[t].label.fr), 'et') };
}
