import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../parse/parsedSkill';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';

/** What a suppression comment does. `unknown`: `skillsmith-…` with a word that is none of the four. */
export type SuppressionKind = 'disable-next-line' | 'disable' | 'enable' | 'disable-file' | 'unknown';

/** One code named in a suppression comment, where it is written. */
export interface SuppressedCode {
  readonly code: string;
  readonly range: Range;
}

/**
 * A `<!-- skillsmith-… -->` comment of a body: `disable-next-line` hides problems starting
 * on the line after the comment, `disable` … `enable` those between the two comments,
 * `disable-file` those of the whole file, header included. No code: every code. Text after
 * ` -- ` is the author's reason and is not read.
 */
export interface SuppressionDirective {
  readonly kind: SuppressionKind;
  /** The word after `skillsmith-` as written (for `unknown`). */
  readonly word: string;
  /** Codes named; empty: every code. */
  readonly codes: readonly SuppressedCode[];
  /** Range of the whole comment. */
  readonly range: Range;
}

const NONE: readonly SuppressionDirective[] = Object.freeze([]);
const DIRECTIVE = /^<!--\s*skillsmith-([a-z]*(?:-[a-z]+)*)/i;
const KINDS: readonly string[] = ['disable-next-line', 'disable', 'enable', 'disable-file'];

/**
 * The suppression comments of a document's body (the scanned part of a huge one), in
 * order. Only real HTML comments count: one inside a code block or inline code is an
 * example, shown as text. Comments in the header are never read (agents would see a key).
 */
export function readSuppressions(parsed: ParsedSkill): readonly SuppressionDirective[] {
  // Almost no file has one: a native search spares the code-span scan.
  if (parsed.text.indexOf('skillsmith-', parsed.bodyStart) < 0) return NONE;
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
    const codes: SuppressedCode[] = [];
    for (const c of comment.slice(argsStart, argsEnd).matchAll(/[^\s,]+/g)) {
      const at = span.start + argsStart + c.index!;
      codes.push({ code: c[0], range: lines.range(at, at + c[0].length) });
    }
    out.push({ kind: KINDS.includes(word) ? (word as SuppressionKind) : 'unknown', word, codes, range: lines.range(span.start, span.end) });
  }
  return out.length > 0 ? out : NONE;
}
