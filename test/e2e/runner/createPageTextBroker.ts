import type { Page } from 'playwright-core';
import { PAGE_TEXT_MARKER, pageTextFileName, type PageTextQuery, type PageTextReply } from '../pageTextProtocol';
import { isValidShotName } from '../screenshotProtocol';
import type { RequestHandler } from './requestHandler';
import { writeReply } from './writeReply';

/** Between two looks at the page while the text asked for is not there yet (webviews load late). */
const LOOK_INTERVAL_MS = 100;

/**
 * Creates a handler for the tests' page-text queries (see pageTextProtocol.ts): it reads the
 * text of the elements matching the query's selector in every frame of `page` — the workbench
 * and the webviews in it — until one contains the text asked for or the query's time is up,
 * and writes what it read as `<replyDir>/<name>.text.json`.
 */
export function createPageTextBroker(page: Page, replyDir: string): RequestHandler {
  let pending: Promise<void> = Promise.resolve();

  async function read(selector: string): Promise<string[]> {
    const texts: string[] = [];
    for (const frame of page.frames()) {
      // A frame may go away while it is read (a webview replaced): it shows nothing then.
      const found = await frame
        .evaluate((css) => Array.from(document.querySelectorAll(css), (element) => (element instanceof HTMLElement ? element.innerText : element.textContent ?? '')), selector)
        .catch(() => [] as string[]);
      texts.push(...found);
    }
    return texts;
  }

  async function answer(name: string, query: PageTextQuery): Promise<void> {
    const reply: { texts: readonly string[]; error?: string } = { texts: [] };
    try {
      const until = Date.now() + query.timeoutMs;
      for (;;) {
        reply.texts = await read(query.selector);
        const seen = reply.texts.some((text) => text.trim() !== '' && text.includes(query.contains));
        if (seen || Date.now() >= until) break;
        await new Promise((resolve) => setTimeout(resolve, LOOK_INTERVAL_MS));
      }
    } catch (err) {
      reply.error = err instanceof Error ? err.message : String(err);
    }
    await writeReply(replyDir, pageTextFileName(name), JSON.stringify(reply satisfies PageTextReply));
  }

  return {
    handle(line) {
      const at = line.indexOf(PAGE_TEXT_MARKER);
      if (at < 0) return false;
      const rest = line.slice(at + PAGE_TEXT_MARKER.length).trim();
      const space = rest.indexOf(' ');
      const name = rest.slice(0, space);
      let query: PageTextQuery | undefined;
      try {
        query = JSON.parse(rest.slice(space + 1)) as PageTextQuery;
      } catch {
        query = undefined;
      }
      // A malformed request is not answered: the test times out with its own message.
      if (space < 0 || !isValidShotName(name) || !query || typeof query.selector !== 'string') return true;
      const asked = query;
      pending = pending.then(() => answer(name, asked));
      return true;
    },
    idle: () => pending,
  };
}
