import type { Position, Range } from 'vscode-languageserver-types';

/**
 * Maps UTF-16 offsets of one text to LSP positions and back.
 *
 * Line breaks are `\n`, `\r\n` and a lone `\r` (LSP's definition), so ranges stay
 * exact in CRLF, CR-only and mixed files. Lines are found lazily, only as far as a caller
 * asks: most questions are about the header, and a linter run should not scan every body.
 */
export class LineIndex {
  /** Offset of the first character of each line found so far. */
  private readonly found: number[] = [0];
  /** Offset up to which the text has been scanned. */
  private scanned = 0;
  /** Offset of the next \r at or after `scanned` (2^32-1 when none), -1 before the first look. */
  private nextCr = -1;

  constructor(readonly text: string) {}

  /** Scans until `offset` is covered (or the whole text when Infinity). */
  private scanTo(offset: number): void {
    const text = this.text;
    const limit = Math.min(offset, text.length);
    const i = this.scanned;
    if (this.nextCr < i) this.nextCr = text.indexOf('\r', i) >>> 0; // -1 becomes 2^32-1: none
    if (this.nextCr >= limit) {
      // No \r in this stretch: let indexOf (a native scan) find the \n breaks.
      const found = this.found;
      for (let nl = text.indexOf('\n', i); nl !== -1 && nl < limit; nl = text.indexOf('\n', nl + 1)) found.push(nl + 1);
      this.scanned = Math.max(this.scanned, limit);
      return;
    }
    this.scanned = Math.max(this.scanned, pushLineStarts(text, i, limit, this.found));
  }

  /** All line starts (scans the whole text). */
  private get starts(): number[] {
    this.scanTo(Infinity);
    return this.found;
  }

  /** Scans until line `line` is known (or the text ends). */
  private scanToLine(line: number): void {
    while (this.found.length <= line + 1 && this.scanned < this.text.length) this.scanTo(this.scanned + 4096);
  }

  /** Number of lines (a final line break opens one more, empty line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** Offset where line `line` starts (clamped). */
  lineStart(line: number): number {
    if (line <= 0) return 0;
    this.scanToLine(line);
    if (line >= this.found.length) return this.text.length;
    return this.found[line]!;
  }

  /** Offset just past the line's content, before its line break. */
  lineEnd(line: number): number {
    this.scanToLine(line + 1);
    if (line >= this.found.length - 1) return this.text.length;
    let end = this.found[line + 1]!;
    if (end > 0 && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** The text of one line, without its line break. */
  lineText(line: number): string {
    return this.text.slice(this.lineStart(line), this.lineEnd(line));
  }

  /** Position of a UTF-16 offset (clamped into the text). */
  positionAt(offset: number): Position {
    let o = Math.max(0, Math.min(offset, this.text.length));
    // Between the \r and \n of a CRLF is no LSP position: it is the end of the line.
    if (o > 0 && this.text.charCodeAt(o - 1) === 13 && this.text.charCodeAt(o) === 10) o--;
    // One character past the offset, so a \r\n straddling it is seen whole.
    this.scanTo(o + 2);
    const starts = this.found;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - starts[lo]! };
  }

  /** Offset of a position (clamped to the line's content). */
  offsetAt(position: Position): number {
    if (position.line < 0) return 0;
    this.scanToLine(position.line);
    if (position.line >= this.found.length) return this.text.length;
    const start = this.found[position.line]!;
    return Math.min(start + Math.max(0, position.character), this.lineEnd(position.line));
  }

  /** Range between two offsets. */
  range(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}

/**
 * Pushes the offset after each line break (`\n`, `\r\n`, a lone `\r`) of `text[from, to)`
 * onto `starts`; returns where the scan stopped (one past `to` when a `\r\n` straddles it).
 */
export function pushLineStarts(text: string, from: number, to: number, starts: number[]): number {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10 /* \n */) {
      starts.push(i + 1);
    }
    i++;
  }
  return i;
}
