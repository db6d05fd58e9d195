import { flatCopy } from '../parse/parseSkill';

/** Characters a pool holds before it starts afresh (about 4 MB of one-byte text). */
export const TEXT_POOL_CHARS = 4_000_000;

/**
 * One flat copy of each text that repeats: the same message is reported on thousands of
 * skills of a registry ("`version` has no effect on 10 of your 13 agents…"), and each
 * finding held its own copy. A copy is fresh (never a slice that keeps a file alive). The
 * pool may hold texts no finding uses any more (an edited skill's old messages), so it is
 * bounded: past `maxChars` it forgets everything and fills again.
 */
export class TextPool {
  private readonly texts = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars = TEXT_POOL_CHARS) {}

  /** The pool's copy of `text`, made now if it has none. */
  copyOf(text: string): string {
    const had = this.texts.get(text);
    if (had !== undefined) return had;
    const copy = flatCopy(text);
    if (this.chars + copy.length > this.maxChars) {
      this.texts.clear();
      this.chars = 0;
    }
    this.texts.set(copy, copy);
    this.chars += copy.length;
    return copy;
  }

  /** How many texts the pool holds (for tests). */
  get size(): number {
    return this.texts.size;
  }
}
