// Event-driven helpers for e2e tests: every wait is on an event or a file, bounded by a timeout.
import { existsSync, readFileSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { PAGE_ACTION_MARKER, pageActionFileName, type PageActionQuery, type PageActionReply, type PageStep } from '../pageActionProtocol';
import { PAGE_TEXT_MARKER, pageTextFileName, type PageTextQuery, type PageTextReply } from '../pageTextProtocol';
import { SCREENSHOT_MARKER, SHOTS_DIR_ENV, doneFileName, isValidShotName } from '../screenshotProtocol';

/**
 * Resolves with `promise`'s value, or rejects with "timed out after N ms waiting for <what>".
 * `cleanup` always runs (unsubscribe listeners, close watchers).
 */
export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string, cleanup: () => void = () => undefined): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    cleanup();
  }
}

/** Resolves with the first event fired by `event` that satisfies `predicate`. */
export function waitFor<T>(event: vscode.Event<T>, predicate: (value: T) => boolean = () => true, timeoutMs = 10_000, what = 'an event'): Promise<T> {
  let subscription: vscode.Disposable | undefined;
  const fired = new Promise<T>((resolve) => {
    subscription = event((value) => {
      if (predicate(value)) resolve(value);
    });
  });
  return withTimeout(fired, timeoutMs, what, () => subscription?.dispose());
}

/**
 * Resolves with the diagnostics of `uri` as soon as they satisfy `predicate`: now if they
 * already do, otherwise on the onDidChangeDiagnostics event that makes them do.
 */
export async function waitForDiagnostics(uri: vscode.Uri, predicate: (diagnostics: vscode.Diagnostic[]) => boolean, timeoutMs = 10_000): Promise<vscode.Diagnostic[]> {
  const key = uri.toString();
  // Subscribe before looking, so a change between the look and the subscription is not lost.
  const changed = waitFor(
    vscode.languages.onDidChangeDiagnostics,
    (event) => event.uris.some((changedUri) => changedUri.toString() === key) && predicate(vscode.languages.getDiagnostics(uri)),
    timeoutMs,
    `diagnostics of ${uri.fsPath} to match`,
  );
  const current = vscode.languages.getDiagnostics(uri);
  if (predicate(current)) {
    changed.catch(() => undefined); // abandoned: its timeout must not surface as unhandled
    return current;
  }
  await changed;
  return vscode.languages.getDiagnostics(uri);
}

/**
 * Asks the e2e runner for a screenshot of the workbench saved as
 * test-results/screenshots/<name>.png, and resolves once it is written. A no-op outside the
 * code-server runner (e.g. `npm run test:electron`), where nobody serves the request.
 */
export async function takeScreenshot(name: string, timeoutMs = 15_000): Promise<void> {
  if (!isValidShotName(name)) throw new Error(`invalid screenshot name ${JSON.stringify(name)}`);
  const error = await askRunner(doneFileName(name), `${SCREENSHOT_MARKER} ${name}`, timeoutMs, `screenshot ${name}`);
  if (error) throw new Error(`screenshot ${name} failed: ${error}`);
}

/**
 * What the user sees in the browser: the text of every element matching `selector`, in the
 * workbench and in each webview, once one of them contains `contains` (or, after `timeoutMs`,
 * whatever they show then). Undefined outside the code-server runner, which alone can look.
 */
export async function readPageText(name: string, selector: string, contains = '', timeoutMs = 15_000): Promise<readonly string[] | undefined> {
  if (!isValidShotName(name)) throw new Error(`invalid page-text query name ${JSON.stringify(name)}`);
  const query: PageTextQuery = { selector, contains, timeoutMs };
  const reply = await askRunner(pageTextFileName(name), `${PAGE_TEXT_MARKER} ${name} ${JSON.stringify(query)}`, timeoutMs + 10_000, `the page text ${name}`);
  if (reply === undefined) return undefined;
  const { texts, error } = JSON.parse(reply) as PageTextReply;
  if (error) throw new Error(`page text ${name} failed: ${error}`);
  return texts;
}

/**
 * Does what a user does with mouse and keyboard (see pageActionProtocol.ts), step by step, in
 * the real browser; resolves once every step is done, rejects with the step that could not be.
 * Resolves with false outside the code-server runner, where nobody can act on the page.
 */
export async function doOnPage(name: string, steps: readonly PageStep[], stepTimeoutMs = 10_000): Promise<boolean> {
  if (!isValidShotName(name)) throw new Error(`invalid page-action name ${JSON.stringify(name)}`);
  const query: PageActionQuery = { steps, timeoutMs: stepTimeoutMs };
  const reply = await askRunner(pageActionFileName(name), `${PAGE_ACTION_MARKER} ${name} ${JSON.stringify(query)}`, stepTimeoutMs * steps.length + 10_000, `the page action ${name}`);
  if (reply === undefined) return false;
  const { error } = JSON.parse(reply) as PageActionReply;
  if (error) throw new Error(`page action ${name} failed: ${error}`);
  return true;
}

/**
 * Logs `request` for the runner and resolves with the content of the reply file `fileName` it
 * writes into the SHOTS_DIR_ENV folder; undefined when no runner serves requests.
 */
async function askRunner(fileName: string, request: string, timeoutMs: number, what: string): Promise<string | undefined> {
  const dir = process.env[SHOTS_DIR_ENV];
  if (!dir) return undefined;
  const file = join(dir, fileName);
  rmSync(file, { force: true });
  let watcher: ReturnType<typeof watch> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    // Watch before asking, so the reply cannot slip in unseen.
    watcher = watch(dir, (_event, changed) => {
      if (changed === fileName && existsSync(file)) resolve();
    });
    watcher.on('error', reject);
  });
  console.log(request);
  await withTimeout(done, timeoutMs, what, () => watcher?.close());
  return readFileSync(file, 'utf8');
}
