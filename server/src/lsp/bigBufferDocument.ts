import { TextDocument, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import type { Position, Range } from 'vscode-languageserver-types';
import type { SourceText } from '../service/parse/parsedSkill';
import { clampChange } from './clampChange';
import { cutOffset, MAX_SCANNED_CHARS } from '../service/parse/scannedPart';
import { splitFrontMatter } from '../service/parse/splitFrontMatter';
import { ChunkedText } from '../service/text/chunkedText';

/**
 * An editor buffer larger than the scan limit, kept as chunks: an incremental change
 * rebuilds one chunk, and the language service gets only the start it scans (with the
 * size of the whole), so a keystroke in a 10 MB buffer copies neither the buffer nor its
 * line starts.
 */
export class BigBufferDocument implements TextDocument {
  private readonly text: ChunkedText;
  private source: SourceText | undefined;

  constructor(readonly uri: string, readonly languageId: string, public version: number, content: string) {
    this.text = new ChunkedText(content);
  }

  get lineCount(): number {
    return this.text.lineCount;
  }

  getText(range?: Range): string {
    return range ? this.text.slice(this.offsetAt(range.start), this.offsetAt(range.end)) : this.text.toString();
  }

  positionAt(offset: number): Position {
    return this.text.positionAt(offset);
  }

  offsetAt(position: Position): number {
    return this.text.offsetAt(position);
  }

  getLineRange(line: number): Range {
    const start = this.offsetAt({ line, character: 0 });
    return { start: this.positionAt(start), end: this.positionAt(this.offsetAt({ line, character: Number.MAX_SAFE_INTEGER })) };
  }

  getEOLCharacters(line: number): string {
    if (line < 0 || line >= this.lineCount - 1) return '';
    const end = this.offsetAt({ line, character: Number.MAX_SAFE_INTEGER });
    return this.text.slice(end, this.offsetAt({ line: line + 1, character: 0 }));
  }

  /** Applies changes in order (incremental ones, or a full replacement). */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): this {
    for (const raw of changes) {
      const change = clampChange(this, raw);
      if ('range' in change) this.text.replace(this.offsetAt(change.range.start), this.offsetAt(change.range.end), change.text);
      else this.text.replace(0, this.text.length, change.text);
    }
    this.version = version;
    this.source = undefined;
    return this;
  }

  /**
   * What the language service reads: the start that body checks scan (cut as `scannedPart`
   * cuts) and the size of the whole; the whole text when it is small again, or when its
   * header does not close within the limit (a hostile header, which the parser refuses).
   */
  sourceText(): SourceText {
    if (this.source !== undefined) return this.source;
    const length = this.text.length;
    const head = this.text.slice(0, MAX_SCANNED_CHARS + 1);
    const split = length > MAX_SCANNED_CHARS ? splitFrontMatter(head) : undefined;
    if (length <= MAX_SCANNED_CHARS || (split && !split.close)) return (this.source = this.text.toString());
    const lines = this.text.lineCount;
    const bytes = this.text.bytes();
    const last = this.text.slice(length - 1);
    // Captured now: the chunks change with the next keystroke, this version's size does not.
    const wholeLines = lines - (last === '\n' || last === '\r' ? 1 : 0);
    // Joined again rather than sliced: rules scan a flat string faster than a slice of a larger one.
    this.source = { text: this.text.slice(0, cutOffset(head, split ? split.bodyStart : 0)), whole: { length, lineCount: () => wholeLines, bytes: () => bytes } };
    return this.source;
  }
}

/** What the language service reads of an open document. */
export function sourceTextOf(document: TextDocument): SourceText {
  return document instanceof BigBufferDocument ? document.sourceText() : document.getText();
}

/**
 * The open documents' store for `TextDocuments` (its configuration, typed by shape so this
 * file needs only the document model): small buffers as usual, buffers past the scan limit
 * (when opened, or once they grow past it) as {@link BigBufferDocument}s.
 */
export const bufferDocuments = {
  create: (uri: string, languageId: string, version: number, content: string): TextDocument => {
    // A `didOpen` whose text is not a string (a broken client) opens an empty buffer that later edits can fill.
    const text: string = typeof content === 'string' ? content : '';
    return text.length > MAX_SCANNED_CHARS ? new BigBufferDocument(uri, languageId, version, text) : TextDocument.create(uri, languageId, version, text);
  },
  update: (document: TextDocument, changes: TextDocumentContentChangeEvent[], version: number): TextDocument => {
    if (document instanceof BigBufferDocument) return document.update(changes, version);
    // One change at a time, each clamped to the text the previous ones left (see clampChange).
    let updated = document;
    for (const change of changes) updated = TextDocument.update(updated, [clampChange(updated, change)], version);
    if (changes.length === 0) updated = TextDocument.update(updated, [], version);
    const text = updated.getText();
    return text.length > MAX_SCANNED_CHARS ? new BigBufferDocument(updated.uri, updated.languageId, version, text) : updated;
  },
};
