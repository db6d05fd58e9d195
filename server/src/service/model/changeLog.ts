/**
 * Paths noted in order, to ask later which were noted since a point (`mark`, then `since`).
 * Only the last notes are kept: a point older than them gets "unknown", and the caller looks
 * at everything instead.
 */
export class ChangeLog {
  private readonly paths: string[] = [];
  /** How many notes were ever made. */
  private count = 0;

  /** @param cap how many notes are kept at most (half are dropped when it is reached). */
  constructor(private readonly cap = 65_536) {}

  note(p: string): void {
    this.paths.push(p);
    this.count++;
    if (this.paths.length > this.cap) this.paths.splice(0, this.paths.length >> 1);
  }

  /** A point to ask `since` from. */
  mark(): number {
    return this.count;
  }

  /** The paths noted since `mark`, each once, in the order of their first note since; undefined when those notes are no longer kept. */
  since(mark: number): string[] | undefined {
    const first = this.count - this.paths.length;
    if (mark < first) return undefined;
    return [...new Set(this.paths.slice(mark - first))];
  }
}
