/** Characters joined flat into one piece: far under V8's large-object size (128 KiB, two bytes a character at worst). */
const PIECE_CHARS = 16_384;

/**
 * `parts.join(separator)`, built as a chain of flat pieces of about 16,000 characters when
 * the whole is longer than that. V8 puts a string over 128 KiB in a mapping of its own
 * whose pages fault in one at a time: on the bench machine a flat 300 KB catalog text
 * takes 1 to 3 ms to allocate, the same text in small pieces a few microseconds. The
 * chain is an ordinary string; the first reader of its characters flattens it (`length`
 * does not), so a catalog consulted only for its entries never pays for its text.
 */
export function joinLines(parts: readonly string[], separator = '\n'): string {
  let total = 0;
  for (const p of parts) total += p.length + separator.length;
  if (total <= PIECE_CHARS) return parts.join(separator);
  let out: string | undefined;
  let start = 0;
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    size += parts[i]!.length + separator.length;
    if (size < PIECE_CHARS && i < parts.length - 1) continue;
    const piece = parts.slice(start, i + 1).join(separator);
    out = out === undefined ? piece : out + separator + piece;
    start = i + 1;
    size = 0;
  }
  return out ?? '';
}

/**
 * The text `JSON.stringify(array, null, 2)` gives, from each item's own two-space pretty
 * print: items indented one level more, joined as flat pieces (see {@link joinLines}).
 */
export function prettyJsonArray(pretties: readonly string[]): string {
  return pretties.length === 0 ? '[]' : `[\n  ${joinLines(pretties, ',\n  ')}\n]`;
}
