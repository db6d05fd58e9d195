/// <reference lib="dom" />
// DOM helpers for the preview: every piece of text goes through textContent or attribute
// setters, never through innerHTML, so skill text can never become markup.

type Child = Node | string | null | undefined | false;

/** Attributes and a few properties of an element; `undefined`/`false` values are skipped. */
export type Attrs = Record<string, string | number | boolean | undefined>;

/** Creates `<tag>` with attributes and children (strings become text nodes). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

/** Appends children, skipping empty ones. */
export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** A codicon (decorative: hidden from screen readers). */
export function icon(name: string, extraClass = ''): HTMLElement {
  return h('span', { class: `codicon codicon-${name}${extraClass ? ` ${extraClass}` : ''}`, 'aria-hidden': 'true' });
}

/** Fills `{0}`, `{1}`… in a localized template. */
export function fmt(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? match : String(value);
  });
}

/** Replaces the children of `parent` in one step (no intermediate paint, so no flicker). */
export function replace(parent: Element, ...children: Child[]): void {
  const fragment = document.createDocumentFragment();
  append(fragment, children);
  parent.replaceChildren(fragment);
}

/**
 * Makes `children` (empties skipped) the children of `parent`, in order, moving or inserting
 * only the nodes not already in place and removing the rest: nodes kept stay as they are
 * (scroll, focus, selection), and the page is never emptied in between.
 */
export function reconcileChildren(parent: Element, children: readonly Child[]): void {
  let index = 0;
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    const node = typeof child === 'string' ? document.createTextNode(child) : child;
    const current = parent.childNodes[index];
    if (current !== node) parent.insertBefore(node, current ?? null);
    index++;
  }
  while (parent.childNodes.length > index) parent.lastChild!.remove();
}

/** Text where `backticked` spans become <code> (server reasons and warnings use them). */
export function richText(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  text.split(/(`[^`]+`)/).forEach((part) => {
    if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) fragment.appendChild(h('code', {}, part.slice(1, -1)));
    else if (part) fragment.appendChild(document.createTextNode(part));
  });
  return fragment;
}

/** `one` when count is 1, else `other` with {0} filled. */
export function plural(count: number, one: string, other: string, formatted: string = String(count)): string {
  return count === 1 ? one : fmt(other, formatted);
}
