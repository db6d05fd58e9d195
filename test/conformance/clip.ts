/** A side of a disagreement on one line, as JSON, cut at 400 characters. */
export function clip(s: string): string {
  const one = JSON.stringify(s);
  return one.length > 400 ? `${one.slice(0, 400)}…` : one;
}
