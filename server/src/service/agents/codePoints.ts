/** Length in code points, as the reference validator (Python `len`) and the agents' limits count. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
