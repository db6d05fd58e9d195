import { VSCODE } from '../../../agents/declarations/vscode';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { renderBlockListing } from './agentCatalog';
import { locationOf } from './catalogParts';

/**
 * The `<skills>` block VS Code adds to the agent's instructions: one `<skill>` with `<name>`,
 * `<description>` (left out when empty) and `<file>` per skill, values not escaped, as an
 * older source of `computeAutomaticInstructions` writes them (its fixed sentences left out).
 * No cap on the number of skills was found in that source.
 */
export function renderVscodeSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(VSCODE, {
    title: { en: 'VS Code <skills> block (agent instructions)', fr: 'Bloc <skills> de VS Code (instructions de l’agent)' },
    entryText: (it) => ['<skill>', `<name>${it.name}</name>`, ...(it.description ? [`<description>${it.description}</description>`] : []), `<file>${locationOf(it.view)}</file>`, '</skill>'].join('\n'),
    block: (entries) => joinLines(['<skills>', ...entries, '</skills>']),
  }, request);
}
