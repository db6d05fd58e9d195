import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest, SkillView } from '../../profile';
import { headerText } from '../describeAgentSkill';
import { agentHeader } from '../header/agentHeader';
import { entry, finish, htmlEscape, locationOf, servedSkills } from './catalogParts';

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
    const { block, description, failure } = referenceBlock(request, view);
    if (failure) {
      entries.push(entry(request, view, 'omitted', '', '', failure));
      warnings.push({ en: `${view.info.name}: ${failure.en}, and stops without a list`, fr: `${view.info.name} : ${failure.fr}, et s’arrête sans liste` });
      continue;
    }
    blocks.push(block);
    entries.push(entry(request, view, 'full', block, description));
  }
  const text = ['<available_skills>', ...blocks, '</available_skills>'].join('\n');
  return finish('spec', { en: 'Reference <available_skills> block (skills-ref to-prompt)', fr: 'Bloc <available_skills> de référence (skills-ref to-prompt)' }, text, entries, request, warnings);
}

/** One skill's block, memoized per view: the index reuses a view until its file changes. */
const blocks = new WeakMap<SkillView, { readonly block: string; readonly description: string; readonly failure: LocalizedText | undefined }>();

function referenceBlock(request: CatalogRequest, view: SkillView): { readonly block: string; readonly description: string; readonly failure: LocalizedText | undefined } {
  const hit = blocks.get(view);
  // The location depends on the view's own path and folder only, so a view's block never goes stale.
  if (hit) return hit;
  const header = agentHeader(view.parsed);
  const name = headerText(view.parsed, 'name');
  const description = headerText(view.parsed, 'description');
  // read_properties raises on these; to_prompt then stops for the whole list.
  const failure: LocalizedText | undefined = !view.parsed.frontMatter || !header.usable || header.unquoted.length > 0
    ? { en: 'the header does not parse as strict YAML: skills-ref to-prompt fails on this skill', fr: 'l’en-tête ne se lit pas en YAML strict : skills-ref to-prompt échoue sur ce skill' }
    : !name ? { en: 'no `name`: skills-ref to-prompt fails on this skill', fr: 'pas de `name` : skills-ref to-prompt échoue sur ce skill' }
      : !description ? { en: 'no `description`: skills-ref to-prompt fails on this skill', fr: 'pas de `description` : skills-ref to-prompt échoue sur ce skill' }
        : undefined;
  const block = failure ? '' : ['<skill>', '<name>', htmlEscape(name), '</name>', '<description>', htmlEscape(description), '</description>', '<location>', htmlEscape(locationOf(request, view)), '</location>', '</skill>'].join('\n');
  const result = { block, description, failure };
  blocks.set(view, result);
  return result;
}
