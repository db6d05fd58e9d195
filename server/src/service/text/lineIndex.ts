import type { Position, Range } from 'vscode-languageserver-types';

/**
 * Maps UTF-16 offsets of one text to LSP positions and back.
 *
 * Line breaks are `\n`, `\r\n` and a lone `\r` (LSP's definition), so ranges stay
 * exact in CRLF, CR-only and mixed files.
 */
export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      } else if (c === 10 /* \n */) {
        starts.push(i + 1);
      }
    }
    this.starts = starts;
  }

  /** Number of lines (a final line break opens one more, empty line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** Offset where line `line` starts (clamped). */
  lineStart(line: number): number {
    if (line <= 0) return 0;
    if (line >= this.starts.length) return this.text.length;
    return this.starts[line]!;
  }

  /** Offset just past the line's content, before its line break. */
  lineEnd(line: number): number {
    if (line >= this.starts.length - 1) return this.text.length;
    let end = this.starts[line + 1]!;
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
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo]! };
  }

  /** Offset of a position (clamped to the line's content). */
  offsetAt(position: Position): number {
    if (position.line < 0) return 0;
    if (position.line >= this.starts.length) return this.text.length;
    const start = this.starts[position.line]!;
    return Math.min(start + Math.max(0, position.character), this.lineEnd(position.line));
  }

  /** Range between two offsets. */
  range(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}
