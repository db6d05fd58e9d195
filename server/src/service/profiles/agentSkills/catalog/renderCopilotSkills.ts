import { COPILOT_CLI } from '../../../agents/declarations/copilotCli';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { absoluteLocation, renderBlockListing } from './agentCatalog';

/**
 * Copilot CLI's `<available_skills>` block, rebuilt from the template pieces in the program
 * (`<skill><name>…</name><description>…</description><location>…</location></skill>`): the
 * listing itself is sent only in a signed-in model call, which could not be captured.
 */
export function renderCopilotSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(COPILOT_CLI, {
    title: { en: 'Copilot CLI <available_skills> block (rebuilt, not observed)', fr: 'Bloc <available_skills> de Copilot CLI (reconstitué, non observé)' },
    entryText: (it, req) => `<skill><name>${it.name}</name><description>${it.description}</description><location>${absoluteLocation(it, req)}</location></skill>`,
    block: (entries) => joinLines(['<skills_instructions>', '<available_skills>', ...entries, '</available_skills>', '</skills_instructions>']),
  }, request);
}
