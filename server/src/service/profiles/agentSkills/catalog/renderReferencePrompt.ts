import { REFERENCE_VALIDATOR } from '../../../agents/declarations/referenceValidator';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { joinLines } from '../../../catalog/joinLines';
import { absoluteLocation, renderBlockListing } from './agentCatalog';
import { htmlEscape } from './catalogParts';

/**
 * The `<available_skills>` block of the reference tooling (skills-ref `to_prompt`): every tag
 * and every value on its own line, values HTML-escaped, the location absolute, as its code
 * emits. A skill the validator rejects is left out (to-prompt itself stops on it).
 */
export function renderReferencePrompt(request: CatalogRequest): Catalog {
  return renderBlockListing(REFERENCE_VALIDATOR, {
    title: { en: 'Reference <available_skills> block (skills-ref to-prompt)', fr: 'Bloc <available_skills> de référence (skills-ref to-prompt)' },
    entryText: (it, req) => ['<skill>', '<name>', it.name, '</name>', '<description>', it.description, '</description>', '<location>', htmlEscape(absoluteLocation(it, req)), '</location>', '</skill>'].join('\n'),
    block: (entries) => joinLines(['<available_skills>', ...entries, '</available_skills>']),
  }, request);
}
