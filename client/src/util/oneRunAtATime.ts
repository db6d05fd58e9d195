/**
 * Wraps a command that asks questions so that running it again, with the same arguments, while
 * its questions are still open does nothing (resolves undefined) instead of starting over.
 *
 * Why: the walkthrough's buttons run their command on the key *release* of Enter too. Enter in
 * the command's quick pick closes it on the key press; the focus goes back to the button before
 * the key is released, and the release runs the command a second time, whose first question
 * replaces the next one (the name box vanished after a folder was picked). A second click on the
 * button while a question is open is ignored the same way: the question is already on screen.
 */
export function oneRunAtATime<A extends unknown[], R>(run: (...args: A) => PromiseLike<R> | R): (...args: A) => Promise<R | undefined> {
  const running = new Set<string>();
  return async (...args: A) => {
    const key = argumentsKey(args);
    if (key !== undefined && running.has(key)) return undefined;
    if (key !== undefined) running.add(key);
    try {
      return await run(...args);
    } finally {
      if (key !== undefined) running.delete(key);
    }
  };
}

/** The arguments as a comparable string; undefined when they cannot be compared (never guarded). */
function argumentsKey(args: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(args);
  } catch {
    return undefined;
  }
}
