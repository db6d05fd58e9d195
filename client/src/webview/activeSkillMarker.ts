/// <reference lib="dom" />
import type { CatalogDto } from '../../../server/src/lsp/protocol';
import { activeSkillEntry } from '../preview/activeSkillEntry';

/** What the page shows of the active skill after a change: its marked entry, and whether it is on screen. */
export interface ActiveSkillShown {
  /** The uri of the marked entry; null when the catalog shown has none for the active document. */
  readonly uri: string | null;
  readonly inView: boolean;
}

/** The attribute that names the skill of an element (entry rows, exclusions, lines of the exact text). */
export const SKILL_URI_ATTRIBUTE = 'data-skill-uri';
const MARK_CLASS = 'active-skill';

/**
 * Marks the entry of the skill being edited, in whichever view shows the catalog, and brings it
 * into view when the host says the user switched to it or edited it. It never takes the focus,
 * and it scrolls only for such a report: re-rendering alone keeps the scroll where the user left it.
 * A document the catalog shown does not list (another skills folder, the preview locked) marks
 * nothing and moves nothing; the reveal waits for a catalog that lists it.
 */
export class ActiveSkillMarker {
  private documentUri: string | undefined;
  private revealPending = false;
  private marked: Element | null = null;

  /** The host's report: the user switched to or edited `documentUri` (null: no document to follow). */
  follow(documentUri: string | null): void {
    this.documentUri = documentUri ?? undefined;
    this.revealPending = documentUri !== null;
  }

  /**
   * Marks the active skill's element in `content` (after each render and each report), scrolling
   * to it when a reveal is pending; `topInset` is what covers the top of the page (the sticky
   * toolbar). Returns what changed, or undefined when nothing did.
   */
  apply(content: HTMLElement, catalog: CatalogDto | null | undefined, topInset: number): ActiveSkillShown | undefined {
    const uri = this.documentUri && catalog ? activeSkillEntry(this.documentUri, catalog) : undefined;
    const element = uri ? content.querySelector(`[${SKILL_URI_ATTRIBUTE}="${CSS.escape(uri)}"]`) : null;
    const changed = element !== this.marked;
    if (changed) {
      this.marked?.classList.remove(MARK_CLASS);
      this.marked?.removeAttribute('aria-current');
      element?.classList.add(MARK_CLASS);
      element?.setAttribute('aria-current', 'true');
      this.marked = element;
    }
    const reveal = element !== null && this.revealPending;
    if (reveal) {
      this.revealPending = false;
      scrollIntoViewBelow(element, topInset);
    }
    if (!changed && !reveal) return undefined;
    return { uri: element ? uri! : null, inView: element ? isInView(element, topInset) : false };
  }
}

/** Fully visible below `topInset`, or — taller than the room there — its top is. */
function isInView(element: Element, topInset: number): boolean {
  const rect = element.getBoundingClientRect();
  const bottom = window.innerHeight;
  if (rect.top < topInset - 1) return false;
  return rect.bottom <= bottom + 1 || (rect.height > bottom - topInset && rect.top < bottom);
}

/** Scrolls the page just enough to centre `element` below `topInset` (its top first when it is taller); no focus change. */
function scrollIntoViewBelow(element: Element, topInset: number): void {
  if (isInView(element, topInset)) return;
  const rect = element.getBoundingClientRect();
  const room = window.innerHeight - topInset;
  window.scrollBy({ top: rect.top - topInset - Math.max(0, (room - rect.height) / 2), behavior: 'instant' });
}
