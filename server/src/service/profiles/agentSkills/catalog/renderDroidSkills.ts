import { FACTORY_DROID } from '../../../agents/declarations/factoryDroid';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { renderBlockListing } from './agentCatalog';

/** The line Factory Droid opens its skills reminder with (observed at the pinned version). */
export const DROID_SKILLS_INTRO = 'Available skills (invoke by exact name when its description matches the request):';

/**
 * Factory Droid's skills reminder, a user message part: `<system-reminder>`, its intro, one
 * `name: description` line per skill (whitespace runs made one space, over 1,024 characters cut
 * to 1,023 and `…`, nothing escaped), in the order of its folder walk, then `</system-reminder>`.
 * Its own skills, listed after yours, are left out.
 */
export function renderDroidSkills(request: CatalogRequest): Catalog {
  const catalog = renderBlockListing(FACTORY_DROID, {
    title: { en: 'Factory Droid skills reminder (user message)', fr: 'Rappel des skills de Factory Droid (message utilisateur)' },
    entryText: (it) => `${it.name}: ${it.description}`,
    block: (lines) => joinLines(['<system-reminder>', DROID_SKILLS_INTRO, ...lines, '</system-reminder>']),
  }, request);
  return { ...catalog, warnings: [...catalog.warnings, FACTORY_DROID.listing.builtins!.note] };
}
