import type { Catalog, CatalogEntry, ListingStatus } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import { decodeText } from '../../../fs/decodeText';
import { readText } from '../../../fs/readText';
import type { FileSystem } from '../../../fs/fileSystem';
import type { CatalogRequest, SkillView } from '../../profile';
import { headerFlag, headerText } from '../describeAgentSkill';
import { CLAUDE_DESCRIPTION_CAP } from '../rules/descriptionRules';
import { entry, finish, servedSkills } from './catalogParts';
import { joinLines } from '../../../catalog/joinLines';

/** The sentence Claude Code puts before its skill list. */
export const CLAUDE_LISTING_HEADER = 'The following skills are available for use with the Skill tool:';
/** Share of the context window given to the listing, and characters per token. */
export const CLAUDE_BUDGET_SHARE = 0.01;
export const CHARS_PER_TOKEN = 4;

/** The listing budget in characters: 1% of the context window, 4 characters a token (8,000 for 200k). */
export function claudeBudget(contextWindowTokens: number): number {
  return Math.floor(contextWindowTokens * CLAUDE_BUDGET_SHARE * CHARS_PER_TOKEN);
}

interface Item {
  readonly view: SkillView;
  readonly name: string;
  readonly description: string;
  readonly full: string;
  readonly bare: string;
  readonly cut: boolean;
  readonly fromBody: boolean;
}

/**
 * Claude Code's skill listing (a system reminder): `- name: description` per skill,
 * description plus `when_to_use` capped at 1,536 characters. Over the budget (1% of
 * the context window × 4 characters), descriptions are dropped from the end of the
 * list until it fits, leaving `- name`; if even the names do not fit, the last
 * skills are left out. `disable-model-invocation: true` keeps a skill out. The order
 * of the drops is our reconstruction: Claude Code does not document it.
 */
export function renderClaudeListing(request: CatalogRequest): Catalog {
  const limit = claudeBudget(request.config.contextWindowTokens);
  const entries: CatalogEntry[] = [];
  const items: Item[] = [];
  const hidden: SkillView[] = [];
  for (const view of servedSkills(request)) {
    if (headerFlag(view.parsed, 'disable-model-invocation') === true) {
      hidden.push(view);
      continue;
    }
    items.push(toItem(view, request.fs));
  }
  const status = budgetStatuses(items, limit);
  const lines: string[] = [];
  const warnings: LocalizedText[] = [];
  const budgetNote = { en: `over the listing budget of ${limit.toLocaleString('en')} characters (1% of ${request.config.contextWindowTokens.toLocaleString('en')} tokens × 4)`, fr: `au-delà du budget de la liste, ${limit.toLocaleString('fr')} caractères (1 % de ${request.config.contextWindowTokens.toLocaleString('fr')} jetons × 4)` };
  items.forEach((it, i) => {
    const s = status[i]!;
    const line = s === 'full' ? it.full : it.bare;
    if (s !== 'omitted') lines.push(line);
    let reason: LocalizedText | undefined;
    if (s === 'name-only') reason = { en: `${budgetNote.en}: description dropped`, fr: `${budgetNote.fr} : description retirée` };
    else if (s === 'omitted') reason = { en: `${budgetNote.en}: not listed at all`, fr: `${budgetNote.fr} : pas listé du tout` };
    else if (it.cut) reason = { en: `description cut to ${CLAUDE_DESCRIPTION_CAP.toLocaleString('en')} characters`, fr: `description coupée à ${CLAUDE_DESCRIPTION_CAP.toLocaleString('fr')} caractères` };
    else if (it.fromBody) reason = { en: 'no `description`: Claude Code uses the first paragraph of the body', fr: 'pas de `description` : Claude Code prend le premier paragraphe du corps' };
    entries.push(entry(request, it.view, s, line, s === 'full' ? it.description : '', reason));
    if (reason && s !== 'full') warnings.push({ en: `${it.name}: ${reason.en}`, fr: `${it.name} : ${reason.fr}` });
    else if (it.cut) warnings.push({ en: `${it.name}: ${reason!.en}`, fr: `${it.name} : ${reason!.fr}` });
  });
  for (const view of hidden) {
    entries.push(entry(request, view, 'omitted', '', '', { en: '`disable-model-invocation: true`: Claude does not see it; only `/name` runs it', fr: '`disable-model-invocation: true` : Claude ne le voit pas ; seul `/nom` le lance' }));
  }
  const listed = joinLines(lines);
  const text = lines.length === 0 ? '' : `${CLAUDE_LISTING_HEADER}\n\n${listed}`;
  return finish('claude-code', { en: 'Claude Code skill listing (Skill tool reminder)', fr: 'Liste des skills de Claude Code (rappel de l’outil Skill)' }, text, entries, request, warnings, { limitChars: limit, usedChars: listed.length });
}

/**
 * Which items fit the budget, the lines joined by `\n`: all in full if they fit; else the
 * most names that fit, then descriptions given back in list order while the total fits.
 * Running sums keep it linear in the number of skills.
 */
function budgetStatuses(items: readonly Item[], limit: number): ListingStatus[] {
  let full = items.length - 1;
  for (const it of items) full += it.full.length;
  if (items.length === 0 || full <= limit) return items.map(() => 'full');
  let kept = 0;
  let size = -1;
  while (kept < items.length && size + 1 + items[kept]!.bare.length <= limit) size += 1 + items[kept++]!.bare.length;
  const status: ListingStatus[] = items.map((_, i) => (i < kept ? 'name-only' : 'omitted'));
  for (let i = 0; i < kept; i++) {
    size += items[i]!.full.length - items[i]!.bare.length;
    if (size > limit) break;
    status[i] = 'full';
  }
  return status;
}

/** Items made per view (the file system is the index's, the same for every render). */
const itemsByView = new WeakMap<SkillView, { readonly fs: FileSystem | undefined; readonly item: Item }>();

function toItem(view: SkillView, fs: FileSystem | undefined): Item {
  const hit = itemsByView.get(view);
  if (hit && hit.fs === fs) return hit.item;
  const item = makeItem(view, fs);
  itemsByView.set(view, { fs, item });
  return item;
}

function makeItem(view: SkillView, fs: FileSystem | undefined): Item {
  const name = view.info.name;
  let description = view.info.description;
  let fromBody = false;
  if (!description) {
    description = firstParagraph(bodyText(view, fs));
    fromBody = description !== '';
  }
  const extra = headerText(view.parsed, 'when_to_use');
  if (extra) description = description ? `${description} ${extra}` : extra;
  const chars = [...description];
  const cut = chars.length > CLAUDE_DESCRIPTION_CAP;
  if (cut) description = `${chars.slice(0, CLAUDE_DESCRIPTION_CAP - 1).join('')}…`;
  const bare = `- ${name}`;
  return { view, name, description, full: description ? `${bare}: ${description}` : bare, bare, cut, fromBody };
}

/** The skill's body: from the parse when complete, else read again (the index keeps headers only). */
function bodyText(view: SkillView, fs: FileSystem | undefined): string {
  const { parsed } = view;
  if (parsed.complete) return parsed.text.slice(parsed.bodyStart);
  const decoded = fs ? readText(fs, view.record.path).decoded : decodeText(undefined);
  return decoded.ok ? decoded.text.slice(parsed.bodyStart) : '';
}

/** The body's first paragraph of prose (headings, fences, HTML and tables skipped), lines joined. */
function firstParagraph(body: string): string {
  const para: string[] = [];
  let fence: string | undefined;
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const t = raw.trim();
    const f = /^(`{3,}|~{3,})/.exec(t);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1]!;
      if (para.length > 0) break;
      continue;
    }
    if (t.startsWith('#') || t.startsWith('<') || t.startsWith('|') || t.startsWith('---')) {
      if (para.length > 0) break;
      continue;
    }
    if (t === '') {
      if (para.length > 0) break;
      continue;
    }
    para.push(t);
  }
  return para.join(' ');
}
