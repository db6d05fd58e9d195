import { Buffer } from 'node:buffer';
import type { Position } from 'vscode-languageserver-types';
import { pushLineStarts } from './lineIndex';

/** Target size of one chunk, in UTF-16 units; edits copy one chunk, not the text. */
const CHUNK = 64 * 1024;

/** A piece of the text with its own line starts, so an edit re-scans only its piece. */
interface Chunk {
  readonly text: string;
  /** Offsets in `text` where a line starts (just after each line break). */
  readonly starts: readonly number[];
  /** UTF-8 size, measured on first need. */
  bytes?: number;
}

/**
 * A large text kept as chunks of about 64 K characters. An incremental edit rebuilds the
 * chunk it falls in, so typing in a 10 MB buffer never copies 10 MB, where a flat string
 * would be copied (flattened) on every keystroke. Line breaks are `\n`, `\r\n` and a lone
 * `\r`, as in LSP; a `\r\n` is never split between two chunks.
 */
export class ChunkedText {
  private chunks: Chunk[] = [];
  /** Offset of each chunk's first character. */
  private offsets: number[] = [];
  /** Lines started before each chunk (line 0 starts at offset 0). */
  private linesBefore: number[] = [];
  private total = 0;
  private breaks = 0;

  constructor(text: string) {
    this.chunks = split(text).map(chunkOf);
    if (this.chunks.length === 0) this.chunks.push(chunkOf(''));
    this.reindex();
  }

  get length(): number {
    return this.total;
  }

  /** Number of lines (a final line break opens one more, empty line). */
  get lineCount(): number {
    return this.breaks + 1;
  }

  /** Size of the text in UTF-8 bytes (only edited chunks are measured again). */
  bytes(): number {
    let n = 0;
    for (const c of this.chunks) n += c.bytes ??= Buffer.byteLength(c.text, 'utf8');
    return n;
  }

  /** The text between two offsets (a copy of that part only). */
  slice(start = 0, end = this.total): string {
    const from = Math.max(0, start);
    const to = Math.min(this.total, end);
    if (to <= from) return '';
    const parts: string[] = [];
    for (let k = this.chunkAt(from); k < this.chunks.length && this.offsets[k]! < to; k++) {
      const o = this.offsets[k]!;
      parts.push(this.chunks[k]!.text.slice(Math.max(0, from - o), to - o));
    }
    return parts.join('');
  }

  /** Offset of a position, clamped to its line's content (as LSP documents do). */
  offsetAt(position: Position): number {
    const start = this.lineStart(position.line);
    if (start === undefined) return position.line < 0 ? 0 : this.total;
    const next = this.lineStart(position.line + 1);
    let end = this.total;
    if (next !== undefined) {
      end = next - 1;
      if (end > start && this.charCodeAt(end) === 10 && this.charCodeAt(end - 1) === 13) end--;
    }
    return Math.min(start + Math.max(0, position.character), end);
  }

  /** Position of an offset (clamped into the text). */
  positionAt(offset: number): Position {
    let o = Math.max(0, Math.min(offset, this.total));
    // Between the two halves of a `\r\n`: the end of the line's content, as LSP documents say.
    if (o > 0 && o < this.total && this.charCodeAt(o) === 10 && this.charCodeAt(o - 1) === 13) o--;
    let k = this.chunkAt(o);
    const local = o - this.offsets[k]!;
    const starts = this.chunks[k]!.starts;
    let n = 0;
    while (n < starts.length && starts[n]! <= local) n++;
    const line = this.linesBefore[k]! + n;
    if (n > 0) return { line, character: local - starts[n - 1]! };
    // The line started in an earlier chunk (or at offset 0).
    while (k > 0 && this.chunks[k - 1]!.starts.length === 0) k--;
    const prev = k > 0 ? this.offsets[k - 1]! + this.chunks[k - 1]!.starts[this.chunks[k - 1]!.starts.length - 1]! : 0;
    return { line, character: o - prev };
  }

  /** Replaces the text between two offsets. */
  replace(start: number, end: number, text: string): void {
    const from = Math.max(0, Math.min(start, this.total));
    const to = Math.max(from, Math.min(end, this.total));
    let a = this.chunkAt(from);
    let b = this.chunkAt(to);
    let merged = this.chunks[a]!.text.slice(0, from - this.offsets[a]!) + text + this.chunks[b]!.text.slice(to - this.offsets[b]!);
    // Keep every `\r\n` inside one chunk: take the neighbour in when the edit made one straddle.
    if (merged.charCodeAt(merged.length - 1) === 13 && this.chunks[b + 1]?.text.charCodeAt(0) === 10) merged += this.chunks[++b]!.text;
    if (merged.charCodeAt(0) === 10 && a > 0 && this.chunks[a - 1]!.text.endsWith('\r')) merged = this.chunks[--a]!.text + merged;
    const pieces = split(merged).map(chunkOf);
    this.chunks.splice(a, b - a + 1, ...pieces);
    if (this.chunks.length === 0) this.chunks.push(chunkOf(''));
    this.reindex();
  }

  /** The whole text (one copy). */
  toString(): string {
    return this.chunks.map((c) => c.text).join('');
  }

  private reindex(): void {
    let offset = 0;
    let lines = 0;
    this.offsets = new Array<number>(this.chunks.length);
    this.linesBefore = new Array<number>(this.chunks.length);
    for (let k = 0; k < this.chunks.length; k++) {
      this.offsets[k] = offset;
      this.linesBefore[k] = lines;
      offset += this.chunks[k]!.text.length;
      lines += this.chunks[k]!.starts.length;
    }
    this.total = offset;
    this.breaks = lines;
  }

  /** The chunk holding `offset` (the last one for the end of the text): a binary search. */
  private chunkAt(offset: number): number {
    // Chunks are never empty (but for an empty text's one), so offsets strictly increase.
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private charCodeAt(offset: number): number {
    const k = this.chunkAt(offset);
    return this.chunks[k]!.text.charCodeAt(offset - this.offsets[k]!);
  }

  /** Offset where a line starts; undefined past the last line. */
  private lineStart(line: number): number | undefined {
    if (line === 0) return 0;
    if (line < 0 || line > this.breaks) return undefined;
    // The chunk holding the line break that ends line - 1: the last one with fewer lines before it.
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.linesBefore[mid]! < line) lo = mid;
      else hi = mid - 1;
    }
    return this.offsets[lo]! + this.chunks[lo]!.starts[line - this.linesBefore[lo]! - 1]!;
  }
}

/** Cuts a text into chunks of CHUNK to 2 × CHUNK characters (none for ''), never inside a `\r\n`. */
function split(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (text.length - i > 2 * CHUNK) {
    let cut = i + CHUNK;
    if (text.charCodeAt(cut - 1) === 13 && text.charCodeAt(cut) === 10) cut++;
    out.push(text.slice(i, cut));
    i = cut;
  }
  if (i < text.length) out.push(text.slice(i));
  return out;
}

function chunkOf(text: string): Chunk {
  const starts: number[] = [];
  pushLineStarts(text, 0, text.length, starts);
  return { text, starts };
}
