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
 * print: items indented one level more, joined as flat pieces (see {@link joinLines}); with
 * `kept`, only the pieces that changed since the last call of that owner and key (see {@link keptJoin}).
 */
export function prettyJsonArray(pretties: readonly string[], kept?: { readonly owner: object; readonly key: object }): string {
  if (pretties.length === 0) return '[]';
  return `[\n  ${kept ? keptJoin(kept.owner, kept.key, pretties, ',\n  ') : joinLines(pretties, ',\n  ')}\n]`;
}

/** A join as last made: its parts, and its pieces (`[start, end)` of the parts, joined). */
interface KeptJoin {
  readonly separator: string;
  readonly parts: readonly string[];
  readonly pieces: readonly { readonly start: number; readonly end: number; readonly text: string }[];
}
const joins = new WeakMap<object, WeakMap<object, KeptJoin>>();

/** Parts changed past this many: the whole is joined again. */
const MOST_REJOINED = 16;

/**
 * {@link joinLines} kept per owner (a root) and key (one per listing): when the parts are as
 * many as last time and few differ, only the pieces holding a changed part are joined
 * again and the pieces chained anew. A listing of 1,000 skills after one edit joins one
 * piece of about 16,000 characters instead of all of them. Same text as `joinLines`.
 */
export function keptJoin(owner: object, key: object, parts: readonly string[], separator = '\n'): string {
  let byKey = joins.get(owner);
  if (!byKey) joins.set(owner, (byKey = new WeakMap()));
  const last = byKey.get(key);
  const pieces = (last && rejoined(last, parts, separator)) ?? piecesOf(parts, separator);
  byKey.set(key, { separator, parts: parts.slice(), pieces });
  let out = pieces[0]?.text ?? '';
  for (let i = 1; i < pieces.length; i++) out = out + separator + pieces[i]!.text;
  return out;
}

function rejoined(last: KeptJoin, parts: readonly string[], separator: string): KeptJoin['pieces'] | undefined {
  if (last.separator !== separator || last.parts.length !== parts.length || parts.length === 0) return undefined;
  let changed = 0;
  const pieces = last.pieces.map((piece) => {
    let same = true;
    for (let i = piece.start; i < piece.end; i++) {
      if (parts[i] !== last.parts[i]) {
        same = false;
        changed++;
      }
    }
    return same ? piece : { start: piece.start, end: piece.end, text: parts.slice(piece.start, piece.end).join(separator) };
  });
  return changed > MOST_REJOINED ? undefined : pieces;
}

/** The parts cut into runs of about {@link PIECE_CHARS} characters, each joined. */
function piecesOf(parts: readonly string[], separator: string): KeptJoin['pieces'] {
  const pieces: { start: number; end: number; text: string }[] = [];
  let start = 0;
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    size += parts[i]!.length + separator.length;
    if (size < PIECE_CHARS && i < parts.length - 1) continue;
    pieces.push({ start, end: i + 1, text: parts.slice(start, i + 1).join(separator) });
    start = i + 1;
    size = 0;
  }
  return pieces;
}
