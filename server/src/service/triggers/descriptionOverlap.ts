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

/** Fewer distinct content words than this and a description says too little to compare. */
const MIN_WORDS = 3;

/**
 * Pairs of descriptions that overlap so much one request would reach both: TF-IDF cosine on
 * content words (see contentWords), the IDF taken over the descriptions given (a folder's
 * skills), so words every skill of the folder uses weigh little. Identical descriptions
 * (ignoring case and spacing) always pair.
 */
export function descriptionOverlaps(descriptions: readonly string[], threshold = OVERLAP_THRESHOLD): DescriptionOverlap[] {
  const docs = descriptions.map((d) => contentWords(d));
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
  const out: DescriptionOverlap[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const identical = normal[a] !== '' && normal[a] === normal[b];
      const va = vectors[a]!;
      const vb = vectors[b]!;
      if (!identical && (va.size < MIN_WORDS || vb.size < MIN_WORDS)) continue;
      let score = 0;
      const shared: [string, number][] = [];
      for (const [w, x] of va) {
        const y = vb.get(w);
        if (y !== undefined) { score += x * y; shared.push([w, x * y]); }
      }
      // A request worded for either reaches the other only when one says nothing the other does not.
      const covered = [...va.keys()].every((w) => vb.has(w)) || [...vb.keys()].every((w) => va.has(w));
      if (identical || (covered && score >= threshold)) out.push({ a, b, score: identical ? 1 : Math.min(1, score), identical, shared: shared.sort((p, q) => q[1] - p[1]).map(([w]) => w) });
    }
  }
  return out;
}
