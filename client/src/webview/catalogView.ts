/// <reference lib="dom" />
import type { CatalogDto, CatalogResult } from '../../../server/src/lsp/protocol';
import type { ViewMode } from '../preview/messages';
import type { RenderContext } from './context';
import { fmt, h, icon, reconcileChildren } from './dom';
import { KeyedParts } from './keyedParts';
import { renderBudget } from './renderBudget';
import { renderSafety } from './renderSafety';
import { portabilityList, renderPortabilityItem, renderPortabilitySection } from './renderPortability';
import { renderEmptyBody, renderEntriesSection, renderEntry, renderExcluded, renderSummary, renderTextBody, renderWarnings } from './renderCatalog';

/**
 * The preview's content, patched in place on every catalog: a section whose inputs did not
 * change keeps its element, entries are keyed by uri and rebuilt only when they changed, and
 * nothing is ever emptied first — so typing in a skill neither flickers nor moves the scroll.
 */
export class CatalogView {
  private readonly sections = new KeyedParts();
  private readonly entries = new KeyedParts();
  private readonly portable = new KeyedParts();
  /** The list of the entries section last built. */
  private list: HTMLElement | undefined;
  /** The list of the portability section last built. */
  private portableList: HTMLElement | undefined;

  constructor(
    private readonly content: HTMLElement,
    private readonly ctx: RenderContext,
  ) {}

  /** Shows `result` in `view`, or the server's `error`. */
  show(result: CatalogResult | null, error: string | undefined, view: ViewMode): void {
    const { strings } = this.ctx;
    const catalog = result?.catalog;
    let children: (HTMLElement | null)[];
    if (error !== undefined) {
      children = [this.sections.get('error', error, () => h('p', { class: 'flag error' }, icon('error'), fmt(strings.serverDown, error)))];
    } else if (!catalog) {
      children = [this.sections.get('noRoot', '', () => h('div', { class: 'no-root' }, h('h2', {}, icon('library'), strings.noRoot), h('p', { class: 'muted' }, strings.noRootHint)))];
    } else {
      children = [
        this.sections.get('summary', summaryInput(catalog), () => renderSummary(catalog, this.ctx)),
        this.sections.get('warnings', JSON.stringify(catalog.warnings), () => renderWarnings(catalog, this.ctx)),
        this.sections.get('safety', JSON.stringify(catalog.safety ?? null), () => renderSafety(catalog, this.ctx)),
        this.sections.get('budget', budgetInput(catalog), () => renderBudget(catalog, this.ctx)),
        this.body(catalog, view),
        this.portability(catalog),
        this.sections.get('excluded', JSON.stringify(catalog.excluded), () => renderExcluded(catalog, this.ctx)),
      ];
    }
    this.sections.sweep();
    reconcileChildren(this.content, children);
  }

  private body(catalog: CatalogDto, view: ViewMode): HTMLElement | null {
    if (catalog.entries.length === 0 && catalog.excluded.length === 0) return this.sections.get('body', 'empty', () => renderEmptyBody(this.ctx));
    if (view === 'text') return this.sections.get('body', JSON.stringify(['text', catalog.title, catalog.text, catalog.entries.map((e) => [e.uri, e.line])]), () => renderTextBody(catalog));
    const section = this.sections.get('body', 'entries', () => {
      const built = renderEntriesSection(this.ctx);
      this.list = built.list;
      return built.section;
    });
    // Unchanged entries are the very objects shown before (applyCatalogDelta): their rows stay.
    const seen = new Map<string, number>();
    const rows = catalog.entries.map((entry) => {
      const n = seen.get(entry.uri) ?? 0;
      seen.set(entry.uri, n + 1);
      return this.entries.get(n === 0 ? entry.uri : `${entry.uri}#${n}`, entry, () => renderEntry(entry, this.ctx));
    });
    this.entries.sweep();
    reconcileChildren(this.list!, rows);
    return section;
  }

  /** Which agents load each skill: the frame kept while the readers and the tally stay, each skill's item while its entry stays. */
  private portability(catalog: CatalogDto): HTMLElement | null {
    const shown = portabilityList(catalog.entries);
    const section = this.sections.get('portability', JSON.stringify([catalog.root.readers ?? null, shown.skills.length, shown.troubled]), () => {
      const built = renderPortabilitySection(catalog, shown, this.ctx);
      this.portableList = built?.list;
      return built?.section ?? null;
    });
    if (!section) return null;
    const items = shown.skills.map((entry) => this.portable.get(entry.uri, entry, () => renderPortabilityItem(entry, this.ctx)));
    this.portable.sweep();
    reconcileChildren(this.portableList!, items);
    return section;
  }
}

/** What the summary line shows: title, sizes, listed count and problem totals. */
function summaryInput(catalog: CatalogDto): string {
  return JSON.stringify([catalog.title, catalog.chars, catalog.tokens, catalog.entries.map((e) => [e.status, e.problems.errors, e.problems.warnings])]);
}

/** What the budget section shows: the budget and each entry's status, name and line length. */
function budgetInput(catalog: CatalogDto): string {
  return JSON.stringify([catalog.budget ?? null, catalog.entries.map((e) => [e.status, e.name, e.line.length])]);
}
