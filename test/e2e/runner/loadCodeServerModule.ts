import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// The attribute lets this CommonJS file take types from an ES module.
import type * as CodeServer from '../../../scripts/code-server.mjs' with { 'resolution-mode': 'import' };
import { REPO_ROOT } from './repoRoot';

/** The API of scripts/code-server.mjs (shared with `npm start`), typed by its .d.mts. */
export type CodeServerModule = typeof CodeServer;
/** A running code-server (see scripts/code-server.d.mts). */
export type RunningCodeServer = CodeServer.RunningCodeServer;

/**
 * Loads scripts/code-server.mjs at run time. It is an ES module outside the compiled tree, so it
 * is imported by absolute URL: a relative specifier would point into out/ after compilation.
 */
export function loadCodeServerModule(): Promise<CodeServerModule> {
  return import(pathToFileURL(join(REPO_ROOT, 'scripts', 'code-server.mjs')).href) as Promise<CodeServerModule>;
}
