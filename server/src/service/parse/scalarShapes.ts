import type { Scalar } from 'yaml';

/** The value of a scalar the header scanner reads. */
export type ScannedValue = string | number | boolean | null;

/** A key the YAML core schema reads as a string, written without quotes, then `:` and a blank or the line's end. */
export const KEY = /[A-Za-z_][A-Za-z0-9_-]*:(?= |\n|$)/y;
/** Keys the core schema would not read as strings. */
export const TYPED_KEY = /^(?:null|true|false)$/i;
/** Plain values the core schema reads as booleans or null, with their value. */
export const WORDS: ReadonlyMap<string, boolean | null> = new Map<string, boolean | null>([
  ...['true', 'True', 'TRUE'].map((w) => [w, true] as const),
  ...['false', 'False', 'FALSE'].map((w) => [w, false] as const),
  ...['null', 'Null', 'NULL'].map((w) => [w, null] as const),
]);

/**
 * A decimal plain scalar as the core schema's `int` and `float` tags resolve it: `parseInt`
 * for digits alone, `parseFloat` with the fraction digits written kept when the last one is
 * a `0` (`1.0` writes back as `1.0`).
 */
export function decimalNode(node: Scalar<ScannedValue>, text: string): Scalar<ScannedValue> {
  const dot = text.indexOf('.');
  node.value = dot === -1 ? parseInt(text, 10) : parseFloat(text);
  if (dot !== -1 && text.endsWith('0')) node.minFractionDigits = text.length - dot - 1;
  return node;
}

/** How many blanks (spaces) start at `from`. */
export function spacesAt(source: string, from: number): number {
  let i = from;
  while (source.charCodeAt(i) === 32) i++;
  return i - from;
}
