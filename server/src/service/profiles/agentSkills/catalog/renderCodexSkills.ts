import { CODEX } from '../../../agents/declarations/codex';
import type { Catalog, CatalogEntry, ListingStatus } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { agentListing } from '../listing/agentListing';
import { codexBudgetCut, codexCutLine, codexTokens, type CodexCutLine } from '../listing/codexBudgetCut';
import { listingBudget } from '../listing/listingBudget';
import { entry, finish, servedSkills } from './catalogParts';
import { CODEX_SYSTEM_SKILLS } from './codexSystemSkills';
import { joinLines } from '../../../catalog/joinLines';
import * as path from 'node:path';
import { countEn, countFr } from '../../../text/numbers';

/** The fixed text Codex puts before its list (observed at the pinned version). */
export const CODEX_INTRO = 'A skill is a set of local instructions to follow that is stored in a `SKILL.md` file. Below is the list of skills that can be used. Each entry includes a name, description, and a short path that can be expanded into an absolute path using the skill roots table.';

/**
 * The most `skills.max_context_tokens` gives: Codex 0.171.0 cut at 10,000 tokens with it set to
 * 20,000 or 1,000,000,000, at 5,000 with 5,000 (observed). A budget set in Skillkiln's settings
 * stands for that knob, so it is held to the same ceiling.
 */
const CODEX_MAX_SET_TOKENS = 10_000;

/**
 * Codex numbers its roots in order, its system skills' first: in a default install the project's
 * is `r1`. It is shown as `r0`, the number it has once the system skills are left out (the same
 * length, so the cut is the same); the conformance oracle numbers Codex's block the same way.
 */
const PROJECT_ROOT = 'r0';

/**
 * The `<skills_instructions>` developer message Codex sends, as a default install has it: its
 * intro, the skill roots table and `- <name>: <description> (file: r0/<dir>/SKILL.md)` per skill,
 * sorted byte-wise by name, descriptions on one line and cut at 1,024 characters. Its system
 * skills come first under a root of their own and share the budget; their lines and root are not
 * shown. Over budget the list is cut as Codex cuts it ({@link codexBudgetCut}).
 */
export function renderCodexSkills(request: CatalogRequest): Catalog {
  const agent = CODEX;
  const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
  const rootPath = request.fs?.realpath(request.root.path) ?? request.root.path;
  const budget = listingBudget(agent, request.config);
  const set = request.config.agentSkills?.listingBudget?.[agent.id] !== undefined;
  const tokens = set ? Math.min(Math.floor(budget.chars / 4), CODEX_MAX_SET_TOKENS) : Math.floor(budget.chars / 4);
  const why = set && tokens === CODEX_MAX_SET_TOKENS ? { en: `${budget.why.en}, held to the 10,000 tokens Codex allows there`, fr: `${budget.why.fr}, ramené aux 10 000 tokens que Codex y accepte` } : budget.why;
  // Their root is `r0` in Codex's block; the alias's length is all the cut sees.
  const system: CodexCutLine[] = CODEX_SYSTEM_SKILLS.map((s) => ({ name: s.name, description: s.description, path: `r0/${s.file}` }));
  // A name over several lines, or with tabs, is listed on one line, each run of white space one space (observed on 0.171.0).
  // A plugin's name goes before it as written, its white space kept (observed).
  const ours: CodexCutLine[] = listed.map((it) => ({ name: `${it.plugin === undefined ? '' : `${it.plugin}:`}${it.name.split(/\s+/).filter(Boolean).join(' ')}`, description: it.description, path: `${PROJECT_ROOT}/${path.relative(rootPath, it.view.record.path).split(path.sep).join('/')}` }));
  const cut = codexBudgetCut([...system, ...ours], Number.isFinite(tokens) ? tokens : Number.MAX_SAFE_INTEGER);
  const entries: CatalogEntry[] = [];
  const warnings: LocalizedText[] = [];
  const lines: string[] = [];
  let used = 0;
  cut.forEach((c, i) => { if (c !== 'omitted') used += codexTokens(Buffer.byteLength(codexCutLine(i < system.length ? system[i]! : ours[i - system.length]!, c.kept)) + 1); });
  const over = (what: LocalizedText): LocalizedText => ({ en: `over the listing budget of ${countEn(tokens)} tokens (${why.en}): ${what.en}`, fr: `au-delà du budget de la liste, ${countFr(tokens)} tokens (${why.fr}) : ${what.fr}` });
  listed.forEach((it, i) => {
    const line = ours[i]!;
    const c = cut[system.length + i]!;
    const length = [...line.description].length;
    const status: ListingStatus = c === 'omitted' ? 'omitted' : c.kept === 0 && length > 0 ? 'name-only' : 'full';
    const reason = c === 'omitted' ? over({ en: 'left out of the list', fr: 'écarté de la liste' })
      : c.kept < length ? over(c.kept === 0 ? { en: 'description dropped', fr: 'description retirée' } : { en: `description cut to ${countEn(c.kept)} characters`, fr: `description coupée à ${countFr(c.kept)} caractères` })
      : it.note;
    const text = c === 'omitted' ? '' : codexCutLine(line, c.kept);
    if (c !== 'omitted') lines.push(text);
    // Its loader keeps the name so (skills/list gives it on one line too).
    entries.push(entry(request, it.view, status, text, c === 'omitted' ? '' : [...line.description].slice(0, c.kept).join(''), reason, line.name));
    if (reason) warnings.push({ en: `${it.name}: ${reason.en}`, fr: `${it.name} : ${reason.fr}` });
  });
  for (const out of leftOut) {
    entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
    warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
  }
  warnings.push(agent.listing.builtins!.note);
  // The root is listed whenever one of its skills is loaded, even when the budget left them all out (observed).
  const text = listed.length === 0 ? '' : joinLines(['<skills_instructions>', '## Skills', CODEX_INTRO, '### Skill roots', `- \`${PROJECT_ROOT}\` = \`${rootPath}\``, '### Available skills', ...lines, '</skills_instructions>']);
  return finish('codex', { en: 'Codex skills instructions (developer message)', fr: 'Instructions des skills de Codex (message développeur)' }, text, entries, request, warnings, { limitChars: tokens * 4, usedChars: used * 4 });
}
