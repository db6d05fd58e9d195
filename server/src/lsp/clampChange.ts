import type { TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import type { Position } from 'vscode-languageserver-types';

/**
 * A change whose range lies inside `document` and runs forwards. Clients may send a range
 * past the last line, past a line's end or with its ends swapped; the text-document library
 * clamps the offsets but not the lines it uses to update its line table, so its copy of a
 * small buffer drifts from the client's from then on. Each end goes through the document's
 * own clamping (`offsetAt`) and back (`positionAt`), so small and big buffers read a change
 * the same way.
 */
export function clampChange(document: TextDocument, change: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent {
  const range = (change as { range?: { start?: Position; end?: Position } | null }).range;
  if (!range) return { text: textOf(change.text) };
  const a = document.offsetAt(sane(range.start));
  const b = document.offsetAt(sane(range.end));
  return { range: { start: document.positionAt(Math.min(a, b)), end: document.positionAt(Math.max(a, b)) }, text: textOf(change.text) };
}

/** Negative, fractional or missing numbers (a hostile client) read as the nearest line or column. */
function sane(p: Position | undefined): Position {
  return { line: wholeOrZero(p?.line), character: wholeOrZero(p?.character) };
}

function wholeOrZero(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : typeof n === 'number' && n > 0 ? Number.MAX_SAFE_INTEGER : 0;
}

/** A change whose `text` is not a string inserts nothing rather than breaking the document. */
function textOf(text: unknown): string {
  return typeof text === 'string' ? text : '';
}
