/** True when two lists hold the same elements (the same objects or values, by `===`) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}
