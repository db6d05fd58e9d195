import * as path from 'node:path';
import type { LanguageClientModule } from './lspConnection';

/** The language-client bundle, next to the activation bundle in dist/ (scripts/build.mjs). */
export const LANGUAGE_CLIENT_BUNDLE = 'languageClient.js';

/** Mark (performance.mark) the bench reads: the language client started. */
export const STARTED_MARK = 'skillkiln:languageClient:started';

/**
 * Loads dist/languageClient.js in the next turn of the event loop, so that activate() returns
 * (and VS Code counts the extension as activated) before vscode-languageclient is evaluated.
 * A computed path: esbuild leaves the require alone instead of inlining the library.
 */
export function loadLanguageClient(): Promise<LanguageClientModule> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(require(path.join(__dirname, LANGUAGE_CLIENT_BUNDLE)) as LanguageClientModule);
      } catch (err) {
        reject(err);
      }
    });
  });
}
