import { findCodeSpans, isInSpans, type TextSpan } from '../shared/markdownCodeSpans';

/** One `{{skill:name}}` of a text, with UTF-16 offsets into it. */
export interface SkillReference {
  /** The name exactly as written between `{{skill:` and `}}` (not trimmed). */
  readonly name: string;
  /** Offset of the first `{`. */
  readonly start: number;
  /** Offset just after the last `}`. */
  readonly end: number;
  /** Offsets of the name (empty span for `{{skill:}}`). */
  readonly nameStart: number;
  readonly nameEnd: number;
  /**
   * True inside a code span or fenced block. The app replaces references as plain text,
   * so these are still live; callers may present them differently.
   */
  readonly inCode: boolean;
}

const PREFIX = '{{skill:';
/** A name runs to `}}` on the same line; braces end it early (`{{skill:{{x}}}}` is not a name). */
const REFERENCE = /\{\{skill:([^{}\r\n]*)\}\}/g;

/**
 * Finds every `{{skill:name}}` in `text[from, to)` (seed 001: at run time each one becomes
 * an instruction to read that skill first). Pure and linear: the language server uses it
 * for diagnostics, go-to-definition, rename and completion.
 */
export function findSkillReferences(text: string, from = 0, to = text.length, codeSpans?: readonly TextSpan[]): SkillReference[] {
  const out: SkillReference[] = [];
  if (text.indexOf(PREFIX, from) < 0) return out;
  let spans = codeSpans;
  REFERENCE.lastIndex = from;
  for (let m = REFERENCE.exec(text); m && m.index + m[0].length <= to; m = REFERENCE.exec(text)) {
    spans ??= findCodeSpans(text, from, to);
    const nameStart = m.index + PREFIX.length;
    out.push({ name: m[1]!, start: m.index, end: m.index + m[0].length, nameStart, nameEnd: nameStart + m[1]!.length, inCode: isInSpans(spans, m.index) });
  }
  return out;
}

/**
 * A reference being typed: the cursor is after `{{skill:` and the partial name before it
 * (same line). Gives where the name starts, what is typed so far, and where the name
 * ends if the reference is already closed (so completion replaces the whole name).
 */
export function openSkillReferenceAt(text: string, offset: number): { readonly nameStart: number; readonly prefix: string; readonly nameEnd: number } | undefined {
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1), text.lastIndexOf('\r', offset - 1)) + 1;
  const at = text.lastIndexOf(PREFIX, offset - PREFIX.length);
  if (at < lineStart) return undefined;
  const nameStart = at + PREFIX.length;
  const prefix = text.slice(nameStart, offset);
  if (/[{}\r\n]/.test(prefix)) return undefined;
  let nameEnd = offset;
  while (nameEnd < text.length && !/[{}\r\n]/.test(text[nameEnd]!)) nameEnd++;
  if (!text.startsWith('}}', nameEnd)) nameEnd = offset;
  return { nameStart, prefix, nameEnd };
}
