import { differingPlaces, replaced } from './listDelta';

/** A list mapped item by item, kept with the list it was made from (see `patchedMap`). */
export interface Mapped<T, U> {
  readonly from: readonly T[];
  readonly to: readonly U[];
}

/**
 * `from.map(f)`, made from `last` (an earlier list's mapping) when both lists are as long: only
 * the places holding another object than before are mapped again (see `differingPlaces`), the
 * others copied, and the last result itself is given back when no place changed. The items are
 * compared as references, never read: a header edit in a folder of 10,000 skills replaces one
 * view where it stood, and reading every view again cost more than what the list is for.
 */
export function patchedMap<T, U>(from: readonly T[], f: (item: T) => U, last: Mapped<T, U> | undefined): Mapped<T, U> {
  if (last?.from === from) return last;
  const places = last && differingPlaces(last.from, from);
  if (!last || !places) return { from, to: from.map(f) };
  const values = new Map<number, U>();
  for (const i of places) values.set(i, f(from[i]!));
  return { from, to: replaced(last.to, values) };
}
