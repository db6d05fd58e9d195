import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { headerText } from '../describeAgentSkill';
import { agentHeader } from '../header/agentHeader';
import { codePoints } from '../rules/ruleSupport';
import { MAX_DESCRIPTION_LENGTH } from '../rules/descriptionRules';
import { MAX_NAME_LENGTH } from '../rules/nameRules';
import { entry, finish, locationOf, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';
import { perView } from '../../../catalog/perView';

/** Codex collapses every run of whitespace (line breaks included) into one space. */
export function singleLine(s: string): string {
  return s.split(/\s+/).filter((w) => w.length > 0).join(' ');
}

/**
 * The "Available skills" list Codex puts in its instructions (`render_skills_section`):
 * `- name: description (file: path)`, one line each, sorted by name. Codex's fixed
 * sentences around the list are left out. A skill Codex's loader refuses (no name or
 * description, name over 64 or description over 1,024 characters, YAML serde cannot
 * read) is not listed.
 */
export function renderCodexSkills(request: CatalogRequest): Catalog {
  const entries: CatalogEntry[] = [];
  const lines: string[] = [];
  const warnings: LocalizedText[] = [];
  for (const view of servedSkills(request)) {
    const { refusal, line, description } = codexLine(view);
    if (refusal) {
      entries.push(entry(request, view, 'omitted', '', '', refusal));
      warnings.push({ en: `${view.info.name}: ${refusal.en}`, fr: `${view.info.name} : ${refusal.fr}` });
      continue;
    }
    lines.push(line);
    entries.push(entry(request, view, 'full', line, description));
  }
  const text = joinLines(lines);
  return finish('codex', { en: 'Codex "Available skills" list (its fixed preamble and usage rules not shown)', fr: 'Liste « Available skills » de Codex (son préambule et ses règles d’usage fixes non montrés)' }, text, entries, request, warnings);
}

/** A skill's line, or why Codex's loader refuses it; made once per view. */
const codexLine = perView((view): { readonly refusal: LocalizedText | undefined; readonly line: string; readonly description: string } => {
  const header = agentHeader(view.parsed);
  const name = singleLine(headerText(view.parsed, 'name'));
  const description = singleLine(headerText(view.parsed, 'description'));
  const refusal: LocalizedText | undefined = !view.parsed.frontMatter ? { en: 'no header: Codex skips it', fr: 'pas d’en-tête : Codex l’ignore' }
    : !header.usable || header.unquoted.length > 0 ? { en: 'invalid YAML for Codex\'s strict parser: Codex skips it', fr: 'YAML invalide pour l’analyseur strict de Codex : Codex l’ignore' }
      : !name ? { en: 'no `name`: Codex skips it', fr: 'pas de `name` : Codex l’ignore' }
        : !description ? { en: 'no `description`: Codex skips it', fr: 'pas de `description` : Codex l’ignore' }
          : codePoints(name) > MAX_NAME_LENGTH ? { en: `name over ${MAX_NAME_LENGTH} characters: Codex skips it`, fr: `nom de plus de ${MAX_NAME_LENGTH} caractères : Codex l’ignore` }
            : codePoints(description) > MAX_DESCRIPTION_LENGTH ? { en: `description over ${MAX_DESCRIPTION_LENGTH} characters: Codex skips it`, fr: `description de plus de ${MAX_DESCRIPTION_LENGTH} caractères : Codex l’ignore` }
              : undefined;
  return { refusal, line: refusal ? '' : `- ${name}: ${description} (file: ${locationOf(view)})`, description };
});
