/// <reference lib="dom" />
import type { CatalogDto, CatalogEntryDto } from '../../../server/src/lsp/protocol';
import type { RenderContext } from './context';
import { fmt, h, icon } from './dom';

/**
 * The listing budget of agent targets: a bar of the characters each entry takes against the
 * limit, and the skills that lose their description or their entry first (from the server's
 * per-entry status: the renderer never guesses the runtime's rules).
 */
export function renderBudget(catalog: CatalogDto, ctx: RenderContext): HTMLElement | null {
  const budget = catalog.budget;
  if (!budget) return null;
  const { strings, formatNumber } = ctx;
  const children: (HTMLElement | null)[] = [];

  if (budget.limitChars > 0) {
    const over = budget.usedChars > budget.limitChars;
    const scale = Math.max(budget.limitChars, budget.usedChars, 1);
    const bar = h('div', {
      class: `budget-bar${over ? ' over' : ''}`,
      role: 'meter',
      'aria-valuemin': 0,
      'aria-valuemax': budget.limitChars,
      'aria-valuenow': Math.min(budget.usedChars, budget.limitChars),
      'aria-label': strings.budgetTitle,
    });
    // One segment per listed entry, sized by its line, together filling the characters used.
    const listed = catalog.entries.filter((entry) => entry.status !== 'omitted');
    const lineTotal = listed.reduce((total, entry) => total + entry.line.length + 1, 0) || 1;
    for (const entry of listed) {
      const segment = h('span', { class: `segment status-${entry.status}`, title: `${entry.name} · ${formatNumber(entry.line.length)}` });
      // Widths are set through the CSSOM: the CSP forbids inline style attributes.
      segment.style.width = `${(100 * budget.usedChars * (entry.line.length + 1)) / (lineTotal * scale)}%`;
      bar.appendChild(segment);
    }
    const limit = h('span', { class: 'limit', 'aria-hidden': 'true' });
    limit.style.left = `${(100 * budget.limitChars) / scale}%`;
    bar.appendChild(limit);
    children.push(
      h('div', { class: 'budget-head' }, h('span', { class: 'budget-title' }, strings.budgetTitle), h('span', { class: over ? 'warning' : 'muted' }, fmt(strings.budgetUsage, formatNumber(budget.usedChars), formatNumber(budget.limitChars)))),
      bar,
      h('p', { class: 'muted small' }, strings.budgetHint),
    );
  }
  if (budget.fullEntriesLimit !== undefined) {
    children.push(renderFullEntries(catalog.entries, budget.fullEntriesLimit, ctx));
  }
  // Only what the budget costs belongs here: a skill the agent never loads (another folder, a refused
  // header) is 'omitted' too, but no budget left it out; its reason is shown with its entry.
  const lostDescription = catalog.entries.filter((entry) => entry.status === 'name-only');
  const over = budget.limitChars > 0 && budget.usedChars > budget.limitChars;
  if (lostDescription.length > 0 || over) {
    children.push(
      h('p', { class: 'flag warning' }, icon('warning'), strings.budgetOver),
      losers(lostDescription, strings.losesDescription, 'status-name-only'),
    );
  }
  return h('section', { class: 'budget', 'aria-label': strings.budgetTitle }, ...children);
}

/** VS Code's `<skills>` block: the first N skills get a full entry, the rest only a name. */
function renderFullEntries(entries: readonly CatalogEntryDto[], limit: number, ctx: RenderContext): HTMLElement {
  const listed = entries.filter((entry) => entry.status !== 'omitted').length;
  const counter = h('span', { class: listed > limit ? 'warning' : 'muted' }, `${ctx.formatNumber(Math.min(listed, limit))} / ${ctx.formatNumber(limit)}`);
  return h('div', { class: 'budget-head' }, h('span', { class: 'budget-title' }, fmt(ctx.strings.budgetFullEntries, ctx.formatNumber(limit))), counter);
}

function losers(entries: readonly CatalogEntryDto[], label: string, statusClass: string): HTMLElement | null {
  if (entries.length === 0) return null;
  return h(
    'p',
    { class: 'losers' },
    h('span', { class: `badge ${statusClass}` }, label),
    ' ',
    entries.map((entry) => entry.name).join(', '),
  );
}
