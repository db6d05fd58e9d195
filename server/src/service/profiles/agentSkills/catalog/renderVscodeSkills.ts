import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { headerFlag } from '../describeAgentSkill';
import { entry, finish, locationOf, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';
import { perView } from '../../../catalog/perView';

/** Skills VS Code expands into full `<skill>` blocks; the rest appear by name only (microsoft/vscode#315350). */
export const VSCODE_FULL_SKILLS = 21;
/** The line that lists the skills past the cut, as VS Code's prompt words it. */
export const VSCODE_MORE_PREFIX = 'Additional skills available (invoke by name): ';

/**
 * The `<skills>` block VS Code adds to the agent's instructions: one `<skill>` with
 * `<name>`, `<description>` (left out when empty) and `<file>` per skill, values not
 * escaped, as `computeAutomaticInstructions` writes them. VS Code's fixed sentences
 * before the list are left out. Past the first 21 skills only names remain, on one
 * line (our reconstruction of the cut reported in microsoft/vscode#315350).
 * `disable-model-invocation: true` keeps a skill out of the block.
 */
export function renderVscodeSkills(request: CatalogRequest): Catalog {
  const entries: CatalogEntry[] = [];
  const lines: string[] = ['<skills>'];
  const names: string[] = [];
  const warnings: LocalizedText[] = [];
  let full = 0;
  for (const view of servedSkills(request)) {
    const { name, description } = view.info;
    if (headerFlag(view.parsed, 'disable-model-invocation') === true) {
      entries.push(entry(request, view, 'omitted', '', '', { en: '`disable-model-invocation: true`: only the user can run it (`/name`)', fr: '`disable-model-invocation: true` : seul l’utilisateur peut le lancer (`/nom`)' }));
      continue;
    }
    if (full >= VSCODE_FULL_SKILLS) {
      names.push(name);
      entries.push(entry(request, view, 'name-only', name, '', { en: `past the first ${VSCODE_FULL_SKILLS} skills: VS Code lists it by name only`, fr: `au-delà des ${VSCODE_FULL_SKILLS} premiers skills : VS Code ne donne que son nom` }));
      continue;
    }
    full++;
    const block = vscodeBlock(view);
    lines.push(block);
    entries.push(entry(request, view, 'full', block, description));
    if (!description) warnings.push({ en: `${name} has no description: VS Code shows a bare name`, fr: `${name} n’a pas de description : VS Code n’affiche qu’un nom nu` });
  }
  if (names.length > 0) {
    lines.push(VSCODE_MORE_PREFIX + names.join(', '));
    warnings.push({ en: `${names.length} skills past the first ${VSCODE_FULL_SKILLS} are listed by name only: ${names.join(', ')}`, fr: `${names.length} skills au-delà des ${VSCODE_FULL_SKILLS} premiers ne sont listés que par leur nom : ${names.join(', ')}` });
  }
  lines.push('</skills>');
  const text = full + names.length === 0 ? '' : joinLines(lines);
  // No character limit (0), only a count of full entries: the preview draws that counter.
  const budget = { limitChars: 0, usedChars: text.length, fullEntriesLimit: VSCODE_FULL_SKILLS };
  return finish('vscode', { en: 'VS Code <skills> block (agent instructions)', fr: 'Bloc <skills> de VS Code (instructions de l’agent)' }, text, entries, request, warnings, budget);
}

/** A skill's `<skill>` block, made once per view. */
const vscodeBlock = perView((view) => {
  const { name, description } = view.info;
  return ['<skill>', `<name>${name}</name>`, ...(description ? [`<description>${description}</description>`] : []), `<file>${locationOf(view)}</file>`, '</skill>'].join('\n');
});
