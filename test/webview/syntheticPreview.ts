// A real preview page (its HTML, CSP, script and styles, in headless Chromium) showing a
// synthetic catalog (or one the real language service built), with the test playing the host from there on.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HostMessage, ViewMode } from '../../client/src/preview/messages';
import { renderPreviewHtml } from '../../client/src/preview/previewHtml';
import { previewStrings } from '../../client/src/preview/previewStrings';
import type { CatalogEntryDto, CatalogResult } from '../../server/src/lsp/protocol';
import { CHROMIUM_PATH, launchBrowser, type BrowserSession } from '../e2e/runner/launchBrowser';
import { REPO_ROOT } from '../e2e/runner/repoRoot';
import { openPreviewPage, type PreviewSession } from './previewHarness';
import { startPreviewPageServer, type PreviewPageServer } from './previewPageServer';
import { SYNTHETIC_FOLDER, syntheticCatalog } from './syntheticCatalog';

/** The page, its server and its browser. */
export interface SyntheticPreview {
  readonly session: PreviewSession;
  /** Delivers a host message to the page, as `webview.postMessage` does. */
  post(message: HostMessage): Promise<void>;
  close(): Promise<void>;
}

/** Opens the preview page on the catalog of `entries`, in `view`, and waits for its first render. */
export function openSyntheticPreview(entries: readonly CatalogEntryDto[], view: ViewMode = 'structured'): Promise<SyntheticPreview> {
  return openPreviewOn(SYNTHETIC_FOLDER, syntheticCatalog(entries), view);
}

/** Opens the preview page of workspace folder `folderUri` showing `result`, and waits for its first render. */
export async function openPreviewOn(folderUri: string, result: CatalogResult, view: ViewMode = 'structured'): Promise<SyntheticPreview> {
  assert.ok(existsSync(CHROMIUM_PATH), `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium; or set SKILLKILN_SKIP_BROWSER=1)`);
  let server: PreviewPageServer | undefined;
  let browser: BrowserSession | undefined;
  const close = async (): Promise<void> => {
    await browser?.close();
    await server?.close();
  };
  try {
    server = await startPreviewPageServer(join(REPO_ROOT, 'media'));
    browser = await launchBrowser();
    const html = renderPreviewHtml({
      cspSource: server.origin,
      scriptUri: server.mediaUri('dist', 'preview.js'),
      styleUri: server.mediaUri('preview.css'),
      codiconUri: server.mediaUri('codicons', 'codicon.css'),
      initialState: { state: { folderUri, view, request: '' }, strings: previewStrings((m) => m), locale: 'en' },
    });
    const session = await openPreviewPage(browser.browser, server.addPage(html), { folder: '', folderUri, catalogs: { '': result }, tries: {}, request: '' });
    await session.seen((m) => m.type === 'rendered' && m.text !== '', 'the first catalog');
    return { session, post: (message) => session.page.evaluate((m) => window.postMessage(m, '*'), message), close };
  } catch (err) {
    await close();
    throw err;
  }
}
