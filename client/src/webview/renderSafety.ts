/// <reference lib="dom" />
import type { CatalogDto, SafetyItemDto } from '../../../server/src/lsp/protocol';
import type { RenderContext } from './context';
import { fmt, h, icon, plural, richText } from './dom';

const ICONS: Record<SafetyItemDto['severity'], string> = { error: 'error', warning: 'warning', information: 'info', hint: 'lightbulb' };

/**
 * What the safety checks found per skill (hidden text decoded, risky commands, secrets,
 * bundled binaries): each skill opens at its header, each finding at its line.
 */
export function renderSafety(catalog: CatalogDto, ctx: RenderContext): HTMLElement | null {
  const skills = catalog.safety;
  if (!skills || skills.length === 0) return null;
  const { strings, formatNumber } = ctx;
  const rows = skills.map((skill) => {
    const open = h('button', { class: 'link safety-skill', type: 'button', title: fmt(strings.openSkill, skill.name) }, icon('shield'), h('span', {}, skill.name));
    open.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: skill.uri, line: 0 }));
    const items = skill.items.map((item) => {
      const go = h('button', { class: `link safety-item ${item.severity}`, type: 'button', 'data-code': item.code }, icon(ICONS[item.severity]), h('span', { class: 'safety-code' }, item.code), h('span', { class: 'safety-message' }, richText(item.message)));
      go.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: skill.uri, line: item.line }));
      return h('li', {}, go);
    });
    return h('li', { class: 'safety-entry' }, h('div', { class: 'entry-head' }, open, h('span', { class: 'muted' }, plural(skill.items.length, strings.oneSafetyFinding, strings.safetyFindings, formatNumber(skill.items.length)))), h('ul', { role: 'list' }, ...items));
  });
  return h('section', { class: 'safety', 'aria-label': strings.safetyTitle }, h('h2', {}, icon('shield'), strings.safetyTitle), h('p', { class: 'muted' }, strings.safetyHint), h('ul', { role: 'list' }, ...rows));
}
