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
  const docs = descriptions.map(wordsOf);
  const n = docs.length;
  const df = new Map<string, number>();
  for (const words of docs) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  const vectors = docs.map((words) => {
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    for (const [w, c] of tf) v.set(w, (1 + Math.log(c)) * (Math.log((n + 1) / ((df.get(w) ?? 0) + 1)) + 1));
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    return v;
  });
  const normal = descriptions.map((d) => d.trim().replace(/\s+/g, ' ').toLowerCase());
  // Candidates without comparing every pair (a folder may hold thousands of skills): identical
  // texts, and pairs where one's words all appear in the other, found from its rarest word.
  const pairs = new Set<number>();
  const add = (a: number, b: number) => pairs.add(Math.min(a, b) * n + Math.max(a, b));
  const byText = new Map<string, number>();
  const postings = new Map<string, number[]>();
  vectors.forEach((v, i) => {
    for (const w of v.keys()) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  for (let a = 0; a < n; a++) {
    const first = byText.get(normal[a]!);
    if (normal[a] !== '' && first !== undefined) add(first, a);
    else byText.set(normal[a]!, a);
    const va = vectors[a]!;
    if (va.size < MIN_WORDS) continue;
    let rarest: string | undefined;
    for (const w of va.keys()) if (rarest === undefined || (df.get(w) ?? 0) < (df.get(rarest) ?? 0)) rarest = w;
    for (const b of postings.get(rarest!) ?? []) {
      const vb = vectors[b]!;
      if (b !== a && (vb.size > va.size || (vb.size === va.size && b > a)) && [...va.keys()].every((w) => vb.has(w))) add(a, b);
    }
  }
  const out: DescriptionOverlap[] = [];
  for (const key of [...pairs].sort((x, y) => x - y)) {
    const a = Math.floor(key / n);
    const b = key % n;
    const identical = normal[a] === normal[b];
    const va = vectors[a]!;
    const vb = vectors[b]!;
    let score = 0;
    const shared: [string, number][] = [];
    for (const [w, x] of va) {
      const y = vb.get(w);
      if (y !== undefined) { score += x * y; shared.push([w, x * y]); }
    }
    if (identical || score >= threshold) out.push({ a, b, score: identical ? 1 : Math.min(1, score), identical, shared: shared.sort((p, q) => q[1] - p[1]).map(([w]) => w) });
  }
  return out;
}
