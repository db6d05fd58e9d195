// Live updates in the real preview page (headless Chromium, real CSP and script): the host's
// deltas patch the page in place — unchanged rows are the same DOM nodes, the scroll position
// stays, the edited row shows the new text — and a delta the page cannot apply asks for a resync.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CatalogSync } from '../../client/src/preview/catalogSync';
import type { HostMessage, WebviewMessage } from '../../client/src/preview/messages';
import type { CatalogEntryDto } from '../../server/src/lsp/protocol';
import type { PreviewSession } from './previewHarness';
import { syntheticCatalog, syntheticEntries, syntheticEntry } from './syntheticCatalog';
import { openSyntheticPreview, type SyntheticPreview } from './syntheticPreview';

type Rendered = Extract<WebviewMessage, { type: 'rendered' }>;
const isRendered = (m: WebviewMessage): m is Rendered => m.type === 'rendered';

/** Every entry row of the page tagged with its index (a JS property: the DOM stays untouched). */
function tagRows(session: PreviewSession): Promise<number> {
  return session.page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('li.entry'));
    rows.forEach((row, i) => ((row as unknown as { tag?: number }).tag = i));
    return rows.length;
  });
}

/** The tag of each row now shown (null: a row built since tagging). */
function rowTags(session: PreviewSession): Promise<(number | null)[]> {
  return session.page.evaluate(() => Array.from(document.querySelectorAll('li.entry')).map((row) => (row as unknown as { tag?: number }).tag ?? null));
}

describe('catalog preview live updates (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  let preview: SyntheticPreview | undefined;
  let session: PreviewSession;
  const sync = new CatalogSync();
  let entries: CatalogEntryDto[] = syntheticEntries(80);

  /** Posts the host's message for `next` (as CatalogPreview does) and waits for the page's report. */
  async function post(message: HostMessage): Promise<Rendered> {
    const rendered = session.next(isRendered, 'the rendered report');
    await preview!.post(message);
    return (await rendered) as Rendered;
  }

  before(async () => {
    preview = await openSyntheticPreview(entries);
    session = preview.session;
    // From here on the test plays the host: the page shows the catalog numbered by `sync`.
    await post(sync.next(syntheticCatalog(entries))!);
  });
  after(() => preview?.close());

  test('an edited entry is patched in place: other rows stay the same nodes, the scroll stays', async () => {
    assert.equal(await tagRows(session), 80);
    const scrolled = await session.page.evaluate(() => {
      window.scrollTo(0, 1500);
      return window.scrollY;
    });
    assert.ok(scrolled > 1000, `the page scrolls (${scrolled})`);

    entries = entries.map((e, i) => (i === 40 ? syntheticEntry(40, 'Says hello in style.') : e));
    const message = sync.next(syntheticCatalog(entries))!;
    assert.equal(message.type, 'catalogDelta');
    const rendered = await post(message);
    assert.equal(rendered.text, syntheticCatalog(entries).catalog!.text, 'the page reports the new catalog');

    const tags = await rowTags(session);
    assert.deepEqual(tags, tags.map((_, i) => (i === 40 ? null : i)), 'only the edited row was rebuilt');
    assert.equal(await session.page.locator('li.entry').nth(40).locator('.entry-description').textContent(), 'Says hello in style.');
    assert.equal(await session.page.evaluate(() => window.scrollY), scrolled, 'the scroll position is kept');
  });

  test('removed, added and moved entries land in catalog order', async () => {
    await tagRows(session);
    entries = [syntheticEntry(200), ...entries.slice(10, 20), ...entries.slice(0, 10), ...entries.slice(30)];
    const message = sync.next(syntheticCatalog(entries))!;
    assert.equal(message.type, 'catalogDelta');
    if (message.type === 'catalogDelta') assert.deepEqual(message.delta.changed.map((e) => e.name), ['skill-200']);
    await post(message);
    assert.deepEqual(await session.page.locator('.entry-name span:last-child').allTextContents(), entries.map((e) => e.name));
    const tags = await rowTags(session);
    assert.equal(tags[0], null, 'the new row');
    assert.deepEqual(tags.slice(1, 11), [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 'moved rows are the same nodes');
  });

  test('an unchanged catalog is not sent; a delta on another catalog asks for the whole one', async () => {
    assert.equal(sync.next(syntheticCatalog(entries)), undefined);
    const resync = session.next((m) => m.type === 'resync', 'a resync request');
    const stale = sync.next(syntheticCatalog([...entries, syntheticEntry(300)]))!;
    assert.equal(stale.type, 'catalogDelta');
    if (stale.type !== 'catalogDelta') return;
    await preview!.post({ ...stale, base: stale.base + 100 });
    await resync;
    assert.equal(await session.page.locator('li.entry').count(), entries.length, 'the page still shows what it showed');
  });
});
