// Drives one preview page in Chromium the way VS Code hosts it: `acquireVsCodeApi` is stubbed
// before any page script runs, and this Node side plays the extension host — it receives what
// the webview posts and answers with the catalogs the real language service built.
import type { Browser, Page } from 'playwright-core';
import type { HostMessage, WebviewMessage } from '../../client/src/preview/messages';
import type { HostileData } from './hostileCatalog';

/** One console line of the page. */
export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

/** A preview page and everything it did. */
export interface PreviewSession {
  readonly page: Page;
  /** Messages the webview posted to its host, in order. */
  readonly posted: readonly WebviewMessage[];
  readonly console: readonly ConsoleEntry[];
  /** Messages of alert/confirm/prompt/beforeunload dialogs (each dismissed). */
  readonly dialogs: readonly string[];
  /** Uncaught exceptions in the page. */
  readonly pageErrors: readonly string[];
  /** Resolves with the next posted message satisfying `predicate` (subscribe before acting). */
  next(predicate: (message: WebviewMessage) => boolean, what: string, timeoutMs?: number): Promise<WebviewMessage>;
  /** Like `next`, but also satisfied by a message posted already. */
  seen(predicate: (message: WebviewMessage) => boolean, what: string, timeoutMs?: number): Promise<WebviewMessage>;
  /** Every value a payload assigned to `window.__pwned`, in order (seen through a setter). */
  readonly pwned: readonly unknown[];
  /** Resolves once `window.__pwned` has been assigned each of `values`. */
  pwnedWith(values: readonly unknown[], timeoutMs?: number): Promise<void>;
  /** What the page reads as `window.__pwned` now: undefined unless a payload ran. */
  readPwned(): Promise<unknown>;
  close(): Promise<void>;
}

interface Waiter {
  readonly predicate: (message: WebviewMessage) => boolean;
  readonly resolve: (message: WebviewMessage) => void;
}

/** The answer of a real host to what the webview posted, if any. */
function answer(message: WebviewMessage, data: HostileData, seq: number): HostMessage | undefined {
  const key = (root: string | undefined, target?: string): string => (target ? `${root ?? ''}#${target}` : root ?? '');
  switch (message.type) {
    case 'ready':
    case 'select': {
      const { rootUri, target } = message.state;
      // Like the server: an unknown root or target falls back to the default.
      const result = data.catalogs[key(rootUri, target)] ?? data.catalogs[key(rootUri)] ?? data.catalogs[''] ?? null;
      // Always whole: every answer is a catalog of its own (deltas are the real host's business).
      return { type: 'catalog', seq, result };
    }
    case 'tryRequest':
      return { type: 'tryResult', id: message.id, result: data.tries[message.rootUri] ?? { reached: [], missed: [] } };
    case 'copy':
      return { type: 'copied' };
    default:
      return undefined;
  }
}

/** Opens `url` in a new page of `browser` with a stub host answering from `data`. */
export async function openPreviewPage(browser: Browser, url: string, data: HostileData): Promise<PreviewSession> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
  const posted: WebviewMessage[] = [];
  const consoleEntries: ConsoleEntry[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  let waiters: Waiter[] = [];
  const pwned: unknown[] = [];
  let onPwned = (): void => undefined;
  let seq = 0;

  page.on('console', (message) => consoleEntries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });

  // A CDP binding, not a page script: the page's CSP does not apply to it.
  await page.exposeFunction('__skillkilnHost', (message: WebviewMessage) => {
    posted.push(message);
    const reply = answer(message, data, ++seq);
    // Asynchronous, as in VS Code: the answer arrives as a later `message` event.
    if (reply) void page.evaluate((m) => window.postMessage(m, '*'), reply).catch(() => undefined);
    const ready = waiters.filter((w) => w.predicate(message));
    waiters = waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(message);
  });
  await page.exposeFunction('__skillkilnPwned', (value: unknown) => {
    pwned.push(value);
    onPwned();
  });
  // What VS Code's webview preload provides, plus a tripwire on `window.__pwned`; installed
  // before the page's own script runs.
  await page.addInitScript(() => {
    const w = window as unknown as { __skillkilnHost(message: unknown): void; __skillkilnPwned(value: unknown): void; acquireVsCodeApi(): unknown };
    let last: unknown;
    Object.defineProperty(window, '__pwned', {
      get: () => last,
      set: (value: unknown) => {
        last = value;
        w.__skillkilnPwned(value);
      },
    });
    let state: unknown;
    w.acquireVsCodeApi = () => ({
      postMessage: (message: unknown) => w.__skillkilnHost(message),
      getState: () => state,
      setState: (value: unknown) => void (state = value),
    });
  });
  await page.goto(url);

  // A ceiling, not a speed check: on a loaded machine (the node stage runs beside the agents'
  // trigger tests) headless Chromium took over 5 s to post its first message.
  const next = (predicate: (message: WebviewMessage) => boolean, what: string, timeoutMs = 20_000): Promise<WebviewMessage> =>
    new Promise<WebviewMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for the webview to post ${what}`));
      }, timeoutMs);
      const waiter: Waiter = { predicate, resolve: (m) => (clearTimeout(timer), resolve(m)) };
      waiters.push(waiter);
    });

  return {
    page,
    posted,
    console: consoleEntries,
    dialogs,
    pageErrors,
    next,
    seen: (predicate, what, timeoutMs) => {
      const already = posted.find(predicate);
      return already ? Promise.resolve(already) : next(predicate, what, timeoutMs);
    },
    pwned,
    pwnedWith: (values, timeoutMs = 5_000) => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for window.__pwned = ${values.join(', ')} (saw: ${pwned.join(', ')})`)), timeoutMs);
      onPwned = () => {
        if (!values.every((v) => pwned.includes(v))) return;
        clearTimeout(timer);
        resolve();
      };
      onPwned();
    }),
    readPwned: () => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    close: () => page.close(),
  };
}
