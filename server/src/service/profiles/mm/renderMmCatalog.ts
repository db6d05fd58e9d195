import { estimateTokens, type Catalog, type CatalogEntry } from '../../model/catalog';
import type { LocalizedText } from '../../model/finding';
import type { CatalogRequest } from '../profile';
import { keptJoin } from '../../catalog/joinLines';
import { catalogEntry, type EntryFields } from '../../catalog/catalogEntry';
import { perView } from '../../catalog/perView';
import { keptOrder } from '../../catalog/keptOrder';
import type { SkillView } from '../profile';

/** The fixed preamble of the `read_skill` tool description (seed 000, byte for byte). */
export const MM_CATALOG_PREAMBLE = 'Load a skill: the step-by-step procedure to follow for this kind of task. Call it BEFORE doing the work, with the name of the matching skill, and then follow what it says. Available skills:';
/** Keywords past this many never reach the model. */
export const MM_KEYWORD_CAP = 8;

/** One catalog line: `name — description (kw, …)`, parts omitted when empty. */
export function mmCatalogLine(name: string, description: string, keywords: readonly string[]): string {
  let line = name;
  if (description) line += ` — ${description}`;
  const shown = keywords.slice(0, MM_KEYWORD_CAP);
  if (shown.length > 0) line += ` (${shown.join(', ')})`;
  return line;
}

/** A skill's line and keywords, made once per view. */
const mmFields = perView((s): EntryFields => ({
  name: s.info.name,
  status: 'full',
  line: mmCatalogLine(s.info.name, s.info.description, s.info.keywords),
  description: s.info.description,
  keywords: s.info.keywords.slice(0, MM_KEYWORD_CAP),
  droppedKeywords: s.info.keywords.slice(MM_KEYWORD_CAP),
}));

/**
 * Renders the `read_skill` description the model receives with every request: the
 * preamble, then one line per served skill sorted by name. No skills: no tool at all.
 */
export function renderMmCatalog(request: CatalogRequest): Catalog {
  const served = keptOrder(request.root, byName, request.skills.filter((s) => s.status === 'served'), byName);
  const entries: CatalogEntry[] = served.map((s) => catalogEntry(s, mmFields(s), request.findings(s.record.path)));
  const excluded = [
    ...request.excluded,
    ...request.skills.filter((s) => s.status !== 'served').map((s) => ({
      path: s.record.path,
      name: s.info.name,
      reason: s.status === 'shadowed'
        ? { en: `shadowed: the flat file ${s.record.dirName}.md is served instead`, fr: `masqué : le fichier à plat ${s.record.dirName}.md est servi à sa place` }
        : { en: 'not loaded by this format', fr: 'non chargé par ce format' },
    })),
  ];
  const text = entries.length === 0 ? '' : keptJoin(request.root, renderMmCatalog, [MM_CATALOG_PREAMBLE, ...entries.map((e) => e.line)]);
  const warnings: LocalizedText[] = [{ en: `skills: ${entries.length}`, fr: `skills : ${entries.length}` }];
  if (entries.length === 0) warnings.push({ en: 'no skills: the read_skill tool is not declared', fr: 'aucun skill : l’outil read_skill n’est pas déclaré' });
  for (const e of entries) {
    if (!e.description) warnings.push({ en: `${e.name} has no description: the model sees a bare name`, fr: `${e.name} n’a pas de description : le modèle ne voit qu’un nom nu` });
    if (e.droppedKeywords.length > 0) warnings.push({ en: `${e.name}: keyword list truncated to ${MM_KEYWORD_CAP}, dropped: ${e.droppedKeywords.join(', ')}`, fr: `${e.name} : liste de mots-clés tronquée à ${MM_KEYWORD_CAP}, ignorés : ${e.droppedKeywords.join(', ')}` });
  }
  return {
    profile: 'mm',
    target: 'default',
    title: { en: 'read_skill tool description', fr: 'description de l’outil read_skill' },
    text,
    chars: text.length,
    tokens: estimateTokens(text),
    entries,
    excluded,
    warnings,
  };
}

/** By name alone: skills of the same name keep the index's order. */
function byName(a: SkillView, b: SkillView): number {
  return a.info.name < b.info.name ? -1 : a.info.name > b.info.name ? 1 : 0;
}
