/** A list mapped item by item, kept with the list it was made from (see `patchedMap`). */
export interface Mapped<T, U> {
  readonly from: readonly T[];
  readonly to: readonly U[];
}

/**
 * `from.map(f)`, made from `last` (an earlier list's mapping) when both lists are as long: only
 * the places holding another object than before are mapped again, the others copied, and the
 * last result itself is given back when no place changed. The items are compared as references,
 * never read: a header edit in a folder of 10,000 skills replaces one view where it stood, and
 * reading every view again cost more than what the list is for.
 */
export function patchedMap<T, U>(from: readonly T[], f: (item: T) => U, last: Mapped<T, U> | undefined): Mapped<T, U> {
  if (last?.from === from) return last;
  if (!last || last.from.length !== from.length) return { from, to: from.map(f) };
  let to: U[] | undefined;
  for (let i = 0; i < from.length; i++) if (from[i] !== last.from[i]) (to ??= last.to.slice())[i] = f(from[i]!);
  return { from, to: to ?? last.to };
}
