/// <reference lib="dom" />
import type { CatalogResult, RootDto } from '../../../server/src/lsp/protocol';
import type { ViewMode } from '../preview/messages';
import type { RenderContext } from './context';
import { fmt, h, icon, richText } from './dom';

/** What the toolbar's controls do. */
export interface ToolbarHandlers {
  selectRoot(uri: string): void;
  selectTarget(id: string): void;
  selectView(view: ViewMode): void;
  copy(): void;
  switchProfile(): void;
}

/** Root picker, profile (with its reason and a switch button), target tabs, view toggle, copy. */
export function renderToolbar(result: CatalogResult, view: ViewMode, ctx: RenderContext, on: ToolbarHandlers): HTMLElement {
  const { strings } = ctx;
  const catalog = result.catalog;
  const root = catalog?.root;
  const left = h('div', { class: 'toolbar-group' });
  if (result.roots.length > 1) {
    const select = h('select', { class: 'dropdown', 'aria-label': strings.root, 'data-key': 'root' });
    for (const candidate of result.roots) select.appendChild(h('option', { value: candidate.uri, selected: candidate.uri === root?.uri }, candidate.label));
    select.addEventListener('change', () => on.selectRoot(select.value));
    left.append(h('label', { class: 'field-label' }, icon('library'), select));
  } else if (root) {
    left.append(h('span', { class: 'root-label', title: strings.root }, icon('library'), root.label));
  }
  if (root) left.append(renderProfile(root, ctx, on));

  const right = h('div', { class: 'toolbar-group end' });
  if (root && root.targets.length > 1) left.append(renderTargets(root, catalog.target, ctx, on));
  right.append(
    segmented('view', `${strings.viewStructured} / ${strings.viewText}`, [
      { id: 'structured', label: strings.viewStructured, icon: 'list-tree', pressed: view === 'structured' },
      { id: 'text', label: strings.viewText, icon: 'symbol-text', pressed: view === 'text' },
    ], (id) => on.selectView(id === 'text' ? 'text' : 'structured')),
  );
  const copy = h('button', { class: 'icon-button', type: 'button', title: strings.copy, 'aria-label': strings.copy, disabled: !catalog, 'data-key': 'copy' }, icon('copy'));
  copy.addEventListener('click', () => on.copy());
  right.append(copy);
  return h('header', { class: 'toolbar' }, left, right);
}

function renderProfile(root: RootDto, ctx: RenderContext, on: ToolbarHandlers): HTMLElement {
  const { strings } = ctx;
  const reason = root.choice.explicit ? strings.profileExplicit : fmt(strings.profileAuto, root.choice.reason);
  // The tooltip is plain text: drop the backticks.
  const plain = reason.replace(/`/g, '');
  const button = h('button', { class: 'link', type: 'button', title: strings.switchProfile, 'data-key': 'profile' }, h('span', { class: 'profile-name' }, root.profileLabel ?? root.choice.profile));
  button.addEventListener('click', () => on.switchProfile());
  return h('span', { class: 'profile', title: plain }, h('span', { class: 'muted' }, `${strings.profile}:`), button, h('span', { class: 'muted reason' }, richText(reason)));
}

/** The catalog variants (agent targets): a dropdown, as their labels are long. */
function renderTargets(root: RootDto, current: string, ctx: RenderContext, on: ToolbarHandlers): HTMLElement {
  const select = h('select', { class: 'dropdown', 'aria-label': ctx.strings.target, 'data-key': 'target' });
  for (const target of root.targets) select.appendChild(h('option', { value: target.id, selected: target.id === current }, target.label));
  select.addEventListener('change', () => on.selectTarget(select.value));
  return h('label', { class: 'field-label' }, h('span', { class: 'muted' }, `${ctx.strings.target}:`), select);
}

interface SegmentOption {
  readonly id: string;
  readonly label: string;
  readonly icon?: string;
  readonly pressed: boolean;
}

/** A row of toggle buttons (one pressed), reachable with Tab and switched with the arrow keys. */
function segmented(key: string, label: string, options: readonly SegmentOption[], select: (id: string) => void): HTMLElement {
  const group = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': label });
  const buttons = options.map((option) => {
    const button = h(
      'button',
      { type: 'button', 'data-key': `${key}:${option.id}`, role: 'radio', 'aria-checked': String(option.pressed), class: option.pressed ? 'selected' : undefined, tabindex: option.pressed ? 0 : -1, title: option.label },
      option.icon ? icon(option.icon) : null,
      h('span', {}, option.label),
    );
    button.addEventListener('click', () => select(option.id));
    return button;
  });
  group.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const next = buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]!;
    event.preventDefault();
    next.focus();
    next.click();
  });
  group.append(...buttons);
  return group;
}
