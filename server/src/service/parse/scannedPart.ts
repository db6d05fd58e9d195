import { Buffer } from 'node:buffer';
import { cutParse } from './parseSkill';
import { MemoKey, memoOf } from './parseMemo';
import type { ParsedSkill } from './parsedSkill';

/**
 * Characters of a document that body scans (rules, links, outline, skill references) look
 * at. The largest real skill of the corpus is 294 KB, so every real skill is checked
 * whole; a 10 MB buffer scanned on every keystroke would block the server for seconds.
 * Past this offset, a larger document is not scanned, and one information finding
 * (`body-partly-checked`) says so.
 */
export const MAX_SCANNED_CHARS = 512 * 1024;

const PART = new MemoKey<ParsedSkill>('scannedPart');

/**
 * The part of a parse that body scans look at: the parse itself up to
 * {@link MAX_SCANNED_CHARS}, else the same header over the start of the text, cut at the
 * last line break before the limit (mid-line only for a line longer than the whole
 * window), with `whole` describing the rest. Offsets, positions and header ranges are those
 * of the complete document. One object per parse, so caches keyed on it are shared.
 */
export function scannedPart(parsed: ParsedSkill): ParsedSkill {
  if (parsed.text.length <= MAX_SCANNED_CHARS || parsed.whole) return parsed;
  return memoOf(parsed, PART, () => {
    const text = parsed.text.slice(0, cutOffset(parsed.text, parsed.bodyStart));
    // The header is never cut: a huge one is refused by the parser, not here. The part is
    // a text of its own, so what is derived from it is memoized apart.
    return cutParse(parsed, text, { length: parsed.text.length, lineCount: () => wholeLineCount(parsed), bytes: () => Buffer.byteLength(parsed.text, 'utf8') });
  });
}

/**
 * Where the scanned part of a text ends: after the last line break before the limit, never
 * inside the header (`bodyStart`). Exported for editors' buffers, which cut before parsing.
 */
export function cutOffset(text: string, bodyStart: number): number {
  if (bodyStart >= MAX_SCANNED_CHARS) return bodyStart;
  const lf = text.lastIndexOf('\n', MAX_SCANNED_CHARS - 1);
  const cr = text.lastIndexOf('\r', MAX_SCANNED_CHARS - 1);
  const lineBreak = Math.max(lf, cr);
  if (lineBreak >= bodyStart) return lineBreak + 1;
  // One enormous line: cut inside it, but not between the halves of a surrogate pair.
  const high = text.charCodeAt(MAX_SCANNED_CHARS - 1);
  return high >= 0xd800 && high <= 0xdbff ? MAX_SCANNED_CHARS - 1 : MAX_SCANNED_CHARS;
}

/** Lines of a text, the empty one after a final line break left out. */
function wholeLineCount(parsed: ParsedSkill): number {
  const last = parsed.text.charCodeAt(parsed.text.length - 1);
  return parsed.lines.lineCount - (last === 10 || last === 13 ? 1 : 0);
}
