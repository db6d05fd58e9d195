import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (never `npx playwright install`: no downloads here). */
export const CHROMIUM_PATH = process.env.SKILLKILN_CHROMIUM ?? '/usr/bin/chromium';

// Headless in containers and offline: no sandbox (root), no GPU, no background network chatter.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A headless Chromium with a fresh profile and one page sized like a laptop screen. */
export interface BrowserSession {
  readonly browser: Browser;
  readonly page: Page;
  close(): Promise<void>;
}

/** Launches headless Chromium (fresh temporary profile, removed on close) with one blank page. */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    return { browser, page, close: () => browser.close().catch(() => undefined) };
  } catch (err) {
    await browser.close().catch(() => undefined);
    throw err;
  }
}
