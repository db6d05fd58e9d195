import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../parse/parsedSkill';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';

/** What a suppression comment does. `unknown`: `skillkiln-…` with a word that is none of the four. */
export type SuppressionKind = 'disable-next-line' | 'disable' | 'enable' | 'disable-file' | 'unknown';

/** One code named in a suppression comment, where it is written. */
export interface SuppressedCode {
  readonly code: string;
  readonly range: Range;
  /** What to delete to take this code out of the list (with one separator); undefined when it is the only one. */
  readonly removal: Range | undefined;
}

/**
 * A `<!-- skillkiln-… -->` comment of a body: `disable-next-line` hides problems starting
 * on the line after the comment, `disable` … `enable` those between the two comments,
 * `disable-file` those of the whole file, header included. No code: every code. Text after
 * ` -- ` is the author's reason and is not read.
 */
export interface SuppressionDirective {
  readonly kind: SuppressionKind;
  /** The word after `skillkiln-` as written (for `unknown`). */
  readonly word: string;
  /** Codes named; empty: every code. */
  readonly codes: readonly SuppressedCode[];
  /** Range of the whole comment. */
  readonly range: Range;
  /** What to delete to remove the comment: its whole line when nothing else is on it. */
  readonly removal: Range;
}

const NONE: readonly SuppressionDirective[] = Object.freeze([]);
const DIRECTIVE = /^<!--\s*skillkiln-([a-z]*(?:-[a-z]+)*)/i;
const KINDS: readonly string[] = ['disable-next-line', 'disable', 'enable', 'disable-file'];

/**
 * The suppression comments of a document's body (the scanned part of a huge one), in
 * order. Only real HTML comments count: one inside a code block or inline code is an
 * example, shown as text. Comments in the header are never read (agents would see a key).
 */
export function readSuppressions(parsed: ParsedSkill): readonly SuppressionDirective[] {
  // Almost no file has one: a native search spares the code-span scan.
  if (parsed.text.indexOf('skillkiln-', parsed.bodyStart) < 0) return NONE;
  const { text, lines } = parsed;
  const out: SuppressionDirective[] = [];
  for (const span of bodyCodeSpans(parsed)) {
    if (!text.startsWith('<!--', span.start)) continue;
    const comment = text.slice(span.start, span.end);
    const m = DIRECTIVE.exec(comment);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const closed = comment.endsWith('-->') ? comment.length - 3 : comment.length;
    // The codes run up to ` -- ` (a reason) or the end of the comment.
    const argsStart = m[0].length;
    const reason = /\s--(\s|$)/.exec(comment.slice(argsStart, closed));
    const argsEnd = reason ? argsStart + reason.index : closed;
    const found = [...comment.slice(argsStart, argsEnd).matchAll(/[^\s,]+/g)].map((c) => ({ code: c[0], start: span.start + argsStart + c.index!, end: span.start + argsStart + c.index! + c[0].length }));
    const codes: SuppressedCode[] = found.map((c, i) => {
      // `a, b`: `a, ` goes with the first code, `, b` with any other.
      const removal = found.length < 2 ? undefined : i === 0 ? lines.range(c.start, found[1]!.start) : lines.range(found[i - 1]!.end, c.end);
      return { code: c.code, range: lines.range(c.start, c.end), removal };
    });
    out.push({ kind: KINDS.includes(word) ? (word as SuppressionKind) : 'unknown', word, codes, range: lines.range(span.start, span.end), removal: removalOf(parsed, span.start, span.end) });
  }
  return out.length > 0 ? out : NONE;
}

/** The comment with its line when it stands alone on it (and its line break), else with the blanks before it. */
function removalOf(parsed: ParsedSkill, start: number, end: number): Range {
  const { text, lines } = parsed;
  const first = lines.positionAt(start).line;
  const last = lines.positionAt(end).line;
  const lineStart = lines.lineStart(first);
  const lineEnd = lines.lineEnd(last);
  if (text.slice(lineStart, start).trim() !== '' || text.slice(end, lineEnd).trim() !== '') {
    let from = start;
    while (from > lineStart && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
    return lines.range(from, end);
  }
  if (last + 1 < lines.lineCount) return lines.range(lineStart, lines.lineStart(last + 1));
  // The last line: its line break goes with the line before.
  return lines.range(first > 0 ? lines.lineEnd(first - 1) : lineStart, lineEnd);
}
