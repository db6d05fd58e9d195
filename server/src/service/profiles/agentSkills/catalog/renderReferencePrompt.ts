import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { headerText } from '../describeAgentSkill';
import { agentHeader } from '../header/agentHeader';
import { entry, finish, htmlEscape, locationOf, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';
import { perView } from '../../../catalog/perView';

/**
 * The `<available_skills>` block of the reference tooling (skills-ref `to_prompt`):
 * every tag and every value on its own line, values HTML-escaped, as its code emits
 * (its docstring shows values inline; the code is what runs).
 */
export function renderReferencePrompt(request: CatalogRequest): Catalog {
  const entries: CatalogEntry[] = [];
  const blocks: string[] = [];
  const warnings: LocalizedText[] = [];
  for (const view of servedSkills(request)) {
    const { block, description, failure } = referenceBlock(view);
    if (failure) {
      entries.push(entry(request, view, 'omitted', '', '', failure));
      warnings.push({ en: `${view.info.name}: ${failure.en}, and stops without a list`, fr: `${view.info.name} : ${failure.fr}, et s’arrête sans liste` });
      continue;
    }
    blocks.push(block);
    entries.push(entry(request, view, 'full', block, description));
  }
  const text = joinLines(['<available_skills>', ...blocks, '</available_skills>']);
  return finish('spec', { en: 'Reference <available_skills> block (skills-ref to-prompt)', fr: 'Bloc <available_skills> de référence (skills-ref to-prompt)' }, text, entries, request, warnings);
}

/** One skill's block, or why to-prompt fails on it; made once per view. */
const referenceBlock = perView((view): { readonly block: string; readonly description: string; readonly failure: LocalizedText | undefined } => {
  const header = agentHeader(view.parsed);
  const name = headerText(view.parsed, 'name');
  const description = headerText(view.parsed, 'description');
  // read_properties raises on these; to_prompt then stops for the whole list.
  const failure: LocalizedText | undefined = !view.parsed.frontMatter || !header.usable || header.unquoted.length > 0
    ? { en: 'the header does not parse as strict YAML: skills-ref to-prompt fails on this skill', fr: 'l’en-tête ne se lit pas en YAML strict : skills-ref to-prompt échoue sur ce skill' }
    : !name ? { en: 'no `name`: skills-ref to-prompt fails on this skill', fr: 'pas de `name` : skills-ref to-prompt échoue sur ce skill' }
      : !description ? { en: 'no `description`: skills-ref to-prompt fails on this skill', fr: 'pas de `description` : skills-ref to-prompt échoue sur ce skill' }
        : undefined;
  const block = failure ? '' : ['<skill>', '<name>', htmlEscape(name), '</name>', '<description>', htmlEscape(description), '</description>', '<location>', htmlEscape(locationOf(view)), '</location>', '</skill>'].join('\n');
  return { block, description, failure };
});
