import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { LineIndex } from '../text/lineIndex';

/** An edit in offsets of one text. */
export interface OffsetEdit {
  readonly start: number;
  readonly end: number;
  readonly newText: string;
}

/** Converts LSP edits of a text to offsets, sorted by start. */
export function toOffsetEdits(lines: LineIndex, edits: readonly TextEdit[]): OffsetEdit[] {
  return edits.map((e) => ({ start: lines.offsetAt(e.range.start), end: lines.offsetAt(e.range.end), newText: e.newText })).sort((a, b) => a.start - b.start || a.end - b.end);
}

/** True when two edit lists touch the same characters or insert at the same place (their order would matter). */
export function editsOverlap(a: readonly OffsetEdit[], b: readonly OffsetEdit[]): boolean {
  for (const x of a) for (const y of b) if ((x.start < y.end && y.start < x.end) || x.start === y.start) return true;
  return false;
}

/** Applies non-overlapping LSP edits to a text (what a client does with a WorkspaceEdit). */
export function applyTextEdits(lines: LineIndex, edits: readonly TextEdit[]): string {
  const sorted = toOffsetEdits(lines, edits);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += lines.text.slice(at, e.start) + e.newText;
    at = Math.max(at, e.end);
  }
  return out + lines.text.slice(at);
}

/** True when two ranges share a position. */
export function rangesIntersect(a: Range, b: Range): boolean {
  const lte = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character <= y.character);
  return lte(a.start, b.end) && lte(b.start, a.end);
}

/** True when two ranges are equal. */
export function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}
