import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { agentListing } from '../listing/agentListing';
import { entry, finish, servedSkills } from './catalogParts';

/**
 * For an agent that builds its listing where Skillkiln cannot see it (`listing.elsewhere`:
 * Augment, Amp): no made-up block, but which skills it loads — one `<name>: <description>`
 * line each, as the agent holds them — and which it leaves out, with why. The first warning
 * says where the real listing is made.
 */
export function renderLoadedSkills(agent: AgentDeclaration): (request: CatalogRequest) => Catalog {
  return (request) => {
    const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
    const entries: CatalogEntry[] = [];
    const lines: string[] = [];
    for (const it of listed) {
      const line = `${it.name}: ${it.description}`;
      lines.push(line);
      entries.push(entry(request, it.view, 'full', line, it.description, it.note, it.outcome.name));
    }
    const warnings: LocalizedText[] = agent.listing.elsewhere ? [agent.listing.elsewhere] : [];
    for (const out of leftOut) {
      entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
      warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
    }
    const title = { en: `Skills ${agent.label.en} loads (its listing is not visible)`, fr: `Skills que charge ${agent.label.fr} (sa liste n’est pas visible)` };
    const catalog = finish(agent.id, title, lines.length === 0 ? '' : joinLines(lines), entries, request, warnings);
    // The common summary counts "listed in full": here the skills are loaded, the listing unseen.
    const summary = { en: `skills: ${listed.length} loaded, ${leftOut.length} left out`, fr: `skills : ${listed.length} chargés, ${leftOut.length} écartés` };
    return { ...catalog, warnings: [summary, ...catalog.warnings.slice(1)] };
  };
}
