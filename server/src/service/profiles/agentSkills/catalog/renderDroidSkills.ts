import { FACTORY_DROID } from '../../../agents/declarations/factoryDroid';
import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { countEn, countFr } from '../../../text/numbers';
import { agentListing } from '../listing/agentListing';
import { listingBudget } from '../listing/listingBudget';
import { entry, finish, servedSkills } from './catalogParts';

/** The line Factory Droid opens its skills reminder with (observed at the pinned version). */
export const DROID_SKILLS_INTRO = 'Available skills (invoke by exact name when its description matches the request):';

/**
 * Factory Droid's skills reminder, a user message part: `<system-reminder>`, its intro, one
 * `name: description` line per skill (whitespace runs made one space, over 1,024 characters cut
 * to 1,023 and `…`, nothing escaped), in the order of its folder walk, then `</system-reminder>`.
 * Over its budget, your skills in order keep their description while it fits in what is left
 * after every name and its own skills' lines, the others show their name only. Its own skills,
 * listed after yours, are left out of the text.
 */
export function renderDroidSkills(request: CatalogRequest): Catalog {
  const agent = FACTORY_DROID;
  const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
  const budget = listingBudget(agent, request.config);
  const names = new Set(listed.map((it) => it.name));
  const builtins = (agent.listing.builtins!.entries ?? []).filter((b) => !names.has(b.name));
  const count = listed.length + builtins.length;
  let left = budget.chars - listed.reduce((n, it) => n + it.name.length, 0) - builtins.reduce((n, b) => n + b.width, 0) - Math.max(0, count - 1);
  const entries: CatalogEntry[] = [];
  const warnings: LocalizedText[] = [];
  const lines: string[] = [];
  for (const it of listed) {
    const full = `${it.name}: ${it.description}`;
    const fits = full.length - it.name.length <= left;
    if (fits) left -= full.length - it.name.length;
    lines.push(fits ? full : it.name);
    const reason = fits ? it.note : { en: `over the listing budget of ${countEn(budget.chars)} characters (${budget.why.en}): listed by name only`, fr: `au-delà du budget de la liste, ${countFr(budget.chars)} caractères (${budget.why.fr}) : listé par son nom seul` };
    entries.push(entry(request, it.view, fits ? 'full' : 'name-only', fits ? full : it.name, it.description, reason, it.outcome.name));
    if (reason) warnings.push({ en: `${it.name}: ${reason.en}`, fr: `${it.name} : ${reason.fr}` });
  }
  for (const out of leftOut) {
    entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
    warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
  }
  warnings.push(agent.listing.builtins!.note);
  const text = lines.length === 0 ? '' : joinLines(['<system-reminder>', DROID_SKILLS_INTRO, ...lines, '</system-reminder>']);
  return finish(agent.id, { en: 'Factory Droid skills reminder (user message)', fr: 'Rappel des skills de Factory Droid (message utilisateur)' }, text, entries, request, warnings, { limitChars: budget.chars, usedChars: text.length });
}
