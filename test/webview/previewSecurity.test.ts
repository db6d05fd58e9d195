// The catalog preview against hostile skills, in a real browser (Debian's Chromium, headless):
// the page the extension really builds (renderPreviewHtml), its real script (media/dist/
// preview.js) and styles served from media/ over HTTP so the CSP and nonce apply as in VS Code,
// and catalogs built by the real language service from skills whose text is HTML and script.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { PreviewInitialData } from '../../client/src/preview/messages';
import { createPreviewNonce, renderPreviewHtml } from '../../client/src/preview/previewHtml';
import { previewStrings } from '../../client/src/preview/previewStrings';
import { CHROMIUM_PATH, launchBrowser, type BrowserSession } from '../e2e/runner/launchBrowser';
import { REPO_ROOT } from '../e2e/runner/repoRoot';
import { buildHostileCatalog, LITERALS, PAYLOADS, type HostileData } from './hostileCatalog';
import { openPreviewPage, type PreviewSession } from './previewHarness';
import { startPreviewPageServer, type PreviewPageServer } from './previewPageServer';
import { walkPreview } from './previewWalk';

const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;

/** The initial state, hostile too: it goes into the page's `data-initial` attribute. */
function initialState(data: HostileData): PreviewInitialData {
  return {
    state: { folderUri: data.folderUri, rootUri: `${data.folderUri}/${PAYLOADS.svg}`, target: PAYLOADS.script, view: 'structured', request: data.request },
    strings: previewStrings((message) => message),
    locale: 'en',
  };
}

const unescape = (text: string): string => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The CSP of a page as directive → sources. */
function cspOf(html: string): Map<string, string[]> {
  const metas = [...html.matchAll(CSP_META)];
  assert.equal(metas.length, 1, 'exactly one CSP meta tag');
  const directives = new Map<string, string[]>();
  for (const part of unescape(metas[0]![1]!).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** Entries that are not CSP reports: anything else on the console is a failure. */
function notCsp(session: PreviewSession): string[] {
  return session.console.filter((entry) => !/Content Security Policy/i.test(entry.text)).map((entry) => `${entry.type}: ${entry.text}`);
}

describe('catalog preview webview security (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  let data: HostileData;
  let server: PreviewPageServer;
  let browser: BrowserSession;

  const page = (nonce?: string): string => renderPreviewHtml({
    ...(nonce ? { nonce } : {}),
    cspSource: server.origin,
    scriptUri: server.mediaUri('dist', 'preview.js'),
    styleUri: server.mediaUri('preview.css'),
    codiconUri: server.mediaUri('codicons', 'codicon.css'),
    initialState: initialState(data),
  });

  before(async () => {
    assert.ok(existsSync(CHROMIUM_PATH), `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium; or set SKILLKILN_SKIP_BROWSER=1)`);
    assert.ok(existsSync(join(REPO_ROOT, 'media', 'dist', 'preview.js')), 'media/dist/preview.js is missing: run `npm run build` first');
    data = await buildHostileCatalog();
    server = await startPreviewPageServer(join(REPO_ROOT, 'media'));
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (data) await rm(data.folder, { recursive: true, force: true });
  });

  test('the CSP allows nothing by default, the script only by its nonce, styles and fonts only from media/', () => {
    const nonce = createPreviewNonce();
    const html = page(nonce);
    const csp = cspOf(html);
    assert.deepEqual(csp.get('default-src'), [`'none'`]);
    assert.deepEqual(csp.get('script-src'), [`'nonce-${nonce}'`], 'scripts only by nonce: no host, no unsafe-inline');
    assert.deepEqual(csp.get('style-src'), [server.origin]);
    assert.deepEqual(csp.get('font-src'), [server.origin]);
    assert.deepEqual(csp.get('img-src'), [server.origin, 'data:']);
    assert.deepEqual([...csp.keys()].sort(), ['default-src', 'font-src', 'img-src', 'script-src', 'style-src'], 'nothing else is allowed (connect, frame, media… fall back to none)');
    for (const [name, sources] of csp) {
      for (const source of sources) assert.ok(!/unsafe-|^\*$|^https?:$|^blob:$/.test(source), `${name} must not allow ${source}`);
    }
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1, 'one script tag');
    assert.match(scripts[0]![1]!, new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`), 'it carries the nonce');
    assert.match(scripts[0]![1]!, /src="http:\/\/127\.0\.0\.1:\d+\/media\/dist\/preview\.js"/, 'it is the bundled script from media/');
    assert.equal(scripts[0]![2]!.trim(), '', 'no inline script');
    assert.doesNotMatch(html.replace(/data-initial="[^"]*"/, ''), /\son[a-z]+=|\sstyle=/i, 'no inline handlers or styles');
    // The hostile initial state is escaped in the attribute and reads back intact.
    for (const literal of LITERALS.filter((l) => /[<>"]/.test(l))) assert.ok(!html.includes(literal), `${literal} appears escaped in the HTML`);
    const attribute = /data-initial="([^"]*)"/.exec(html);
    assert.deepEqual(JSON.parse(unescape(attribute![1]!)), initialState(data));
  });

  test('every render gets a fresh, unguessable nonce', () => {
    const nonces = [page(), page()].map((html) => /'nonce-([^']+)'/.exec(unescape(html))![1]!);
    assert.notEqual(nonces[0], nonces[1], 'two renders, two nonces');
    for (const nonce of nonces) assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/, '128 random bits, base64');
    assert.equal(new Set(Array.from({ length: 1000 }, createPreviewNonce)).size, 1000);
  });

  test('hostile skill text never runs and shows literally, in every root, target and view, with every control clicked', async () => {
    const started = Date.now();
    const unexpectedBefore = server.unexpected.length;
    const session = await openPreviewPage(browser.browser, server.addPage(page()), data);
    try {
      const screenshot = (name: string): Promise<void> => session.page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true }).then(() => undefined);
      const report = await walkPreview(session, data, { screenshot });
      assert.ok(report.states >= 8 && report.clicks >= 40, `visited ${report.states} states, clicked ${report.clicks} controls`);
      for (const literal of LITERALS) assert.ok(report.text.includes(literal), `${literal} shows literally`);
      assert.ok(report.text.includes('hidden-markup'), 'the safety section shows the hidden comment');
      assert.deepEqual(report.forbidden, [], 'no markup from skill text');
      assert.deepEqual(session.pwned, [], 'no payload assigned window.__pwned');
      assert.equal(await session.readPwned(), undefined);
      assert.deepEqual(session.dialogs, [], 'no dialog');
      assert.deepEqual(session.pageErrors, [], 'no uncaught error');
      assert.deepEqual(session.posted.filter((m) => m.type === 'error'), [], 'the script reported no error to the host');
      assert.deepEqual(server.unexpected.slice(unexpectedBefore), [], 'nothing but the page and media/ was requested');
      assert.deepEqual(notCsp(session), [], 'the console shows CSP reports at most');
      console.log(`webview: ${report.states} states, ${report.clicks} clicks, ${Date.now() - started} ms`);
    } finally {
      await session.close();
    }
  });

  test('escaping alone holds: without its CSP the page runs no payload either', async () => {
    const html = page();
    const bare = html.replace(CSP_META, '');
    assert.notEqual(bare, html, 'the CSP meta was removed');
    const unexpectedBefore = server.unexpected.length;
    const session = await openPreviewPage(browser.browser, server.addPage(bare), data);
    try {
      const report = await walkPreview(session, data, { click: false });
      for (const literal of LITERALS) assert.ok(report.text.includes(literal), `${literal} shows literally`);
      assert.deepEqual(report.forbidden, []);
      assert.deepEqual(session.pwned, []);
      assert.deepEqual(session.dialogs, []);
      assert.deepEqual(server.unexpected.slice(unexpectedBefore), [], 'no <img src=x> was ever requested');
    } finally {
      await session.close();
    }
  });

  test('control: the harness catches a payload that does get in — blocked by the CSP, run without it', async () => {
    // A deliberately broken page: the payloads pasted into the HTML unescaped, plus a javascript: link.
    const inject = (html: string): string => html.replace('<main id="app"', `<div id="injected">${LITERALS.join(' ')}<a id="js-link" href="${PAYLOADS.js}">x</a></div><main id="app"`);
    const guarded = await openPreviewPage(browser.browser, server.addPage(inject(page())), data);
    try {
      await guarded.seen((m) => m.type === 'rendered' && m.text !== '', 'the first catalog');
      await guarded.page.locator('#js-link').click();
      assert.deepEqual(guarded.pwned, [], 'the CSP blocks every injected payload');
      assert.deepEqual(guarded.dialogs, []);
      assert.ok(guarded.console.some((entry) => /Content Security Policy/.test(entry.text)), 'and reports it on the console');
    } finally {
      await guarded.close();
    }
    const bare = await openPreviewPage(browser.browser, server.addPage(inject(page()).replace(CSP_META, '')), data);
    try {
      await bare.pwnedWith([1, 2, 3]);
      await bare.page.locator('#js-link').click();
      await bare.pwnedWith([4]);
      assert.ok(bare.dialogs.some((d) => d.includes('5')), `the alert payload opened a dialog (got: ${bare.dialogs.join(', ')})`);
    } finally {
      await bare.close();
    }
  });
});
