import type { Connection } from 'vscode-languageserver/node';

/**
 * Runs handlers so that a throw (or a rejected promise) is logged on the connection with its
 * stack and the server keeps answering.
 */
export function errorGuards(connection: Connection): { guard(name: string, fn: () => void): void; guardAsync(name: string, fn: () => Promise<void>): void } {
  const log = (name: string, err: unknown) => connection.console.error(`${name} failed: ${(err as Error)?.stack ?? String(err)}`);
  return {
    guard(name, fn) {
      try {
        fn();
      } catch (err) {
        log(name, err);
      }
    },
    guardAsync(name, fn) {
      fn().catch((err: unknown) => log(name, err));
    },
  };
}
