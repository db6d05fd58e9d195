// The page-text handshake between a test (inside the extension host) and the runner (outside),
// for what only the browser sees: the workbench's own DOM and the webviews inside it (a
// walkthrough step, its media). The test logs `${PAGE_TEXT_MARKER} <name> <JSON PageTextQuery>`;
// the runner reads the text of the matching elements in every frame of the page until one
// contains `contains`, then writes `<name>.text.json` (a PageTextReply) into the folder named by
// SHOTS_DIR_ENV (screenshotProtocol.ts), which the test watches.

/** Prefix of the log line asking the runner for the text of elements of the page. */
export const PAGE_TEXT_MARKER = '[skillkiln-page-text]';

/** What the test asks for. */
export interface PageTextQuery {
  /** A CSS selector, tried in every frame (the workbench and each webview). */
  readonly selector: string;
  /** Answer once an element's text contains this (what the user must see); empty: any text. */
  readonly contains: string;
  /** How long the runner looks before answering with what it found. */
  readonly timeoutMs: number;
}

/** What the runner answers. */
export interface PageTextReply {
  /** The `innerText` of every element matching the selector, frame by frame, at the last look. */
  readonly texts: readonly string[];
  /** Why the runner could not answer (a bad selector, the page gone). */
  readonly error?: string;
}

/** Name of the file that carries the runner's reply to the query `name`. */
export function pageTextFileName(name: string): string {
  return `${name}.text.json`;
}
