// Visits every state of a preview page — each root, each target, both views — checks that what
// it shows is exactly the catalog's text, and clicks every control, recording what was posted.
import assert from 'node:assert/strict';
import type { CatalogDto } from '../../server/src/lsp/protocol';
import type { ViewMode, WebviewMessage } from '../../client/src/preview/messages';
import { catalogKey, type HostileData } from './hostileCatalog';
import type { PreviewSession } from './previewHarness';

/** What a walk saw. */
export interface WalkReport {
  /** The visible text of every state, concatenated. */
  readonly text: string;
  /** Controls clicked. */
  readonly clicks: number;
  /** States visited (root × target × view). */
  readonly states: number;
  /** Markup that must never come from skill text, found in some state (tag or `tag@attribute`). */
  readonly forbidden: readonly string[];
}

type Rendered = Extract<WebviewMessage, { type: 'rendered' }>;
const isRendered = (m: WebviewMessage): m is Rendered => m.type === 'rendered';

/** Elements and attributes that would mean skill text became markup. */
async function forbiddenMarkup(session: PreviewSession): Promise<string[]> {
  return session.page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${tag}@${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value) && /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)) found.push(`${tag}@${attribute.name}`);
      }
      if (['img', 'svg', 'iframe', 'object', 'embed', 'form', 'a', 'video', 'audio', 'base'].includes(tag)) found.push(tag);
      if (tag === 'script' && !(element as HTMLScriptElement).nonce) found.push('script without nonce');
    }
    if (document.querySelectorAll('script').length !== 1) found.push(`${document.querySelectorAll('script').length} scripts`);
    return found;
  });
}

/** Asserts the page shows `catalog` exactly, in `view`. */
async function checkShown(session: PreviewSession, catalog: CatalogDto, view: ViewMode): Promise<void> {
  const { page } = session;
  const where = `${catalog.root.label} / ${catalog.target} / ${view}`;
  if (view === 'text') {
    assert.equal(await page.locator('pre.catalog-text').textContent(), catalog.text, `${where}: the exact catalog text`);
  } else {
    assert.deepEqual(await page.locator('.entry-name span:last-child').allTextContents(), catalog.entries.map((e) => e.name), `${where}: entry names, literally`);
    assert.deepEqual(await page.locator('.entry-description').allTextContents(), catalog.entries.filter((e) => e.description).map((e) => e.description), `${where}: descriptions, literally`);
    assert.deepEqual(await page.locator('.keyword').allTextContents(), catalog.entries.flatMap((e) => [...e.keywords, ...e.droppedKeywords]), `${where}: keywords, literally`);
  }
  assert.deepEqual(await page.locator('.excluded li button').allTextContents(), catalog.excluded.map((e) => e.name), `${where}: excluded names, literally`);
}

/** Clicks every button of the content, the request box's answers, Copy and the profile switch. */
async function clickEverything(session: PreviewSession, catalog: CatalogDto, data: HostileData): Promise<number> {
  const { page } = session;
  const allowedUris = new Set([
    ...catalog.entries.map((e) => e.uri),
    ...catalog.excluded.map((e) => e.uri),
    ...Object.values(data.tries).flatMap((t) => [...t.reached, ...t.missed].map((s) => s.uri)),
  ]);
  const clickable = page.locator('#app .content button, #app .content a, #app .try-output button:not(.try-for-real), #app .try-output a');
  const count = await clickable.count();
  for (let i = 0; i < count; i++) {
    const posted = session.next((m) => m.type === 'openSkill', `openSkill after click ${i + 1} of ${count}`);
    await clickable.nth(i).click();
    const message = await posted;
    assert.ok(message.type === 'openSkill' && allowedUris.has(message.uri), `the click opens a skill of the catalog: ${JSON.stringify(message)}`);
  }
  // "Run it through an agent…" asks the host to run the request for real: the request's text, nothing else.
  const forReal = session.next((m) => m.type === 'tryForReal', 'the request run for real');
  await page.locator('#app .try-output .try-for-real').click();
  const real = await forReal;
  assert.ok(real.type === 'tryForReal' && real.text === (await page.locator('.try-input').inputValue()).trim(), JSON.stringify(real));
  const copied = session.next((m) => m.type === 'copy', 'copy');
  await page.locator('[data-key="copy"]').click();
  const copy = await copied;
  assert.ok(copy.type === 'copy' && copy.text === catalog.text, 'Copy posts the exact catalog text');
  const command = session.next((m) => m.type === 'command', 'the profile switch');
  await page.locator('[data-key="profile"]').click();
  await command;
  return count + 3;
}

/** How to walk. */
export interface WalkOptions {
  /** Click every control in each state (default true). */
  readonly click?: boolean;
  /** Saves a screenshot of each structured view. */
  readonly screenshot?: (name: string) => Promise<void>;
}

/** Walks every root, target and view of the page; checks (and clicks) each state. */
export async function walkPreview(session: PreviewSession, data: HostileData, options: WalkOptions = {}): Promise<WalkReport> {
  const { screenshot, click = true } = options;
  const { page } = session;
  const roots = data.catalogs['']?.roots ?? [];
  assert.ok(roots.length > 1, 'the hostile workspace has several roots');
  let current = (await session.seen((m) => isRendered(m) && m.text !== '', 'the first catalog').catch((err: Error) => {
    // A page broken by skill text never renders: say what it did instead.
    throw new Error(`${err.message}; window.__pwned assigned: [${session.pwned.join(', ')}]; page errors: [${session.pageErrors.join(' | ')}]`);
  })) as Rendered;
  let view: ViewMode = 'structured';
  let text = '';
  let clicks = 0;
  let states = 0;
  const forbidden = new Set<string>();

  for (const root of roots) {
    if (current.rootUri !== root.uri) {
      const rendered = session.next((m) => isRendered(m) && m.rootUri === root.uri, `the catalog of ${root.label}`);
      await page.locator('select[data-key="root"]').selectOption(root.uri);
      current = (await rendered) as Rendered;
    }
    for (const target of root.targets) {
      if (current.target !== target.id) {
        const rendered = session.next((m) => isRendered(m) && m.target === target.id, `the ${target.id} catalog`);
        await page.locator('select[data-key="target"]').selectOption(target.id);
        current = (await rendered) as Rendered;
      }
      const catalog = data.catalogs[catalogKey(root.uri, target.id)]?.catalog;
      assert.ok(catalog, `a catalog for ${root.label} / ${target.id}`);
      assert.equal(current.text, catalog.text, 'the webview reports the exact text it shows');
      const views: readonly ViewMode[] = view === 'structured' ? ['structured', 'text'] : ['text', 'structured'];
      for (const wanted of views) {
        if (view !== wanted) {
          const rendered = session.next(isRendered, `the ${wanted} view`);
          await page.locator(`[data-key="view:${wanted}"]`).click();
          current = (await rendered) as Rendered;
          view = wanted;
        }
        // The request box's answer arrives after the catalog: wait until it shows.
        await page.locator('.try-output .try-result').waitFor();
        await checkShown(session, catalog, view);
        text += `${await page.locator('#app').innerText()}\n${await page.locator('.try-input').inputValue()}\n`;
        for (const f of await forbiddenMarkup(session)) forbidden.add(`${f} (${root.label} / ${target.id} / ${view})`);
        if (screenshot && view === 'structured') await screenshot(`webview-hostile-${root.label.replace(/\W+/g, '')}-${target.id}`);
        if (click) clicks += await clickEverything(session, catalog, data);
        states++;
      }
    }
  }
  return { text, clicks, states, forbidden: [...forbidden] };
}
