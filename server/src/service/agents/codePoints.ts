/** A UTF-16 surrogate: only text holding one counts otherwise in code points than in units. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Length in code points, as the reference validator (Python `len`) and the agents' limits count. */
export function codePoints(s: string): number {
  // Most text holds no character outside the BMP: its length is already the count.
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}
