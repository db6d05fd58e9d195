import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { PAGE_ACTION_MARKER, pageActionFileName, type PageActionQuery, type PageActionReply, type PageStep } from '../pageActionProtocol';
import { isValidShotName } from '../screenshotProtocol';
import type { RequestHandler } from './requestHandler';
import { writeReply } from './writeReply';

/** Between two looks for an element that is not there yet. */
const LOOK_INTERVAL_MS = 100;

/**
 * Creates a handler for the tests' page actions (see pageActionProtocol.ts): clicks, keys and
 * typing done by the browser, as a user would, on the workbench and the webviews in it; writes
 * `<replyDir>/<name>.action.json` once every step is done, or with the step that failed (and
 * what was on screen then, saved as `<screenshotsDir>/<name>-failed.png`).
 */
export function createPageActionBroker(page: Page, replyDir: string, screenshotsDir: string): RequestHandler {
  let pending: Promise<void> = Promise.resolve();

  /** The first visible element matching the step, in any frame, or undefined. */
  async function find(selector: string, contains: string): Promise<{ frame: Frame; index: number } | undefined> {
    for (const frame of page.frames()) {
      const index = await frame
        .evaluate(
          ([css, text]) =>
            Array.from(document.querySelectorAll(css)).findIndex((element) => {
              const box = element.getBoundingClientRect();
              const shown = element instanceof HTMLElement ? element.innerText : element.textContent ?? '';
              return box.width > 0 && box.height > 0 && shown.includes(text);
            }),
          [selector, contains] as const,
        )
        .catch(() => -1);
      if (index >= 0) return { frame, index };
    }
    return undefined;
  }

  async function waitForElement(selector: string, contains: string, timeoutMs: number): Promise<{ frame: Frame; index: number }> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = await find(selector, contains);
      if (found) return found;
      if (Date.now() >= until) throw new Error(`no visible ${selector}${contains ? ` showing “${contains}”` : ''} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, LOOK_INTERVAL_MS));
    }
  }

  async function perform(step: PageStep, timeoutMs: number): Promise<void> {
    if ('click' in step) {
      const { frame, index } = await waitForElement(step.click, step.contains ?? '', timeoutMs);
      await frame.locator(step.click).nth(index).click({ timeout: timeoutMs });
    } else if ('waitFor' in step) {
      await waitForElement(step.waitFor, step.contains ?? '', timeoutMs);
    } else if ('scrollTo' in step) {
      const { frame, index } = await waitForElement(step.scrollTo, step.contains ?? '', timeoutMs);
      // To the top of the view, then back by the height of a sticky header (the preview's
      // toolbar), which would otherwise cover what was scrolled to.
      await frame.locator(step.scrollTo).nth(index).evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        const header = Array.from(element.ownerDocument.querySelectorAll('body *')).find((e) => getComputedStyle(e).position === 'sticky');
        if (header) element.ownerDocument.defaultView?.scrollBy(0, -header.getBoundingClientRect().height);
      });
    } else if ('type' in step) {
      await page.keyboard.type(step.type, { delay: 20 });
    } else {
      await page.keyboard.press(step.press);
    }
  }

  /** The quick input and notifications on screen, for a failed step's message. */
  async function whatIsShown(): Promise<string> {
    const shown = await page
      .evaluate(() =>
        Array.from(document.querySelectorAll('.quick-input-widget, .notification-list-item-message'))
          .filter((e) => e instanceof HTMLElement && e.getBoundingClientRect().height > 0)
          .map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)),
      )
      .catch(() => []);
    return shown.length ? `; on screen: ${JSON.stringify(shown)}` : '; no quick input or notification on screen';
  }

  async function answer(name: string, query: PageActionQuery): Promise<void> {
    const reply: { error?: string } = {};
    for (const [i, step] of query.steps.entries()) {
      try {
        await perform(step, query.timeoutMs);
      } catch (err) {
        reply.error = `step ${i + 1} ${JSON.stringify(step)}: ${err instanceof Error ? err.message : String(err)}${await whatIsShown()}`;
        // What the page showed when the step failed, to look at afterwards.
        await page.screenshot({ path: join(screenshotsDir, `${name}-failed.png`) }).catch(() => undefined);
        break;
      }
    }
    await writeReply(replyDir, pageActionFileName(name), JSON.stringify(reply satisfies PageActionReply));
  }

  return {
    handle(line) {
      const at = line.indexOf(PAGE_ACTION_MARKER);
      if (at < 0) return false;
      const rest = line.slice(at + PAGE_ACTION_MARKER.length).trim();
      const space = rest.indexOf(' ');
      const name = rest.slice(0, space);
      let query: PageActionQuery | undefined;
      try {
        query = JSON.parse(rest.slice(space + 1)) as PageActionQuery;
      } catch {
        query = undefined;
      }
      // A malformed request is not answered: the test times out with its own message.
      if (space < 0 || !isValidShotName(name) || !query || !Array.isArray(query.steps)) return true;
      const asked = query;
      pending = pending.then(() => answer(name, asked));
      return true;
    },
    idle: () => pending,
  };
}
