import { AGENT_TARGETS, type AgentTarget, type ServiceConfig } from '../../config/serviceConfig';
import type { LocalizedText } from '../../model/finding';

/** How each agent is named in messages and in the catalog preview. */
export const TARGET_LABELS: Readonly<Record<AgentTarget, LocalizedText>> = {
  spec: { en: 'the reference validator (skills-ref)', fr: 'le validateur de référence (skills-ref)' },
  'claude-code': { en: 'Claude Code', fr: 'Claude Code' },
  vscode: { en: 'VS Code (Copilot)', fr: 'VS Code (Copilot)' },
  codex: { en: 'Codex', fr: 'Codex' },
};

/** What a target does with a key it does not know: the reference validator refuses the skill, the agents ignore the key. */
export const UNKNOWN_KEY_EFFECT: Readonly<Record<AgentTarget, LocalizedText>> = {
  spec: { en: 'rejects the whole skill', fr: 'rejette tout le skill' },
  'claude-code': { en: 'ignores the key', fr: 'ignore la clé' },
  vscode: { en: 'ignores the key', fr: 'ignore la clé' },
  codex: { en: 'ignores the key', fr: 'ignore la clé' },
};

/** The targets the user checks against, in the canonical order (default: all four). */
export function selectedTargets(config: ServiceConfig): readonly AgentTarget[] {
  const chosen = config.agentSkills?.targets ?? AGENT_TARGETS;
  const valid = AGENT_TARGETS.filter((t) => chosen.includes(t));
  return valid.length > 0 ? valid : AGENT_TARGETS;
}

/** The selected targets among `targets`, in canonical order. */
export function selectedAmong(targets: readonly AgentTarget[], config: ServiceConfig): AgentTarget[] {
  return selectedTargets(config).filter((t) => targets.includes(t));
}

/** `Claude Code, Codex` in the message's language (`—` for none). */
export function listTargets(targets: readonly AgentTarget[]): LocalizedText {
  if (targets.length === 0) return { en: '—', fr: '—' };
  return { en: targets.map((t) => TARGET_LABELS[t].en).join(', '), fr: targets.map((t) => TARGET_LABELS[t].fr).join(', ') };
}
