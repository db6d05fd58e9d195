import { differingPlaces } from '../model/listDelta';
import { contentWords } from './contentWords';

/** Two skills of one folder whose descriptions would answer the same requests. */
export interface DescriptionOverlap {
  /** Indexes into the descriptions given. */
  readonly a: number;
  readonly b: number;
  /** Cosine similarity of their TF-IDF vectors, 0…1 (1 for identical descriptions). */
  readonly score: number;
  /** The content words they share, heaviest first. */
  readonly shared: readonly string[];
  readonly identical: boolean;
}

/**
 * The similarity at and above which two descriptions of one folder are reported. Tuned on
 * ../shared/corpus-large (4,922 skills) and ../shared/corpus (460): see the rule's page.
 */
export const OVERLAP_THRESHOLD = 0.6;

// A folder is compared again on every header edit while only one description changed: each
// description's words are worked out once. Bounded: cleared past this many descriptions.
const WORDS = new Map<string, readonly string[]>();
const WORDS_KEPT = 50_000;

/** `contentWords` of a description, kept. */
function wordsOf(description: string): readonly string[] {
  let words = WORDS.get(description);
  if (!words) {
    if (WORDS.size >= WORDS_KEPT) WORDS.clear();
    WORDS.set(description, (words = contentWords(description)));
  }
  return words;
}

/** Fewer distinct content words than this and a description says too little to compare. */
const MIN_WORDS = 3;

/**
 * Pairs of descriptions that overlap so much one request would reach both: TF-IDF cosine on
 * content words (see contentWords), the IDF taken over the descriptions given (a folder's
 * skills), so words every skill of the folder uses weigh little. Identical descriptions
 * (ignoring case and spacing) always pair.
 */
export function descriptionOverlaps(descriptions: readonly string[], threshold = OVERLAP_THRESHOLD): DescriptionOverlap[] {
  const index = new DescriptionOverlapIndex();
  index.update(descriptions, threshold);
  return [...index.overlaps()];
}

/** A candidate pair as last scored: `raw` is its score before the cap at 1. */
interface Scored {
  readonly overlap: DescriptionOverlap;
  readonly raw: number;
}

/**
 * `descriptionOverlaps` of a list that changes a few descriptions at a time (a folder while
 * its headers are edited). Which pairs are candidates does not depend on the other
 * descriptions: identical texts, and pairs where one's words all appear in the other. So a
 * call with as many descriptions as the last one redoes the candidates of the changed ones
 * only, then scores again only the pairs of the descriptions whose vector moved (a changed
 * description, or one holding a word a changed description gained or lost: that word's IDF
 * moved) and the pairs that became or stopped being candidates. Every other pair keeps its
 * scored overlap, the same object as last time, and nothing walks the whole list of pairs: an
 * edit in a folder of 10,000 skills (about as many pairs) costs what its own pairs cost. A call
 * with another count (or threshold) starts over: every index moved.
 */
export class DescriptionOverlapIndex {
  private descriptions: readonly string[] = [];
  private words: (readonly string[])[] = [];
  /** Each description's distinct content words. */
  private sets: ReadonlySet<string>[] = [];
  private normal: string[] = [];
  /** Descriptions holding each word, and how many (arrays, not sets: one per word of a big folder). */
  private readonly postings = new Map<string, number[]>();
  /**
   * Each description's signature: one of its words, the least shared when it was last set (only
   * for those with MIN_WORDS words or more, the others lie within none). A description whose words
   * all lie within another's holds its signature there, so the search for them looks under the
   * other's words' signatures, not through every posting of its words (thousands for a common word).
   */
  private signature: (string | undefined)[] = [];
  /** The descriptions of each signature word. */
  private readonly bySignature = new Map<string, number[]>();
  /** The descriptions of each normalised text, in order (the first pairs with each other one). */
  private readonly byText = new Map<string, number[]>();
  /** Candidate pairs as `min * n + max`: from identical texts, and from one's words within the other's. */
  private identical = new Set<number>();
  /** The identical pairs of each normalised text (so a text's pairs are redone without a look at every other pair). */
  private readonly identicalOf = new Map<string, readonly number[]>();
  private contained = new Set<number>();
  /** Each description's candidate pairs of both kinds (undefined: none yet). */
  private candidatesOf: (Set<number> | undefined)[] = [];
  /** Each description's TF-IDF vector, while the counts of its words and the list's length hold. */
  private readonly vectors = new Map<number, Map<string, number>>();
  /** Every candidate pair as last scored. */
  private readonly pairs = new Map<number, Scored>();
  /** The overlaps found (the candidates identical or at or above the threshold), by pair. */
  private readonly given = new Map<number, DescriptionOverlap>();
  /** The pairs whose candidacy this update may have changed. */
  private touched = new Set<number>();
  private threshold = OVERLAP_THRESHOLD;
  /** `overlaps()` as last asked, until the next update. */
  private sorted: readonly DescriptionOverlap[] | undefined;
  /**
   * The descriptions whose overlaps the last update changed (one gained, lost or re-scored),
   * `'all'` when it started over (another count of descriptions).
   */
  changed: ReadonlySet<number> | 'all' = 'all';

  /** Compares `descriptions` as `descriptionOverlaps` does; `overlaps` and `overlapsOf` then give what it found. */
  update(descriptions: readonly string[], threshold = OVERLAP_THRESHOLD): void {
    const n = descriptions.length;
    const fresh = n !== this.descriptions.length || threshold !== this.threshold;
    if (fresh) this.reset(n, threshold);
    const changed = differingPlaces(this.descriptions, descriptions)!;
    // Words whose count of descriptions changes: their IDF, and so the vectors holding them.
    const counts = new Map<string, number>();
    for (const i of changed) {
      for (const w of this.sets[i]!) counts.set(w, (counts.get(w) ?? 0) - 1);
      for (const w of new Set(wordsOf(descriptions[i]!))) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    this.touched = new Set();
    for (const i of changed) this.remove(i, n);
    this.descriptions = descriptions;
    const texts = new Set<string>();
    for (const i of changed) {
      texts.add(this.normal[i]!);
      this.add(i, descriptions[i]!);
      texts.add(this.normal[i]!);
    }
    // Once every posting is in: a first update picks each signature among complete counts.
    for (const i of changed) this.sign(i);
    // When every description changed, each finds the pairs where its words lie within another's
    // by itself: the reverse search (the others within it, through every posting of its words:
    // quadratic in a big folder) is for the unchanged ones.
    const others = changed.length < n;
    for (const i of changed) this.containedPairs(i, n, others);
    for (const t of texts) this.identicalPairs(t, n);
    const stale = this.stale(changed, counts);
    for (const j of stale) for (const key of this.candidatesOf[j] ?? []) this.touched.add(key);
    const moved = new Set<number>();
    for (const key of this.touched) {
      const a = Math.floor(key / n);
      const b = key % n;
      const before = this.given.get(key);
      let now: DescriptionOverlap | undefined;
      if (this.identical.has(key) || this.contained.has(key)) {
        let pair = stale.has(a) || stale.has(b) ? undefined : this.pairs.get(key);
        if (!pair) this.pairs.set(key, (pair = this.score(key, n)));
        if (pair.overlap.identical || pair.raw >= threshold) now = pair.overlap;
      } else this.pairs.delete(key);
      if (now) this.given.set(key, now);
      else this.given.delete(key);
      if (now !== before) moved.add(a).add(b);
    }
    this.sorted = undefined;
    this.changed = fresh ? 'all' : moved;
  }

  /** Every overlap of the last update, by pair (`a` then `b`, increasing). */
  overlaps(): readonly DescriptionOverlap[] {
    // Sorted as numbers in a typed array: a folder of 10,000 skills holds about as many pairs.
    this.sorted ??= Array.from(Float64Array.from(this.given.keys()).sort(), (key) => this.given.get(key)!);
    return this.sorted;
  }

  /** The overlaps of description `i` (as `a` or `b`), in the order `overlaps` gives them. */
  overlapsOf(i: number): DescriptionOverlap[] {
    const keys = [...(this.candidatesOf[i] ?? [])].filter((key) => this.given.has(key)).sort((x, y) => x - y);
    return keys.map((key) => this.given.get(key)!);
  }

  /** The descriptions whose vectors `changed` (and its words' new counts) made stale; their vectors dropped. */
  private stale(changed: readonly number[], counts: ReadonlyMap<string, number>): ReadonlySet<number> {
    const stale = new Set(changed);
    for (const [w, d] of counts) if (d !== 0) for (const j of this.postings.get(w) ?? []) stale.add(j);
    for (const j of stale) this.vectors.delete(j);
    return stale;
  }

  private reset(n: number, threshold: number): void {
    this.descriptions = new Array<string>(n).fill('');
    this.words = new Array<readonly string[]>(n).fill([]);
    this.sets = new Array<ReadonlySet<string>>(n).fill(new Set());
    this.normal = new Array<string>(n).fill('');
    this.signature = new Array<string | undefined>(n);
    this.bySignature.clear();
    this.candidatesOf = new Array<Set<number> | undefined>(n);
    this.postings.clear();
    this.byText.clear();
    this.identical = new Set();
    this.identicalOf.clear();
    this.contained = new Set();
    this.vectors.clear();
    this.pairs.clear();
    this.given.clear();
    this.threshold = threshold;
  }

  /** Pair `key` is a candidate (of `identical` or `contained`, just added there). */
  private link(key: number, n: number): void {
    for (const i of [Math.floor(key / n), key % n]) (this.candidatesOf[i] ??= new Set()).add(key);
    this.touched.add(key);
  }

  /** Pair `key` was just taken out of `identical` or `contained`: it stays a candidate while in the other. */
  private unlink(key: number, n: number): void {
    if (!this.identical.has(key) && !this.contained.has(key)) for (const i of [Math.floor(key / n), key % n]) this.candidatesOf[i]?.delete(key);
    this.touched.add(key);
  }

  /** Takes description `i` out of the postings and its candidate pairs. */
  private remove(i: number, n: number): void {
    for (const w of this.sets[i]!) takeOut(this.postings, w, i);
    takeOut(this.byText, this.normal[i]!, i);
    const sign = this.signature[i];
    if (sign !== undefined) {
      takeOut(this.bySignature, sign, i);
      this.signature[i] = undefined;
    }
    for (const key of [...(this.candidatesOf[i] ?? [])]) if (this.contained.delete(key)) this.unlink(key, n);
  }

  private add(i: number, description: string): void {
    const words = wordsOf(description);
    const set = new Set(words);
    this.words[i] = words;
    this.sets[i] = set;
    for (const w of set) putIn(this.postings, w, i);
    const normal = description.trim().replace(/\s+/g, ' ').toLowerCase();
    this.normal[i] = normal;
    const same = this.byText.get(normal);
    if (!same) this.byText.set(normal, [i]);
    else {
      const at = same.findIndex((j) => j > i);
      same.splice(at < 0 ? same.length : at, 0, i);
    }
  }

  /** Gives description `i` (just added) its signature: its least shared word, when it has MIN_WORDS words or more. */
  private sign(i: number): void {
    const words = this.sets[i]!;
    if (words.size < MIN_WORDS) return;
    const best = this.leastShared(words);
    this.signature[i] = best;
    putIn(this.bySignature, best, i);
  }

  /** The word of `words` (all in the postings) the fewest descriptions hold. */
  private leastShared(words: ReadonlySet<string>): string {
    let best = '';
    let count = Infinity;
    for (const w of words) {
      const c = this.postings.get(w)!.length;
      if (c < count) [best, count] = [w, c];
    }
    return best;
  }

  /**
   * The pairs of `i` where one's words all appear in the other's (the smaller one with at least
   * MIN_WORDS); with `others` false, only those where its own words lie within the other's.
   */
  private containedPairs(i: number, n: number, others: boolean): void {
    const mine = this.sets[i]!;
    const pair = (a: number, b: number) => {
      const key = Math.min(a, b) * n + Math.max(a, b);
      if (this.contained.has(key)) return;
      this.contained.add(key);
      this.link(key, n);
    };
    // `a`'s words within `b`'s, counted as the original pairing does: the larger or, at equal size, the later one.
    const within = (a: number, b: number) => {
      const sa = this.sets[a]!.size;
      const sb = this.sets[b]!.size;
      return sa >= MIN_WORDS && (sb > sa || (sb === sa && b > a));
    };
    // Others holding all of its words: those holding its least-shared word.
    if (mine.size >= MIN_WORDS) {
      for (const b of this.postings.get(this.leastShared(mine))!) if (b !== i && within(i, b) && allIn(mine, this.sets[b]!)) pair(i, b);
    }
    if (!others) return;
    // Others whose words all lie within its own: their signature is one of its words.
    for (const w of mine) {
      for (const a of this.bySignature.get(w) ?? []) if (a !== i && within(a, i) && allIn(this.sets[a]!, mine)) pair(a, i);
    }
  }

  /** The pairs of identical texts `text`: its first description with each other one. */
  private identicalPairs(text: string, n: number): void {
    for (const key of this.identicalOf.get(text) ?? []) {
      this.identical.delete(key);
      this.unlink(key, n);
    }
    this.identicalOf.delete(text);
    const same = this.byText.get(text);
    if (text === '' || !same || same.length < 2) return;
    const keys = same.slice(1).map((a) => same[0]! * n + a);
    for (const key of keys) {
      this.identical.add(key);
      this.link(key, n);
    }
    this.identicalOf.set(text, keys);
  }

  /** Pair `key` scored: the cosine of its vectors and the words they share, heaviest first. */
  private score(key: number, n: number): Scored {
    const a = Math.floor(key / n);
    const b = key % n;
    const identical = this.normal[a] === this.normal[b];
    const va = this.vectorOf(a, n);
    const vb = this.vectorOf(b, n);
    let raw = 0;
    const shared: [string, number][] = [];
    for (const [w, x] of va) {
      const y = vb.get(w);
      if (y !== undefined) { raw += x * y; shared.push([w, x * y]); }
    }
    return { raw, overlap: { a, b, score: identical ? 1 : Math.min(1, raw), identical, shared: shared.sort((p, q) => q[1] - p[1]).map(([w]) => w) } };
  }

  /** Description `i`'s TF-IDF vector, normalised (kept until `stale` drops it). */
  private vectorOf(i: number, n: number): Map<string, number> {
    let v = this.vectors.get(i);
    if (v) return v;
    const tf = new Map<string, number>();
    for (const w of this.words[i]!) tf.set(w, (tf.get(w) ?? 0) + 1);
    v = new Map<string, number>();
    for (const [w, c] of tf) v.set(w, (1 + Math.log(c)) * (Math.log((n + 1) / (this.postings.get(w)!.length + 1)) + 1));
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    this.vectors.set(i, v);
    return v;
  }
}

/** True when every word of `words` is in `set`. */
function allIn(words: ReadonlySet<string>, set: ReadonlySet<string>): boolean {
  for (const w of words) if (!set.has(w)) return false;
  return true;
}

/** Adds `i` to the list of `key` (made when missing). */
function putIn<K>(lists: Map<K, number[]>, key: K, i: number): void {
  const list = lists.get(key);
  if (list) list.push(i);
  else lists.set(key, [i]);
}

/** Takes `i` out of the list of `key`, and the list out of `lists` once empty. */
function takeOut<K>(lists: Map<K, number[]>, key: K, i: number): void {
  const list = lists.get(key);
  if (!list) return;
  list.splice(list.indexOf(i), 1);
  if (list.length === 0) lists.delete(key);
}
