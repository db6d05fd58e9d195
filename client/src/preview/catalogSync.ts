import type { CatalogResult } from '../../../server/src/lsp/protocol';
import { diffCatalog, snapshotCatalog, type CatalogSnapshot } from './catalogDelta';
import type { HostMessage } from './messages';

type CatalogMessage = Extract<HostMessage, { type: 'catalog' | 'catalogDelta' }>;

/**
 * The host's memory of what its webview shows, to send each new catalog as cheaply as it can:
 * nothing when it is unchanged (the server announces many changes that leave a catalog as it
 * was), the changed entries when the webview has the one before, the whole catalog otherwise.
 */
export class CatalogSync {
  private seq = 0;
  /** What the webview shows (after the last message returned), when it can take a delta on it. */
  private shown: { readonly seq: number; readonly snapshot: CatalogSnapshot } | undefined;
  /** What the webview shows when it cannot take a delta (no catalog, an error, entries sharing a uri), serialized: a repeat is not sent. */
  private shownWhole: string | undefined;

  /** The webview lost what it showed (a new page, a message not delivered): the next message is whole. */
  reset(): void {
    this.shown = undefined;
    this.shownWhole = undefined;
  }

  /** The message that brings the webview to `result` (null: no catalog, with `error` when the server failed); undefined when it shows it already. */
  next(result: CatalogResult | null, error?: string): CatalogMessage | undefined {
    const snapshot = result ? snapshotCatalog(result) : undefined;
    if (!snapshot) {
      const whole = JSON.stringify([result, error ?? null]);
      if (whole === this.shownWhole) return undefined;
      this.shown = undefined;
      this.shownWhole = whole;
      return { type: 'catalog', seq: ++this.seq, result, ...(error !== undefined ? { error } : {}) };
    }
    this.shownWhole = undefined;
    const previous = this.shown;
    const delta = previous ? diffCatalog(previous.snapshot, snapshot) : undefined;
    if (delta === null) return undefined;
    const seq = ++this.seq;
    this.shown = { seq, snapshot };
    return delta && previous ? { type: 'catalogDelta', base: previous.seq, seq, delta } : { type: 'catalog', seq, result: snapshot.result };
  }
}
