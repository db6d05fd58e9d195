/** Where the header delimiters of a skill file are, as UTF-16 offsets. */
export interface FrontMatterSplit {
  /** 1 when the text starts with a byte-order mark (kept in the text, skipped here). */
  readonly bomLength: 0 | 1;
  /** Offsets of the opening `---` line (without its line break). */
  readonly open: { readonly start: number; readonly end: number };
  /** Offsets of the closing `---` line, or undefined when the header never closes. */
  readonly close: { readonly start: number; readonly end: number } | undefined;
  /** The YAML source between the delimiter lines. */
  readonly content: { readonly start: number; readonly end: number };
  /** Where the markdown body starts (after the closing line and its line break). */
  readonly bodyStart: number;
}

const DELIMITER = /^---[ \t]*$/;

/**
 * Finds the header the way the runtimes of seed 000 do: the file's first line is `---`
 * and the header ends at the next line that is `---`. Returns undefined when the file
 * has no header. Trailing blanks on a delimiter line are tolerated (editors add them).
 *
 * Written by hand rather than with gray-matter's splitter because gray-matter also
 * accepts `---yaml`, `----` and `--- text` as delimiters and reports no offsets.
 */
export function splitFrontMatter(text: string): FrontMatterSplit | undefined {
  const bomLength = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const firstEnd = lineEndAt(text, bomLength);
  if (!DELIMITER.test(text.slice(bomLength, firstEnd))) return undefined;
  const contentStart = skipBreak(text, firstEnd);
  let lineStart = contentStart;
  while (lineStart < text.length) {
    const end = lineEndAt(text, lineStart);
    // Cheap first-character test keeps long lines from being sliced.
    if (text.charCodeAt(lineStart) === 45 /* - */ && end - lineStart < 64 && DELIMITER.test(text.slice(lineStart, end))) {
      return {
        bomLength,
        open: { start: bomLength, end: firstEnd },
        close: { start: lineStart, end },
        content: { start: contentStart, end: lineStart },
        bodyStart: skipBreak(text, end),
      };
    }
    lineStart = skipBreak(text, end);
    if (lineStart === end) break;
  }
  return {
    bomLength,
    open: { start: bomLength, end: firstEnd },
    close: undefined,
    content: { start: contentStart, end: text.length },
    bodyStart: contentStart,
  };
}

/** Offset of the line break (or end of text) of the line starting at `from`. */
export function lineEndAt(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return text.length;
}

/** Offset after the line break at `at` (`\r\n`, `\n` or `\r`); `at` itself when there is none. */
export function skipBreak(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 13) return text.charCodeAt(at + 1) === 10 ? at + 2 : at + 1;
  if (c === 10) return at + 1;
  return at;
}
