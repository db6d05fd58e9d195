/** Serves one kind of request a test makes by logging a marker line (screenshots, page text). */
export interface RequestHandler {
  /** Handles `line` if it is one of its requests; returns whether it was one. */
  handle(line: string): boolean;
  /** Resolves when every request seen so far has been answered. */
  idle(): Promise<void>;
}
