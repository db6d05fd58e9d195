/// <reference lib="dom" />
import type { CatalogDto, CatalogEntryDto } from '../../../server/src/lsp/protocol';
import type { RenderContext } from './context';
import { SKILL_URI_ATTRIBUTE } from './activeSkillMarker';
import { catalogTextParts } from './catalogTextParts';
import { fmt, h, icon, plural, richText } from './dom';

/** Size, listed skills and problem totals, in one line. */
export function renderSummary(catalog: CatalogDto, ctx: RenderContext): HTMLElement {
  const { strings, formatNumber } = ctx;
  const listed = catalog.entries.filter((entry) => entry.status !== 'omitted').length;
  const errors = sum(catalog.entries, (entry) => entry.problems.errors);
  const warnings = sum(catalog.entries, (entry) => entry.problems.warnings);
  return h(
    'div',
    { class: 'summary' },
    h('span', { class: 'summary-title' }, catalog.title),
    h('span', { class: 'summary-item' }, icon('symbol-text'), fmt(strings.size, formatNumber(catalog.chars), formatNumber(catalog.tokens))),
    h('span', { class: 'summary-item' }, icon('list-flat'), plural(listed, strings.oneSkillListed, strings.skillsCount, formatNumber(listed))),
    errors > 0 && h('span', { class: 'summary-item error' }, icon('error'), plural(errors, strings.oneError, strings.errors, formatNumber(errors))),
    warnings > 0 && h('span', { class: 'summary-item warning' }, icon('warning'), plural(warnings, strings.oneWarning, strings.warnings, formatNumber(warnings))),
  );
}

/** The count line the command line prints first (English and French). */
const COUNT_LINE = /^skills ?: \d+(\s|$)/;

/** Notes on the listing: counts and what the runtime warns about (mm prints them as its startup banner). */
export function renderWarnings(catalog: CatalogDto, ctx: RenderContext): HTMLElement | null {
  // The command line's count line (`skills: 3 listed in full, …`) repeats the summary above.
  const notes = catalog.warnings.filter((warning) => !COUNT_LINE.test(warning));
  if (notes.length === 0) return null;
  return h(
    'section',
    { class: 'banner', 'aria-label': ctx.strings.warningsTitle },
    h('h3', {}, icon('info'), ctx.strings.warningsTitle),
    h('ul', {}, ...notes.map((warning) => h('li', {}, richText(warning)))),
  );
}

/** The catalog's place when it has no entry and excludes nothing. */
export function renderEmptyBody(ctx: RenderContext): HTMLElement {
  return h('p', { class: 'empty' }, icon('info'), ctx.strings.empty);
}

/** The catalog as the exact text the model gets; each entry's line carries its skill (to mark the active one). */
export function renderTextBody(catalog: CatalogDto): HTMLElement {
  const parts = catalogTextParts(catalog.text, catalog.entries).map((part) => (part.uri ? h('span', { [SKILL_URI_ATTRIBUTE]: part.uri }, part.text) : part.text));
  return h('pre', { class: 'catalog-text', tabindex: 0, 'aria-label': catalog.title }, ...parts);
}

/** The list of entries, empty: its rows ({@link renderEntry}) are put in by the caller, keyed by uri. */
export function renderEntriesSection(ctx: RenderContext): { readonly section: HTMLElement; readonly list: HTMLElement } {
  const list = h('ul', { class: 'entries', role: 'list' });
  return { section: h('section', { class: 'entries-section', 'aria-label': ctx.strings.entriesTitle }, list), list };
}

/** One row of the catalog: name (opens the skill), status, problems, description, reason, keywords. */
export function renderEntry(entry: CatalogEntryDto, ctx: RenderContext): HTMLElement {
  const { strings, formatNumber } = ctx;
  const open = h(
    'button',
    { class: 'link entry-name', type: 'button', title: fmt(strings.openSkill, entry.name) },
    icon('symbol-file'),
    h('span', {}, entry.name),
  );
  open.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: entry.uri, line: entry.headerLine }));
  const statusBadge = entry.status === 'full' ? null : h('span', { class: `badge status-${entry.status}` }, entry.status === 'name-only' ? strings.statusNameOnly : strings.statusOmitted);
  const problems = h(
    'span',
    { class: 'problems' },
    entry.problems.errors > 0 && h('span', { class: 'error', title: plural(entry.problems.errors, strings.oneError, strings.errors) }, icon('error'), formatNumber(entry.problems.errors)),
    entry.problems.warnings > 0 && h('span', { class: 'warning', title: plural(entry.problems.warnings, strings.oneWarning, strings.warnings) }, icon('warning'), formatNumber(entry.problems.warnings)),
  );
  // A skill left out of the listing shows the model nothing at all: no "bare name" warning for it.
  const description = entry.description
    ? h('p', { class: `entry-description${entry.status === 'full' ? '' : ' lost'}` }, entry.description)
    : entry.status === 'omitted' ? null : h('p', { class: 'flag warning' }, icon('warning'), strings.noDescription);
  return h(
    'li',
    { class: `entry status-${entry.status}`, title: entry.line || undefined, [SKILL_URI_ATTRIBUTE]: entry.uri },
    h('div', { class: 'entry-head' }, open, statusBadge, problems),
    description,
    entry.reason ? h('p', { class: 'entry-reason' }, icon('info'), h('span', {}, richText(entry.reason))) : null,
    renderKeywords(entry, ctx),
  );
}

function renderKeywords(entry: CatalogEntryDto, ctx: RenderContext): HTMLElement | null {
  if (entry.keywords.length === 0 && entry.droppedKeywords.length === 0) return null;
  const { strings } = ctx;
  const kept = entry.keywords.map((keyword) => h('li', { class: 'keyword' }, keyword));
  const dropped = entry.droppedKeywords.map((keyword) => h('li', { class: 'keyword dropped', title: strings.droppedKeyword }, h('s', {}, keyword)));
  return h(
    'div',
    { class: 'entry-keywords' },
    h('ul', { class: 'keywords', role: 'list' }, ...kept, ...dropped),
    entry.droppedKeywords.length > 0 && h('p', { class: 'flag warning small' }, icon('warning'), plural(entry.droppedKeywords.length, strings.oneDroppedKeyword, strings.droppedKeywords)),
  );
}

/** Skills left out of the catalog (shadowed, disabled…) and ignored files, with the reason. */
export function renderExcluded(catalog: CatalogDto, ctx: RenderContext): HTMLElement | null {
  if (catalog.excluded.length === 0) return null;
  const items = catalog.excluded.map((excluded) => {
    const open = h('button', { class: 'link', type: 'button', title: fmt(ctx.strings.openSkill, excluded.name) }, excluded.name);
    open.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: excluded.uri, line: 0 }));
    return h('li', { [SKILL_URI_ATTRIBUTE]: excluded.uri }, icon('circle-slash'), open, h('span', { class: 'reason' }, richText(excluded.reason)));
  });
  return h('section', { class: 'excluded' }, h('h2', {}, ctx.strings.excludedTitle), h('ul', { role: 'list' }, ...items));
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}
