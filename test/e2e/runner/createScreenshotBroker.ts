import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_MARKER, doneFileName, isValidShotName } from '../screenshotProtocol';
import type { RequestHandler } from './requestHandler';
import { writeReply } from './writeReply';

/** Serves the tests' screenshot requests (see screenshotProtocol.ts). */
export interface ScreenshotBroker extends RequestHandler {
  /** Paths of the PNG files written so far. */
  readonly taken: readonly string[];
}

/**
 * Creates a broker that saves `page` screenshots as `<outDir>/<name>.png` and acknowledges each
 * by writing `<doneDir>/<name>.done` (empty on success, the error message otherwise).
 */
export function createScreenshotBroker(page: Page, outDir: string, doneDir: string): ScreenshotBroker {
  const taken: string[] = [];
  // One shot at a time, in request order.
  let queue: Promise<void> = Promise.resolve();

  async function shoot(name: string): Promise<void> {
    let error = '';
    try {
      if (!isValidShotName(name)) throw new Error(`invalid screenshot name ${JSON.stringify(name)}`);
      const file = join(outDir, `${name}.png`);
      await mkdir(outDir, { recursive: true });
      await page.screenshot({ path: file });
      taken.push(file);
      console.log(`e2e runner: screenshot ${file}`);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      console.error(`e2e runner: screenshot ${name} failed: ${error}`);
    }
    // Written only when the name is safe, otherwise the test times out with its own message.
    if (!isValidShotName(name)) return;
    await writeReply(doneDir, doneFileName(name), error);
  }

  return {
    taken,
    handle(line) {
      const at = line.indexOf(SCREENSHOT_MARKER);
      if (at < 0) return false;
      const name = line.slice(at + SCREENSHOT_MARKER.length).trim();
      queue = queue.then(() => shoot(name));
      return true;
    },
    idle: () => queue,
  };
}
