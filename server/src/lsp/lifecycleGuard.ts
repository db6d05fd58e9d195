import { ErrorCodes, ResponseError, type InitializeError } from 'vscode-languageserver';

/**
 * The order LSP requires of a session: `initialize` first and once. A request before it is
 * answered with ServerNotInitialized (-32002) instead of waiting for an index that will
 * never be built; a second `initialize` is refused, since the first one's folders and
 * capabilities are what the server runs on.
 */
export class LifecycleGuard {
  private initialized = false;

  /** The `initialize` handler, run once; later calls get an InvalidRequest error. */
  initialize<P, R>(handler: (params: P) => R): (params: P) => R | ResponseError<InitializeError> {
    return (params) => {
      // `retry: false`: the client must not send it again.
      if (this.initialized) return new ResponseError(ErrorCodes.InvalidRequest, 'skillkiln: the server is already initialized', { retry: false });
      const result = handler(params);
      this.initialized = true;
      return result;
    };
  }

  /** The answer to a request that came before `initialize`, or undefined when it may run. */
  refusal(): ResponseError<void> | undefined {
    return this.initialized ? undefined : new ResponseError(ErrorCodes.ServerNotInitialized, 'skillkiln: initialize must come first');
  }
}
