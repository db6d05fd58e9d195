/** A cold index under way (see `SkillIndex.beginReindex`). */
export interface IndexBuild {
  /** Skills to read. */
  readonly total: number;
  /** Skills read so far. */
  done(): number;
  /** Reads skills for about `budgetMs` (at least one); true once the index is complete (or superseded). */
  step(budgetMs: number): boolean;
}

/**
 * A build reading `total` items one `readNext(i)` at a time, in steps of a time budget, then
 * calling `finish` once. A build `superseded` (a later walk began) stops where it is.
 */
export function indexBuild(total: number, readNext: (i: number) => void, finish: () => void, superseded: () => boolean): IndexBuild {
  let next = 0;
  return {
    total,
    done: () => next,
    step: (budgetMs) => {
      if (superseded()) return true;
      const end = performance.now() + budgetMs;
      while (next < total) {
        readNext(next++);
        if (performance.now() >= end) break;
      }
      if (next < total) return false;
      finish();
      return true;
    },
  };
}
