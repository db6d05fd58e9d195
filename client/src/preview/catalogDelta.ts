/**
 * Catalog updates as deltas: while the author types, one entry of the catalog changes, so the
 * host sends the entries that changed (keyed by their uri) and the webview rebuilds the rest
 * from what it shows. No `vscode` import: the host and the webview bundle both use this file.
 */
import type { CatalogDto, CatalogEntryDto, CatalogResult } from '../../../server/src/lsp/protocol';

/** A catalog without its entries: what every delta carries whole (title, text, sizes, budget…). */
export type CatalogFrame = Omit<CatalogDto, 'entries'>;

/** What turns the catalog the webview shows into the next one. */
export interface CatalogDelta {
  readonly roots: CatalogResult['roots'];
  readonly frame: CatalogFrame;
  /** The uri of every entry, in catalog order. */
  readonly order: readonly string[];
  /** The entries that are new or differ from the shown ones. */
  readonly changed: readonly CatalogEntryDto[];
}

/** A catalog result taken apart for comparison: each part serialized once. */
export interface CatalogSnapshot {
  readonly result: CatalogResult;
  readonly roots: string;
  /** The catalog without its entries, and that serialized. */
  readonly frame: CatalogFrame;
  readonly frameJson: string;
  /** uri → serialized entry, in catalog order. */
  readonly entries: ReadonlyMap<string, string>;
}

/** Serializes the parts of `result` that deltas compare; undefined when it has no catalog or two entries share a uri. */
export function snapshotCatalog(result: CatalogResult): CatalogSnapshot | undefined {
  const catalog = result.catalog;
  if (!catalog) return undefined;
  const { entries, ...frame } = catalog;
  const serialized = new Map(entries.map((entry) => [entry.uri, JSON.stringify(entry)]));
  if (serialized.size !== entries.length) return undefined;
  return { result, roots: JSON.stringify(result.roots), frame, frameJson: JSON.stringify(frame), entries: serialized };
}

/** The delta from `shown` to `next`, or null when nothing changed. */
export function diffCatalog(shown: CatalogSnapshot, next: CatalogSnapshot): CatalogDelta | null {
  const order = [...next.entries.keys()];
  const changed = next.result.catalog!.entries.filter((entry) => shown.entries.get(entry.uri) !== next.entries.get(entry.uri));
  const sameOrder = order.length === shown.entries.size && [...shown.entries.keys()].every((uri, i) => uri === order[i]);
  if (changed.length === 0 && sameOrder && shown.roots === next.roots && shown.frameJson === next.frameJson) return null;
  return { roots: next.result.roots, frame: next.frame, order, changed };
}

/**
 * The catalog `delta` describes, built on the `shown` one (unchanged entries are the shown
 * objects); undefined when the delta names an entry the shown catalog does not have.
 */
export function applyCatalogDelta(shown: CatalogResult, delta: CatalogDelta): CatalogResult | undefined {
  const known = new Map<string, CatalogEntryDto>((shown.catalog?.entries ?? []).map((entry) => [entry.uri, entry]));
  for (const entry of delta.changed) known.set(entry.uri, entry);
  const entries: CatalogEntryDto[] = [];
  for (const uri of delta.order) {
    const entry = known.get(uri);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return { roots: delta.roots, catalog: { ...delta.frame, entries } };
}
