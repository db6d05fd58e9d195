import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { LocalizedText } from '../../../model/finding';
import { countEn, countFr } from '../../../text/numbers';

/** An agent's listing budget in characters under the current settings, and how it was reached. */
export function listingBudget(agent: AgentDeclaration, config: ServiceConfig): { readonly chars: number; readonly why: LocalizedText } {
  const override = config.agentSkills?.listingBudget?.[agent.id];
  if (override !== undefined) return { chars: override, why: { en: 'set in the settings', fr: 'fixé dans les réglages' } };
  const rule = agent.listing.budget;
  if (!rule) return { chars: Infinity, why: { en: 'no budget', fr: 'pas de budget' } };
  const window = config.contextWindowTokens;
  const chars = rule.chars(window);
  const of = window === undefined
    ? { en: 'its default model', fr: 'son modèle par défaut' }
    : { en: `a ${countEn(window)}-token window`, fr: `une fenêtre de ${countFr(window)} tokens` };
  return { chars, why: { en: `${rule.rule.en}, for ${of.en}`, fr: `${rule.rule.fr}, pour ${of.fr}` } };
}
