/// <reference lib="dom" />
import type { TriggerResultRow } from '../preview/messages';
import type { RenderContext } from './context';
import { fmt, h, icon } from './dom';

/**
 * The last trigger test results per skill and agent; those measured on another description
 * (the skill's or a sibling's) marked stale. Nothing when no test ran yet.
 */
export function renderTriggerResults(rows: readonly TriggerResultRow[], ctx: RenderContext): HTMLElement | null {
  if (!rows.length) return null;
  const { strings } = ctx;
  const items = rows.map((row) => {
    const open = h('button', { class: 'link', type: 'button' }, row.name);
    open.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: row.uri, line: 0 }));
    const agents = row.agents.map((a) => h('li', { class: `trigger-agent${a.stale ? ' stale' : ''}` },
      icon(a.stale ? 'history' : a.failed + a.errors ? 'error' : 'pass', a.stale ? 'muted' : a.failed + a.errors ? 'error' : 'success'),
      h('span', {}, fmt(strings.triggersCounts, a.label, a.passed, a.failed, a.errors)),
      a.stale && h('span', { class: 'badge stale', title: strings.triggersStaleWhy }, strings.triggersStale)));
    return h('li', {}, open, h('ul', { role: 'list' }, ...agents));
  });
  return h('section', { class: 'triggers', 'aria-label': strings.triggersTitle }, h('h3', {}, icon('beaker'), ' ', strings.triggersTitle), h('ul', { role: 'list' }, ...items));
}
