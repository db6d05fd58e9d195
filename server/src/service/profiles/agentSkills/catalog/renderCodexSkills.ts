import { CODEX } from '../../../agents/declarations/codex';
import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { agentListing, type ListedSkill } from '../listing/agentListing';
import { listingBudget } from '../listing/listingBudget';
import { entry, finish, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';
import * as path from 'node:path';
import { countEn, countFr } from '../../../text/numbers';

/** The fixed text Codex puts before its list (observed at the pinned version). */
export const CODEX_INTRO = 'A skill is a set of local instructions to follow that is stored in a `SKILL.md` file. Below is the list of skills that can be used. Each entry includes a name, description, and a short path that can be expanded into an absolute path using the skill roots table.';

/**
 * The `<skills_instructions>` developer message Codex sends: its intro, the skill roots table
 * (`r0` = the skills folder's absolute path) and `- <name>: <description> (file: r0/<dir>/SKILL.md)`
 * per skill, sorted byte-wise by name, descriptions on one line and cut at 1,024 characters.
 * Its system skills (their own root) are left out, as with `skills.bundled.enabled = false`.
 */
export function renderCodexSkills(request: CatalogRequest): Catalog {
  const agent = CODEX;
  const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
  const rootPath = request.fs?.realpath(request.root.path) ?? request.root.path;
  const budget = listingBudget(agent, request.config);
  const shrink = shrinkToFit(listed, rootPath, budget.chars);
  const entries: CatalogEntry[] = [];
  const warnings: LocalizedText[] = [];
  const lines: string[] = [];
  listed.forEach((it, i) => {
    const line = codexLine(it, rootPath, shrink[i]!);
    lines.push(line);
    const reason = shrink[i]! > 0
      ? { en: `over the listing budget of ${countEn(budget.chars)} characters (${budget.why.en}): description shortened`, fr: `au-delà du budget de la liste, ${countFr(budget.chars)} caractères (${budget.why.fr}) : description raccourcie` }
      : it.note;
    entries.push(entry(request, it.view, 'full', line, it.description, reason, it.outcome.name));
    if (reason) warnings.push({ en: `${it.name}: ${reason.en}`, fr: `${it.name} : ${reason.fr}` });
  });
  for (const out of leftOut) {
    entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
    warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
  }
  warnings.push(agent.listing.builtins!.note);
  const text = lines.length === 0 ? '' : joinLines(['<skills_instructions>', '## Skills', CODEX_INTRO, '### Skill roots', `- \`r0\` = \`${rootPath}\``, '### Available skills', ...lines, '</skills_instructions>']);
  return finish('codex', { en: 'Codex skills instructions (developer message)', fr: 'Instructions des skills de Codex (message développeur)' }, text, entries, request, warnings, { limitChars: budget.chars, usedChars: text.length });
}

/** A skill's line with its description cut to `cap` characters (0: no cut). */
function codexLine(it: ListedSkill, rootPath: string, cap: number): string {
  const rel = path.relative(rootPath, it.view.record.path).split(path.sep).join('/');
  const chars = [...it.description];
  const description = cap > 0 && chars.length > cap ? chars.slice(0, cap).join('') : it.description;
  return `- ${it.name}: ${description} (file: r0/${rel})`;
}

/**
 * The length each description is cut to so the list fits `budget` (an estimate: Codex
 * shortens them one character at a time in turn, which levels the longest ones): the
 * longest length that fits, the same for all; 0 where everything fits.
 */
function shrinkToFit(listed: readonly ListedSkill[], rootPath: string, budget: number): number[] {
  const total = (cap: number) => listed.reduce((n, it) => n + Buffer.byteLength(codexLine(it, rootPath, cap)) + 1, 0);
  if (!Number.isFinite(budget) || total(0) <= budget) return listed.map(() => 0);
  let lo = 1;
  let hi = Math.max(1, ...listed.map((it) => [...it.description].length));
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (total(mid) <= budget) lo = mid;
    else hi = mid - 1;
  }
  return listed.map((it) => ([...it.description].length > lo ? lo : 0));
}
