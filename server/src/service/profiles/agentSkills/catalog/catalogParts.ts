import * as path from 'node:path';
import { estimateTokens, type Catalog, type CatalogEntry, type CatalogExclusion, type ListingStatus } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest, SkillView } from '../../profile';
import { catalogEntry, NO_KEYWORDS, type EntryFields } from '../../../catalog/catalogEntry';
import { keptOrder } from '../../../catalog/keptOrder';
import { isOwnLimit } from '../../../parse/parseSkill';
import { yamlProblemText } from '../../../rules/yamlProblemText';

const served = new WeakMap<CatalogRequest, readonly SkillView[]>();

/**
 * The skills a target may list: those the index serves, by name then path (the agents sort so).
 * Once per request (a render asks twice); the root's last order kept, the changed views
 * repositioned (see {@link keptOrder}).
 */
export function servedSkills(request: CatalogRequest): readonly SkillView[] {
  let views = served.get(request);
  if (!views) {
    views = keptOrder(request.root, byName, [...request.skills, ...(request.nested ?? [])].filter((s) => s.status === 'served'), byName);
    served.set(request, views);
  }
  return views;
}

function byName(a: SkillView, b: SkillView): number {
  return cmp(a.info.name, b.info.name) || cmp(a.record.path, b.record.path);
}

/** Where the listing says the skill is: its SKILL.md relative to the workspace folder, `/`-separated. */
export function locationOf(view: SkillView): string {
  return path.relative(view.record.root.folder, view.record.path).split(path.sep).join('/');
}

/** Builds one entry of a catalog (the same object as last time when nothing in it changed). */
export function entry(request: CatalogRequest, view: SkillView, status: ListingStatus, line: string, description: string, reason?: LocalizedText, name = view.info.name): CatalogEntry {
  return catalogEntry(view, entryFields(view, status, line, description, reason, name), request.findings(view.record.path));
}

/** What {@link entry} says of a skill, before its problem counts. */
export function entryFields(view: SkillView, status: ListingStatus, line: string, description: string, reason?: LocalizedText, name = view.info.name): EntryFields {
  return {
    name,
    status,
    reason,
    line: status === 'omitted' ? '' : line,
    description: status === 'full' ? description : '',
    keywords: NO_KEYWORDS,
    droppedKeywords: NO_KEYWORDS,
  };
}

/** Unreadable files plus skills the index does not serve (flat files: the standard loads only folders). */
export function exclusions(request: CatalogRequest): CatalogExclusion[] {
  return [
    ...request.excluded,
    ...request.skills.filter((s) => s.status !== 'served').map((s) => ({
      path: s.record.path,
      name: s.info.name,
      reason: s.status === 'layout'
        ? { en: 'not a <name>/SKILL.md folder: agents do not load it', fr: 'pas un dossier <nom>/SKILL.md : les agents ne le chargent pas' }
        : { en: 'not loaded', fr: 'non chargé' },
    })),
  ];
}

/** The common tail of every catalog: counts per status first, then the target's own warnings. */
export function finish(target: string, title: LocalizedText, text: string, entries: readonly CatalogEntry[], request: CatalogRequest, warnings: LocalizedText[], budget?: Catalog['budget']): Catalog {
  const full = entries.filter((e) => e.status === 'full').length;
  const nameOnly = entries.filter((e) => e.status === 'name-only').length;
  const omitted = entries.filter((e) => e.status === 'omitted').length;
  const summary = {
    en: `skills: ${full} listed in full, ${nameOnly} by name only, ${omitted} left out`,
    fr: `skills : ${full} listés en entier, ${nameOnly} par leur nom seul, ${omitted} écartés`,
  };
  return {
    profile: 'agent-skills',
    target,
    title,
    text,
    chars: text.length,
    tokens: estimateTokens(text),
    entries,
    excluded: exclusions(request),
    warnings: [summary, ...warnings, ...unparsedHeaders(request)],
    ...(budget ? { budget } : {}),
  };
}

/**
 * One warning per listed skill whose header Skillkiln does not parse (its own size, nesting or
 * cost limits): its entry is what a skill without a header gives, and what the agent makes of
 * the header itself is not known.
 */
function unparsedHeaders(request: CatalogRequest): LocalizedText[] {
  const out: LocalizedText[] = [];
  for (const view of servedSkills(request)) {
    const problem = view.parsed.frontMatter?.problems.find(isOwnLimit);
    if (!problem) continue;
    const { what } = yamlProblemText(view.parsed, problem);
    out.push({
      en: `${view.record.dirName}: its entry is shown as if the skill had no header, and what the agent makes of it is not known: ${what.en}`,
      fr: `${view.record.dirName} : son entrée est montrée comme si le skill n’avait pas d’en-tête, et ce qu’en fait l’agent n’est pas connu : ${what.fr}`,
    });
  }
  return out;
}

/** Python's `html.escape(s, quote=True)`, which the reference `to_prompt` applies. */
export function htmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** XML's five entities, `'` as `&apos;` (pi and Qwen Code escape their listings so). */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
