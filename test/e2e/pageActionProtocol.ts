// The page-action handshake between a test (inside the extension host) and the runner (outside):
// what a user does with mouse and keyboard, done by the browser on the real workbench (a click
// on a walkthrough button, keys typed into a quick input). The test logs
// `${PAGE_ACTION_MARKER} <name> <JSON PageActionQuery>`; the runner performs the steps in order
// and writes `<name>.action.json` (a PageActionReply) into the folder named by SHOTS_DIR_ENV
// (screenshotProtocol.ts), which the test watches.

/** Prefix of the log line asking the runner to act on the page. */
export const PAGE_ACTION_MARKER = '[skillkiln-page-action]';

/** One thing a user does. */
export type PageStep =
  /** Clicks the first visible element matching `selector` (in the workbench or a webview) whose text contains `contains`; waits for it. */
  | { readonly click: string; readonly contains?: string }
  /** Waits until an element matching the selector is visible. */
  | { readonly waitFor: string; readonly contains?: string }
  /** Scrolls the first visible element matching the selector to the top of the view, below any sticky header (a webview's section, for a screenshot). */
  | { readonly scrollTo: string; readonly contains?: string }
  /** Types text with the keyboard, where the focus is. */
  | { readonly type: string }
  /** Presses one key (Playwright's names: `Enter`, `Escape`, `ArrowDown`). */
  | { readonly press: string };

/** What the test asks for. */
export interface PageActionQuery {
  readonly steps: readonly PageStep[];
  /** How long one step may wait for its element. */
  readonly timeoutMs: number;
}

/** What the runner answers. */
export interface PageActionReply {
  /** Why a step could not be done (its element never showed); absent when all were done. */
  readonly error?: string;
}

/** Name of the file that carries the runner's reply to the action `name`. */
export function pageActionFileName(name: string): string {
  return `${name}.action.json`;
}
