import { LSPErrorCodes, ResponseError, type CancellationToken, type Connection } from 'vscode-languageserver';
import type { LifecycleGuard } from './lifecycleGuard';

/** A request handler as the connection takes it. */
export type RequestHandler<P, R, E> = (params: P, token: CancellationToken) => R | E | ResponseError<void> | Promise<R | E | ResponseError<void>>;

/** When requests may run: `ready()` once the first index is built, `whenReady` settles then. */
export interface RequestGate {
  readonly lifecycle: LifecycleGuard;
  ready(): boolean;
  readonly whenReady: Promise<void>;
}

/**
 * One wrapper for every request: a cancelled request answers `empty`; domain errors and
 * crashes become a ResponseError and the server stays up; a request that arrives while the
 * workspace is being indexed waits for it rather than answering from an empty index (the
 * preview and tree ask right after a (re)start).
 */
export function requestRunner(connection: Connection, gate: RequestGate): <P, R, E>(name: string, empty: E, fn: (params: P, token: CancellationToken) => R) => RequestHandler<P, R, E> {
  return <P, R, E>(name: string, empty: E, fn: (params: P, token: CancellationToken) => R): RequestHandler<P, R, E> => {
    const run = (params: P, token: CancellationToken): R | E | ResponseError<void> => {
      if (token?.isCancellationRequested) return empty;
      try {
        return fn(params, token);
      } catch (err) {
        if (err instanceof ResponseError) return err as ResponseError<void>;
        connection.console.error(`${name} failed: ${(err as Error)?.stack ?? String(err)}`);
        return new ResponseError(LSPErrorCodes.RequestFailed, `skillkiln: ${name} failed: ${(err as Error)?.message ?? String(err)}`);
      }
    };
    return (params, token) => gate.lifecycle.refusal() ?? (gate.ready() ? run(params, token) : gate.whenReady.then(() => run(params, token)));
  };
}
