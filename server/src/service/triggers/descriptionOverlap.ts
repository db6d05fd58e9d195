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
  return new DescriptionOverlapIndex().update(descriptions, threshold);
}

/**
 * `descriptionOverlaps` of a list that changes a few descriptions at a time (a folder while
 * its headers are edited). Which pairs are candidates does not depend on the other
 * descriptions: identical texts, and pairs where one's words all appear in the other. So a
 * call with as many descriptions as the last one redoes the candidates of the changed ones
 * only, then scores the candidates (few) with the IDF of the whole list. A call with another
 * count starts over: every index moved. A pair's score changes only where the IDF of one of
 * its words did (a word a changed description gained or lost) or one of its descriptions
 * changed: the others keep their scored pair, the same object as last time.
 */
export class DescriptionOverlapIndex {
  private descriptions: readonly string[] = [];
  private words: (readonly string[])[] = [];
  /** Each description's distinct content words. */
  private sets: ReadonlySet<string>[] = [];
  private normal: string[] = [];
  /** Descriptions holding each word, and how many (arrays, not sets: one per word of a big folder). */
  private readonly postings = new Map<string, number[]>();
  /** The descriptions of each normalised text, in order (the first pairs with each other one). */
  private readonly byText = new Map<string, number[]>();
  /** Candidate pairs as `min * n + max`: from identical texts, and from one's words within the other's. */
  private identical = new Set<number>();
  /** The identical pairs of each normalised text (so a text's pairs are redone without a look at every other pair). */
  private readonly identicalOf = new Map<string, readonly number[]>();
  private contained = new Set<number>();
  /** Each description's TF-IDF vector, while the counts of its words and the list's length hold. */
  private readonly vectors = new Map<number, Map<string, number>>();
  /** Each candidate pair as last scored (`raw`: its score before the cap at 1), while both vectors hold. */
  private pairs = new Map<number, { readonly overlap: DescriptionOverlap; readonly raw: number }>();
  /** The overlaps the last update gave, by pair. */
  private given = new Map<number, DescriptionOverlap>();
  /**
   * The descriptions whose overlaps the last update changed (one gained, lost or re-scored),
   * `'all'` when it started over (another count of descriptions).
   */
  changed: ReadonlySet<number> | 'all' = 'all';

  /** The overlaps of `descriptions`, as `descriptionOverlaps` finds them. */
  update(descriptions: readonly string[], threshold = OVERLAP_THRESHOLD): DescriptionOverlap[] {
    const n = descriptions.length;
    const fresh = n !== this.descriptions.length;
    if (fresh) this.reset(n);
    const changed: number[] = [];
    for (let i = 0; i < n; i++) if (descriptions[i] !== this.descriptions[i]) changed.push(i);
    // Words whose count of descriptions changes: their IDF, and so the vectors holding them.
    const counts = new Map<string, number>();
    for (const i of changed) {
      for (const w of this.sets[i]!) counts.set(w, (counts.get(w) ?? 0) - 1);
      for (const w of new Set(wordsOf(descriptions[i]!))) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    for (const i of changed) this.remove(i);
    this.descriptions = descriptions;
    const texts = new Set<string>();
    for (const i of changed) {
      texts.add(this.normal[i]!);
      this.add(i, descriptions[i]!);
      texts.add(this.normal[i]!);
    }
    // When every description changed, each finds the pairs where its words lie within another's
    // by itself: the reverse search (the others within it, through every posting of its words:
    // quadratic in a big folder) is for the unchanged ones.
    const others = changed.length < n;
    for (const i of changed) this.containedPairs(i, n, others);
    for (const t of texts) this.identicalPairs(t, n);
    this.forget(changed, counts, n);
    const out = this.scored(n, threshold);
    const since = this.changedSince(out, n);
    this.changed = fresh ? 'all' : since;
    return out;
  }

  /** The descriptions with an overlap `out` gives that the last update did not (or not the same), or the reverse. */
  private changedSince(out: readonly DescriptionOverlap[], n: number): ReadonlySet<number> {
    const changed = new Set<number>();
    const given = new Map<number, DescriptionOverlap>();
    for (const o of out) {
      const key = o.a * n + o.b;
      given.set(key, o);
      if (this.given.get(key) !== o) changed.add(o.a).add(o.b);
    }
    for (const [key, o] of this.given) if (!given.has(key)) changed.add(o.a).add(o.b);
    this.given = given;
    return changed;
  }

  /** Drops the vectors and scored pairs that `changed` (and its words' new counts) made stale. */
  private forget(changed: readonly number[], counts: ReadonlyMap<string, number>, n: number): void {
    if (changed.length === 0) return;
    const stale = new Set(changed);
    for (const [w, d] of counts) if (d !== 0) for (const j of this.postings.get(w) ?? []) stale.add(j);
    for (const j of stale) this.vectors.delete(j);
    for (const key of this.pairs.keys()) if (stale.has(Math.floor(key / n)) || stale.has(key % n)) this.pairs.delete(key);
  }

  private reset(n: number): void {
    this.descriptions = new Array<string>(n).fill('');
    this.words = new Array<readonly string[]>(n).fill([]);
    this.sets = new Array<ReadonlySet<string>>(n).fill(new Set());
    this.normal = new Array<string>(n).fill('');
    this.postings.clear();
    this.byText.clear();
    this.identical = new Set();
    this.identicalOf.clear();
    this.contained = new Set();
    this.vectors.clear();
    this.pairs = new Map();
    this.given = new Map();
  }

  /** Takes description `i` out of the postings and its candidate pairs. */
  private remove(i: number): void {
    for (const w of this.sets[i]!) {
      const list = this.postings.get(w)!;
      list.splice(list.indexOf(i), 1);
      if (list.length === 0) this.postings.delete(w);
    }
    const same = this.byText.get(this.normal[i]!);
    if (same) {
      same.splice(same.indexOf(i), 1);
      if (same.length === 0) this.byText.delete(this.normal[i]!);
    }
    const n = this.descriptions.length;
    for (const key of this.contained) if (Math.floor(key / n) === i || key % n === i) this.contained.delete(key);
  }

  private add(i: number, description: string): void {
    const words = wordsOf(description);
    const set = new Set(words);
    this.words[i] = words;
    this.sets[i] = set;
    for (const w of set) {
      const list = this.postings.get(w);
      if (list) list.push(i);
      else this.postings.set(w, [i]);
    }
    const normal = description.trim().replace(/\s+/g, ' ').toLowerCase();
    this.normal[i] = normal;
    const same = this.byText.get(normal);
    if (!same) this.byText.set(normal, [i]);
    else {
      const at = same.findIndex((j) => j > i);
      same.splice(at < 0 ? same.length : at, 0, i);
    }
  }

  /**
   * The pairs of `i` where one's words all appear in the other's (the smaller one with at least
   * MIN_WORDS); with `others` false, only those where its own words lie within the other's.
   */
  private containedPairs(i: number, n: number, others: boolean): void {
    const mine = this.sets[i]!;
    const pair = (a: number, b: number) => this.contained.add(Math.min(a, b) * n + Math.max(a, b));
    // `a`'s words within `b`'s, counted as the original pairing does: the larger or, at equal size, the later one.
    const within = (a: number, b: number) => {
      const sa = this.sets[a]!.size;
      const sb = this.sets[b]!.size;
      return sa >= MIN_WORDS && (sb > sa || (sb === sa && b > a));
    };
    // Others holding all of its words: those holding its least-shared word.
    if (mine.size >= MIN_WORDS) {
      let rarest: number[] | undefined;
      for (const w of mine) {
        const list = this.postings.get(w)!;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const b of rarest!) if (b !== i && within(i, b) && [...mine].every((w) => this.sets[b]!.has(w))) pair(i, b);
    }
    if (!others) return;
    // Others whose words all lie within its own: counted by the words they share with it.
    const shared = new Map<number, number>();
    for (const w of mine) for (const a of this.postings.get(w)!) if (a !== i) shared.set(a, (shared.get(a) ?? 0) + 1);
    for (const [a, count] of shared) if (count === this.sets[a]!.size && within(a, i)) pair(a, i);
  }

  /** The pairs of identical texts `text`: its first description with each other one. */
  private identicalPairs(text: string, n: number): void {
    for (const key of this.identicalOf.get(text) ?? []) this.identical.delete(key);
    this.identicalOf.delete(text);
    const same = this.byText.get(text);
    if (text === '' || !same || same.length < 2) return;
    const keys = same.slice(1).map((a) => same[0]! * n + a);
    for (const key of keys) this.identical.add(key);
    this.identicalOf.set(text, keys);
  }

  /** The candidates scored with the IDF of the whole list, those at or above `threshold` (identical ones always). */
  private scored(n: number, threshold: number): DescriptionOverlap[] {
    const out: DescriptionOverlap[] = [];
    const kept = new Map<number, { readonly overlap: DescriptionOverlap; readonly raw: number }>();
    for (const key of candidateKeys(this.identical, this.contained)) {
      const pair = this.pairs.get(key) ?? this.score(key, n);
      kept.set(key, pair);
      if (pair.overlap.identical || pair.raw >= threshold) out.push(pair.overlap);
    }
    this.pairs = kept;
    return out;
  }

  /** Pair `key` scored: the cosine of its vectors and the words they share, heaviest first. */
  private score(key: number, n: number): { readonly overlap: DescriptionOverlap; readonly raw: number } {
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

  /** Description `i`'s TF-IDF vector, normalised (kept until `forget` drops it). */
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

/**
 * The candidate pairs of both kinds, each once, in increasing order (the order pairs are
 * reported in). Sorted as numbers in a typed array: a folder of 10,000 skills holds about as
 * many pairs, sorted again on every header edit.
 */
function candidateKeys(identical: ReadonlySet<number>, contained: ReadonlySet<number>): number[] {
  const keys = new Float64Array(identical.size + contained.size);
  let k = 0;
  for (const key of identical) keys[k++] = key;
  for (const key of contained) if (!identical.has(key)) keys[k++] = key;
  return Array.from(keys.subarray(0, k).sort());
}
