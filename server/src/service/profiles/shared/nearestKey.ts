/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and swaps of two neighbours each cost 1), so `nmae` is 1 from `name`.
 */
export function damerauLevenshtein(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known key a misspelt key most likely means: same letters in another case, else the
 * nearest within `maxDistance` (Damerau-Levenshtein, case-insensitive). The distance must
 * also stay under half the shorter word, so short unrelated keys (`date` for `name`) are
 * not offered. Undefined when nothing is close enough or two keys are equally close.
 */
export function nearestKey(key: string, known: readonly string[], maxDistance = 2): string | undefined {
  const k = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of known) {
    if (candidate === key) return undefined;
    const d = damerauLevenshtein(k, candidate.toLowerCase());
    if (d > maxDistance || d * 2 >= Math.min(k.length, candidate.length)) continue;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}
