import type { LocalizedText } from '../model/finding';

/**
 * One sentence that leads with what to do (or what happens), gives the reason in a short
 * clause, then says who does what, so a row cut off in the Problems panel still shows the
 * point: "Quote the value of `description`: it contains `: ` — Copilot CLI rejects the skill."
 * `lead` starts with a capital; `reason` and `who` are clauses without a full stop.
 */
export function leadSentence(lead: LocalizedText, reason: LocalizedText | undefined, who: LocalizedText): LocalizedText {
  return {
    en: `${lead.en}${reason ? `: ${reason.en}` : ''} — ${who.en}.`,
    fr: `${lead.fr}${reason ? ` : ${reason.fr}` : ''} — ${who.fr}.`,
  };
}
