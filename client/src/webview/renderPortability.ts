/// <reference lib="dom" />
import type { CatalogDto, CatalogEntryDto, PortabilityDto, PortabilityRowDto } from '../../../server/src/lsp/protocol';
import type { RenderContext } from './context';
import { fmt, h, icon, richText } from './dom';

const STATUS_ICON: Record<PortabilityRowDto['status'], string> = { 'as-written': 'pass', otherwise: 'warning', 'not-loaded': 'error' };

/** The skills the section shows, those some agent takes otherwise first, and how many those are. */
export interface PortabilityList {
  readonly skills: readonly CatalogEntryDto[];
  readonly troubled: number;
}

/**
 * The entries with portability rows, one per skill file (an entry listed twice, a linked folder,
 * shows once): those some agent takes otherwise first, then the others, each in catalog order.
 */
export function portabilityList(entries: readonly CatalogEntryDto[]): PortabilityList {
  const seen = new Set<string>();
  const troubled: CatalogEntryDto[] = [];
  const fine: CatalogEntryDto[] = [];
  for (const e of entries) {
    if (!e.portability || seen.has(e.uri)) continue;
    seen.add(e.uri);
    (portable(e.portability) ? fine : troubled).push(e);
  }
  return { skills: [...troubled, ...fine], troubled: troubled.length };
}

/**
 * The section's frame: its title, the tally, which agents read the root's folder, and the list
 * the skills' items go in (built per skill by {@link renderPortabilityItem}, kept while unchanged).
 * Null when the catalog's format is read by one runtime only.
 */
export function renderPortabilitySection(catalog: CatalogDto, shown: PortabilityList, ctx: RenderContext): { section: HTMLElement; list: HTMLElement } | null {
  if (shown.skills.length === 0) return null;
  const { strings } = ctx;
  const readers = catalog.root.readers ?? [];
  const hint = readers.length > 0 ? fmt(strings.portabilityReadBy, readers.join(', ')) : strings.portabilityReadByNone;
  const ok = shown.troubled === 0;
  const tally = ok ? strings.portabilityAll : fmt(strings.portabilitySome, ctx.formatNumber(shown.troubled), ctx.formatNumber(shown.skills.length));
  const list = h('ul', { role: 'list' });
  const section = h('section', { class: 'portability', 'aria-label': strings.portabilityTitle },
    h('h2', {}, icon('globe'), strings.portabilityTitle),
    h('p', { class: 'portability-tally' }, icon(ok ? 'pass' : 'warning', ok ? 'status-as-written' : 'status-otherwise'), h('span', {}, tally)),
    h('p', { class: 'muted portability-readers' }, hint),
    list);
  return { section, list };
}

/** True when every agent that reads the folder loads the skill as written. */
function portable(p: PortabilityDto): boolean {
  return p.rows.every((r) => !r.readsFolder || r.status === 'as-written');
}

/**
 * One skill: a summary of what the agents reading its folder do, then one row per agent —
 * loaded as written, loaded otherwise (how), or not loaded (why) — and the change that makes
 * all of them load it as written. Open when some agent takes it otherwise.
 */
export function renderPortabilityItem(entry: CatalogEntryDto, ctx: RenderContext): HTMLElement {
  return renderSkill(entry.name, entry.uri, entry.portability!, ctx);
}

function renderSkill(name: string, uri: string, skill: PortabilityDto, ctx: RenderContext): HTMLElement {
  const { strings, formatNumber } = ctx;
  // The counts are of agents, as the folder's line above lists them; the validator is said apart.
  const readers = skill.rows.filter((r) => r.readsFolder);
  const agents = readers.filter((r) => !r.validator);
  const validators = readers.filter((r) => r.validator && r.status !== 'as-written');
  const count = (status: PortabilityRowDto['status'], of = agents) => of.filter((r) => r.status === status).length;
  const ok = portable(skill);
  const counts = ok
    ? fmt(strings.portabilityEverywhere, formatNumber(agents.length))
    : fmt(strings.portabilityCounts, formatNumber(count('as-written')), formatNumber(count('otherwise')), formatNumber(count('not-loaded')), formatNumber(agents.length));
  const summaryText = [counts, ...validators.map((v) => fmt(strings.portabilityValidator, v.label, statusText(v.status, ctx)))].join(' · ');
  const open = h('button', { class: 'link portability-skill', type: 'button', title: fmt(strings.openSkill, name) }, name);
  open.addEventListener('click', (event) => {
    // A click on the name opens the skill; it does not fold the details.
    event.preventDefault();
    ctx.post({ type: 'openSkill', uri, line: 0 });
  });
  const worst = count('not-loaded', readers) > 0 ? 'not-loaded' : count('otherwise', readers) > 0 ? 'otherwise' : 'as-written';
  const summary = h('summary', {}, icon(STATUS_ICON[worst], `status-${worst}`), open, h('span', { class: 'muted' }, summaryText));
  const rows = readers.map((r) => h('tr', { class: `portability-row ${r.status}`, 'data-agent': r.agent },
    h('th', { scope: 'row' }, r.label, r.verified === 'source' ? h('span', { class: 'muted unverified' }, ` (${strings.portabilityFromSource})`) : ''),
    h('td', { class: 'portability-status' }, icon(STATUS_ICON[r.status], `status-${r.status}`), h('span', {}, statusText(r.status, ctx))),
    h('td', { class: 'portability-detail' }, r.detail ? richText(r.detail) : '')));
  const parts: HTMLElement[] = [h('table', { class: 'portability-table' }, h('tbody', {}, ...rows))];
  if (skill.fixes.length > 0) {
    const fixes = skill.fixes.map((f) => `${f.text} (${f.agents.join(', ')})`).join('; ');
    parts.unshift(h('p', { class: 'portability-fix' }, icon('lightbulb'), h('span', {}, richText(fmt(strings.portabilityFix, fixes)))));
  }
  const elsewhere = skill.rows.filter((r) => !r.readsFolder).map((r) => r.label);
  if (elsewhere.length > 0) parts.push(h('p', { class: 'muted portability-elsewhere' }, fmt(strings.portabilityNotHere, elsewhere.join(', '))));
  const details = h('details', { class: `portability-entry ${worst}`, 'data-uri': uri }, summary, ...parts);
  if (!ok) details.open = true;
  return h('li', {}, details);
}

function statusText(status: PortabilityRowDto['status'], ctx: RenderContext): string {
  return status === 'as-written' ? ctx.strings.portabilityAsWritten : status === 'otherwise' ? ctx.strings.portabilityOtherwise : ctx.strings.portabilityNotLoaded;
}
