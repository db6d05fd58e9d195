/**
 * A regular expression source matching wherever one of `words` starts, factored by common
 * prefixes: `c(?:url|hrome)` rather than `curl|chrome`. V8 tries the alternatives of a flat
 * list one by one at every position of the text; factored, each first character is looked
 * at once. A word holding another (`invoke-expression`, `invoke-`) is left out: it starts
 * only where the shorter one does, so the places matched are the same.
 */
export function wordAlternation(words: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const w of words) {
    if (w === '') return '';
    const rest = byFirst.get(w[0]!) ?? [];
    rest.push(w.slice(1));
    byFirst.set(w[0]!, rest);
  }
  const alternatives = [...byFirst].map(([first, rest]) => first.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + wordAlternation(rest));
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}
