import { estimateTokens, type Catalog, type CatalogEntry, type CatalogExclusion } from '../../model/catalog';
import type { LocalizedText } from '../../model/finding';
import type { CatalogRequest, SkillView } from '../profile';
import { AGENT_APP_CATEGORIES } from './agentAppCategories';
import { joinLines, prettyJsonArray } from '../../catalog/joinLines';
import { fullEntry } from '../../catalog/catalogEntry';
import { perView } from '../../catalog/perView';
import { keptOrder } from '../../catalog/keptOrder';
import { readAgents } from './agentAssignments';
import { unsavedReason } from './unsavedReason';

/** The two things seed 001 says the model sees: the system prompt's skill list, and what List returns. */
export const AGENT_APP_CATALOG_TARGETS = [
  { id: 'system-prompt', label: { en: 'System prompt: available skills', fr: 'Prompt système : skills disponibles' } },
  { id: 'list', label: { en: 'List operation result', fr: 'Résultat de l’opération Lister' } },
  { id: 'agents', label: { en: 'Per agent: the skills each agent is assigned', fr: 'Par agent : les skills assignés à chaque agent' } },
] as const;

/** Heading of the system prompt section. Seed 001 gives its content (each skill's name), not its wording. */
export const AGENT_APP_PROMPT_HEADING = 'Available skills (read a skill with the skill tool before doing a task it covers):';
const NO_CATEGORY = 'uncategorized';

/**
 * Renders what the app of seed 001 shows the model: target `system-prompt` (default) is the
 * section added to the system prompt, one line per category (in the seed's order) listing
 * the names of its skills; target `list` is the List operation's answer, the name,
 * description and category of every skill as JSON sorted by name. Disabled skills are
 * left out ("treated as nonexistent") and listed in `excluded`.
 */
export function renderAgentAppCatalog(request: CatalogRequest): Catalog {
  const target = AGENT_APP_CATALOG_TARGETS.find((t) => t.id === request.target) ?? AGENT_APP_CATALOG_TARGETS[0];
  // A skill the app refuses to save does not exist for it, whatever its status.
  const enabled = request.skills.filter((s) => s.status === 'served' && !unsavedReason(s));
  const served = keptOrder(request.root, byCategoryThenName, enabled, byCategoryThenName);
  const entries: CatalogEntry[] = served.map((s) => fullEntry(request.findings, s, s.info.name, target.id === 'list' ? listJson(s).line : s.info.name, s.info.description));
  const warnings: LocalizedText[] = [{ en: `skills: ${served.length}`, fr: `skills : ${served.length}` }];
  const text = target.id === 'agents' ? agentSections(request, served, warnings) : served.length === 0 ? '' : target.id === 'list' ? prettyJsonArray(keptOrder(request.root, byName, enabled, byName).map((s) => listJson(s).pretty), { owner: request.root, key: listJson }) : promptSection(served);
  if (served.length === 0) warnings.push({ en: 'no enabled skill: the app injects neither the skill tool nor this section', fr: 'aucun skill activé : l’application n’injecte ni l’outil de skills ni cette section' });
  if (target.id !== 'agents') warnings.push({ en: 'each agent sees only the skills assigned to it in its settings (agents/<agent>.md); this lists every enabled skill', fr: 'chaque agent ne voit que les skills qui lui sont assignés dans ses paramètres (agents/<agent>.md) ; ceci liste tous les skills activés' });
  if (target.id === 'system-prompt' && served.length > 0) warnings.push({ en: 'the app’s documentation gives the content of this section (each skill’s name), not its wording: the heading is approximate', fr: 'la documentation de l’application donne le contenu de cette section (le nom de chaque skill), pas sa formulation : l’intitulé est approximatif' });
  for (const s of served) {
    if (s.info.category === undefined) warnings.push({ en: `${s.info.name} has no category`, fr: `${s.info.name} n’a pas de catégorie` });
    if (target.id === 'list' && !s.info.description) warnings.push({ en: `${s.info.name} has no description: List returns only its name and category`, fr: `${s.info.name} n’a pas de description : Lister ne renvoie que son nom et sa catégorie` });
  }
  const excluded: CatalogExclusion[] = [
    ...request.excluded,
    ...request.skills.filter((s) => !enabled.includes(s)).map((s) => ({ path: s.record.path, name: s.info.name, reason: unsavedReason(s) ?? exclusionReason(s) })),
  ];
  return {
    profile: 'agent-app',
    target: target.id,
    title: target.label,
    text,
    chars: text.length,
    tokens: estimateTokens(text),
    entries,
    excluded,
    warnings,
  };
}

/**
 * Target `agents`: for each agent of `agents/` (by name), a `# <agent>` line, then the
 * system-prompt section that agent gets: only the enabled skills assigned to it. An agent
 * with none gets no section (the app injects no skill tool); an assigned name that is no
 * enabled skill is a warning.
 */
function agentSections(request: CatalogRequest, served: readonly SkillView[], warnings: LocalizedText[]): string {
  const agents = request.fs ? readAgents(request.fs, request.root.path) : [];
  if (agents.length === 0) {
    warnings.push({ en: 'no agent defined: write each agent’s settings in agents/<agent>.md, with the skills assigned to it in `skills:`', fr: 'aucun agent défini : écrivez les paramètres de chaque agent dans agents/<agent>.md, avec ses skills assignés dans `skills:`' });
    return '';
  }
  const byName = new Map(served.map((s) => [s.info.name, s]));
  const sections: string[] = [];
  for (const agent of agents) {
    const own = served.filter((s) => agent.skills.includes(s.info.name));
    for (const name of agent.skills) if (!byName.has(name)) warnings.push({ en: `${agent.name}: "${name}" is assigned but is no enabled skill`, fr: `${agent.name} : « ${name} » est assigné mais n’est pas un skill activé` });
    sections.push(`# ${agent.name}`, own.length === 0 ? '(no skill assigned: no skill tool, no section)' : promptSection(own), '');
  }
  return joinLines(sections.slice(0, -1));
}

/** One line per category present: `- <category>: name, name`. */
function promptSection(served: readonly SkillView[]): string {
  const groups = new Map<string, string[]>();
  for (const s of served) {
    const key = s.info.category ?? NO_CATEGORY;
    const list = groups.get(key);
    if (list) list.push(s.info.name);
    else groups.set(key, [s.info.name]);
  }
  return joinLines([AGENT_APP_PROMPT_HEADING, ...[...groups].map(([category, names]) => `- ${category}: ${joinLines(names, ', ')}`)]);
}

/**
 * A skill's item of the List result, on one line (its entry) and as `JSON.stringify(list, null, 2)`
 * prints it inside the array (indented one level), made once per view.
 */
const listJson = perView((s) => {
  const item = listItem(s);
  return { line: JSON.stringify(item), pretty: JSON.stringify(item, null, 2).split('\n').join('\n  ') };
});

function listItem(s: SkillView): { name: string; description: string; category: string | null } {
  return { name: s.info.name, description: s.info.description, category: s.info.category ?? null };
}

function exclusionReason(s: SkillView): LocalizedText {
  switch (s.status) {
    case 'disabled':
      return { en: 'disabled (`enabled: false`): the app treats it as nonexistent', fr: 'désactivée (`enabled: false`) : l’application la traite comme inexistante' };
    case 'shadowed':
      return { en: `shadowed: the file ${s.record.dirName}.md is used instead`, fr: `masquée : le fichier ${s.record.dirName}.md est utilisé à sa place` };
    default:
      return { en: 'not loaded by this format', fr: 'non chargée par ce format' };
  }
}

/** Categories in the seed's order, unknown ones after them, no category last; names within. */
function byCategoryThenName(a: SkillView, b: SkillView): number {
  return categoryRank(a.info.category) - categoryRank(b.info.category) || compare(a.info.category ?? '', b.info.category ?? '') || byName(a, b);
}

function categoryRank(c: string | undefined): number {
  if (c === undefined) return AGENT_APP_CATEGORIES.length + 1;
  const i = (AGENT_APP_CATEGORIES as readonly string[]).indexOf(c);
  return i < 0 ? AGENT_APP_CATEGORIES.length : i;
}

function byName(a: SkillView, b: SkillView): number {
  return compare(a.info.name, b.info.name) || compare(a.record.path, b.record.path);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
