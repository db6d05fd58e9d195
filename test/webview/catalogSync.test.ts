// How the preview host sends catalogs: nothing when unchanged, the changed entries (keyed by
// uri) when the webview has the previous catalog, the whole catalog otherwise — and the
// webview's side rebuilds exactly the catalog the host has.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyCatalogDelta } from '../../client/src/preview/catalogDelta';
import { CatalogSync } from '../../client/src/preview/catalogSync';
import type { CatalogResult } from '../../server/src/lsp/protocol';
import { syntheticCatalog, syntheticEntries, syntheticEntry } from './syntheticCatalog';

/** Plays the webview: applies each message to what it shows, as media/dist/preview.js does. */
function receive(shown: { seq: number; result: CatalogResult | null } | undefined, message: ReturnType<CatalogSync['next']>): { seq: number; result: CatalogResult | null } | undefined {
  if (!message) return shown;
  if (message.type === 'catalog') return { seq: message.seq, result: message.result };
  assert.equal(message.base, shown?.seq, 'a delta is built on what the webview shows');
  const result = applyCatalogDelta(shown!.result!, message.delta);
  assert.ok(result, 'the delta applies');
  return { seq: message.seq, result };
}

describe('catalog sync (preview host → webview)', () => {
  test('the first catalog goes whole, an unchanged one not at all', () => {
    const sync = new CatalogSync();
    const first = sync.next(syntheticCatalog(syntheticEntries(5)));
    assert.equal(first?.type, 'catalog');
    assert.equal(sync.next(syntheticCatalog(syntheticEntries(5))), undefined, 'equal content, new objects: nothing to send');
  });

  test('an edited skill sends only its entry, and the webview rebuilds the host’s catalog exactly', () => {
    const sync = new CatalogSync();
    const before = syntheticEntries(50);
    let shown = receive(undefined, sync.next(syntheticCatalog(before)));
    const after = before.map((e, i) => (i === 17 ? syntheticEntry(17, 'Says hello in style.') : e));
    const message = sync.next(syntheticCatalog(after));
    assert.equal(message?.type, 'catalogDelta');
    if (message?.type !== 'catalogDelta') return;
    assert.deepEqual(message.delta.changed.map((e) => e.name), ['skill-017']);
    assert.equal(message.delta.order.length, 50);
    const previous = shown!.result;
    shown = receive(shown, message);
    assert.deepEqual(shown?.result, syntheticCatalog(after));
    assert.equal(shown!.result!.catalog!.entries[3], previous!.catalog!.entries[3], 'unchanged entries are the shown objects (their rows stay)');
  });

  test('added, removed and reordered entries', () => {
    const sync = new CatalogSync();
    let shown = receive(undefined, sync.next(syntheticCatalog(syntheticEntries(6))));
    const next = [syntheticEntry(5), syntheticEntry(0), syntheticEntry(9), syntheticEntry(2)];
    const message = sync.next(syntheticCatalog(next));
    assert.equal(message?.type, 'catalogDelta');
    if (message?.type === 'catalogDelta') assert.deepEqual(message.delta.changed.map((e) => e.name), ['skill-009'], 'only the new entry travels');
    shown = receive(shown, message);
    assert.deepEqual(shown?.result, syntheticCatalog(next));
  });

  test('a change outside the entries (budget, text, roots) still travels', () => {
    const sync = new CatalogSync();
    const entries = syntheticEntries(3);
    let shown = receive(undefined, sync.next(syntheticCatalog(entries)));
    const base = syntheticCatalog(entries);
    const withBudget: CatalogResult = { ...base, catalog: { ...base.catalog!, budget: { limitChars: 8000, usedChars: 120 } } };
    shown = receive(shown, sync.next(withBudget));
    assert.deepEqual(shown?.result, withBudget);
  });

  test('errors and "no root" go whole, once; after a reset everything goes whole again', () => {
    const sync = new CatalogSync();
    receive(undefined, sync.next(syntheticCatalog(syntheticEntries(2))));
    assert.deepEqual(sync.next(null, 'server down'), { type: 'catalog', seq: 2, result: null, error: 'server down' });
    assert.equal(sync.next(null, 'server down'), undefined);
    const noRoot: CatalogResult = { roots: [], catalog: null };
    assert.equal(sync.next(noRoot)?.type, 'catalog');
    assert.equal(sync.next(noRoot), undefined);
    assert.equal(sync.next(syntheticCatalog(syntheticEntries(2)))?.type, 'catalog', 'after "no root", the catalog goes whole');
    sync.reset();
    assert.equal(sync.next(syntheticCatalog(syntheticEntries(2)))?.type, 'catalog', 'a new page gets the whole catalog');
  });

  test('a delta naming an entry the webview does not have does not apply', () => {
    const entries = syntheticEntries(3);
    assert.equal(applyCatalogDelta(syntheticCatalog(entries), { roots: [], frame: syntheticCatalog(entries).catalog!, order: ['file:///nowhere'], changed: [] }), undefined);
  });
});
