import type { OffsetEdit } from './textEdits';

/** A piece of the current text: a span of the original kept as is, or text written by an edit. */
type Piece = { readonly start: number; readonly end: number } | { readonly text: string };

/**
 * Edits of an original text, composed with a later round of edits: `base` turns `original`
 * into the current text, `next` (non-overlapping, in current offsets) changes that; the
 * result turns `original` straight into the new text. Each edit is cut to what it really
 * changes, so a fix that a later round undoes leaves no edit, and the edits of several rounds
 * of "fix all" stay as small as the fixes themselves (one undoable step in an editor).
 */
export function composeEdits(original: string, base: readonly OffsetEdit[], next: readonly OffsetEdit[]): OffsetEdit[] {
  const pieces = piecesOf(original.length, base);
  // From the end, so the offsets of the edits still to place do not move.
  for (const e of [...next].sort((a, b) => b.start - a.start || b.end - a.end)) {
    const from = splitAt(pieces, e.start);
    const to = splitAt(pieces, e.end);
    pieces.splice(from, to - from, ...(e.newText ? [{ text: e.newText }] : []));
  }
  return editsOf(original, pieces);
}

/** The edits cut to what they change (common start and end dropped, never inside a CRLF or a surrogate pair). */
function minimalEdits(original: string, edits: readonly OffsetEdit[]): OffsetEdit[] {
  const out: OffsetEdit[] = [];
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    const old = original.slice(e.start, e.end);
    let head = 0;
    const most = Math.min(old.length, e.newText.length);
    while (head < most && old.charCodeAt(head) === e.newText.charCodeAt(head)) head++;
    while (head > 0 && splitsPair(old, head)) head--;
    let tail = 0;
    while (tail < most - head && old.charCodeAt(old.length - 1 - tail) === e.newText.charCodeAt(e.newText.length - 1 - tail)) tail++;
    while (tail > 0 && splitsPair(old, old.length - tail)) tail--;
    const trimmed = { start: e.start + head, end: e.end - tail, newText: e.newText.slice(head, e.newText.length - tail) };
    if (trimmed.start !== trimmed.end || trimmed.newText !== '') out.push(trimmed);
  }
  return out;
}

function piecesOf(length: number, edits: readonly OffsetEdit[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    if (e.start > at) pieces.push({ start: at, end: e.start });
    if (e.newText) pieces.push({ text: e.newText });
    at = Math.max(at, e.end);
  }
  if (at < length) pieces.push({ start: at, end: length });
  return pieces;
}

function lengthOf(p: Piece): number {
  return 'text' in p ? p.text.length : p.end - p.start;
}

/** Cuts the piece that holds current offset `at` in two; returns the index of the first piece from `at` on. */
function splitAt(pieces: Piece[], at: number): number {
  let pos = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (pos === at) return i;
    const len = lengthOf(p);
    if (at < pos + len) {
      const k = at - pos;
      const parts: Piece[] = 'text' in p ? [{ text: p.text.slice(0, k) }, { text: p.text.slice(k) }] : [{ start: p.start, end: p.start + k }, { start: p.start + k, end: p.end }];
      pieces.splice(i, 1, ...parts);
      return i + 1;
    }
    pos += len;
  }
  return pieces.length;
}

/** The pieces back as edits of the original: every gap between kept spans, with the text written there. */
function editsOf(original: string, pieces: readonly Piece[]): OffsetEdit[] {
  const edits: OffsetEdit[] = [];
  let at = 0;
  let written = '';
  for (const p of pieces) {
    if ('text' in p) {
      written += p.text;
      continue;
    }
    if (p.start !== at || written) edits.push({ start: at, end: p.start, newText: written });
    written = '';
    at = p.end;
  }
  if (at !== original.length || written) edits.push({ start: at, end: original.length, newText: written });
  return minimalEdits(original, edits);
}

/** True when offset `i` of `text` falls between the two halves of a surrogate pair or of a CRLF. */
function splitsPair(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return false;
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i);
  return (before === 13 && after === 10) || (before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff);
}
