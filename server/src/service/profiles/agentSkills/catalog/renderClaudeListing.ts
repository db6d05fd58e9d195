import { CLAUDE_CODE } from '../../../agents/declarations/claudeCode';
import type { Catalog, CatalogEntry, ListingStatus } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { agentListing, type ListedSkill } from '../listing/agentListing';
import { listingBudget } from '../listing/listingBudget';
import { entry, finish, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';
import { countEn, countFr } from '../../../text/numbers';
import { displayWidth } from '../../../text/displayWidth';

/** The sentence Claude Code puts before its skill list. */
export const CLAUDE_LISTING_HEADER = 'The following skills are available for use with the Skill tool:';

/**
 * Claude Code's skill listing: `- <folder>: <description>[ - <when_to_use>]` per skill,
 * sorted by name, the entry capped at 1,536 characters. Its built-in skills follow the
 * project's and count against the same budget (they are not shown). Over budget, the
 * built-ins keep their lines and the project's skills keep their description in listing
 * order while it fits; the rest become `- <name>` (Claude Code ranks by recent use first:
 * in a new session every skill is unused, so listing order decides).
 */
export function renderClaudeListing(request: CatalogRequest): Catalog {
  const agent = CLAUDE_CODE;
  const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
  const budget = listingBudget(agent, request.config);
  const builtins = agent.listing.builtins!;
  const names = new Set(listed.map((it) => it.outcome.name));
  const bundled = (builtins.entries ?? []).filter((b) => !b.replaceable || !names.has(b.name));
  const status = budgetStatuses(listed, bundled, budget.chars);
  const lines: string[] = [];
  const entries: CatalogEntry[] = [];
  const warnings: LocalizedText[] = [];
  listed.forEach((it, i) => {
    const s = status[i]!;
    const line = s === 'full' ? fullLine(it) : `- ${it.name}`;
    lines.push(line);
    const reason = s === 'name-only'
      ? { en: `over the listing budget of ${countEn(budget.chars)} characters (${budget.why.en}): description dropped`, fr: `au-delà du budget de la liste, ${countFr(budget.chars)} caractères (${budget.why.fr}) : description retirée` }
      : it.note;
    entries.push(entry(request, it.view, s, line, s === 'full' ? it.description : '', reason, it.outcome.name));
    if (reason) warnings.push({ en: `${it.name}: ${reason.en}`, fr: `${it.name} : ${reason.fr}` });
  });
  for (const out of leftOut) {
    entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
    warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
  }
  warnings.push(builtins.note);
  const listedText = joinLines(lines);
  const text = lines.length === 0 ? '' : `${CLAUDE_LISTING_HEADER}\n\n${listedText}`;
  const used = listed.reduce((n, it, i) => n + displayWidth(status[i] === 'full' ? fullLine(it) : `- ${it.name}`) + 1, 0) + bundled.reduce((n, b) => n + b.width, 0);
  return finish('claude-code', { en: 'Claude Code skill listing (Skill tool reminder)', fr: 'Liste des skills de Claude Code (rappel de l’outil Skill)' }, text, entries, request, warnings, { limitChars: budget.chars, usedChars: used });
}

function fullLine(it: ListedSkill): string {
  return it.description ? `- ${it.name}: ${it.description}` : `- ${it.name}`;
}

/**
 * Which skills keep their description, as Claude Code decides (measured in display width):
 * when every line fits the budget, all; otherwise the built-ins keep their lines, every
 * other skill its name, and descriptions are given back in listing order (its ranking by
 * recent use, equal in a new session) to each one that still fits in what is left.
 */
function budgetStatuses(items: readonly ListedSkill[], bundled: readonly { readonly width: number; readonly widthOverBudget: number }[], budget: number): ListingStatus[] {
  const count = items.length + bundled.length;
  const full = items.map((it) => displayWidth(fullLine(it)));
  const bare = items.map((it) => displayWidth(it.name) + 2);
  const all = full.reduce((a, b) => a + b, 0) + bundled.reduce((a, b) => a + b.width, 0) + Math.max(0, count - 1);
  if (all <= budget) return items.map(() => 'full');
  let room = budget - bundled.reduce((a, b) => a + b.widthOverBudget, 0) - bare.reduce((a, b) => a + b, 0) - Math.max(0, count - 1);
  return items.map((_, i) => {
    const extra = full[i]! - bare[i]!;
    if (extra > room) return 'name-only';
    room -= extra;
    return 'full';
  });
}
