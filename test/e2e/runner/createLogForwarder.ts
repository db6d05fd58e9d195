import { format } from 'node:util';
import type { RequestHandler } from './requestHandler';

// The workbench's own info messages share the channel with the extension host's console (the
// tests' output). These are start-up chatter that would bury the test report; --verbose shows them.
const WORKBENCH_CHATTER = /^(Resolving connection token|Resolved connection token|Creating a socket|Ignoring fetching additional builtin extensions|Updating additional builtin extensions cache|\[Service Worker\]|ChatSessionStore:|Creation of workbench contribution)/;

/**
 * Returns the `codeAutomationLog(type, args)` callback: it formats the arguments like
 * console.log (mocha logs printf-style), hands the tests' requests (screenshots, page text) to
 * the first of `handlers` that takes them, and prints
 * the rest to stdout unchanged, so that CI can match lines such as `e2e: 1 passed, 0 failed`.
 */
export function createLogForwarder(handlers: readonly RequestHandler[], verbose: boolean): (type: string, args: unknown) => void {
  return (type, args) => {
    const text = Array.isArray(args) ? format(...(args as unknown[])) : format(args);
    for (const line of text.split('\n')) {
      if (handlers.some((handler) => handler.handle(line))) continue;
      if (!verbose && type !== 'error' && WORKBENCH_CHATTER.test(line)) continue;
      console.log(line);
    }
  };
}
