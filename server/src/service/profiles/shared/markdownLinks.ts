import { findCodeSpans, type TextSpan } from './markdownCodeSpans';

/** How a link is written: `[t](x)`, `![a](x)` or a definition line `[label]: x`. */
export type MarkdownLinkKind = 'inline' | 'image' | 'definition';

/** One link of a markdown text, with UTF-16 offsets into that text. */
export interface MarkdownLink {
  readonly kind: MarkdownLinkKind;
  /** The link text (the label for a definition), as written. */
  readonly text: string;
  /** The destination as written, without the `<…>` of the angle-bracket form. */
  readonly target: string;
  /** Start of the whole link (its `[` or `!`). */
  readonly start: number;
  /** End of the whole link (after its `)`, or the end of a definition's destination). */
  readonly end: number;
  /** Offsets of `target` in the text. */
  readonly targetStart: number;
  readonly targetEnd: number;
}

/**
 * What a link destination points at: a `url` (any scheme, `mailto:` included, or `//host`),
 * an `anchor` in the same file, a `placeholder` from a template or an example (`{url}`,
 * `<path>`, `$FILE`, `...`, or a bare word with neither `.` nor `/`, like `url`), an
 * `absolute` path, a `relative` path, or `empty`.
 */
export type LinkTargetKind = 'url' | 'anchor' | 'placeholder' | 'absolute' | 'relative' | 'empty';

/** A link to a file of the workspace, with its path decoded. */
export interface LocalLink extends MarkdownLink {
  readonly targetKind: 'relative' | 'absolute';
  /** The path part: `?query` and `#fragment` removed, `%20` and `\(` decoded. */
  readonly path: string;
  /** The `#fragment`, without `#`, if any. */
  readonly fragment?: string;
}

/**
 * Extracts the inline links, images and link definitions of `text[from, to)` (pass the
 * body's start to leave the header out). Links in fenced code, inline code and HTML
 * comments are skipped. Follows CommonMark where it matters for files: balanced
 * parentheses and `<…>` destinations, optional titles, escapes; a destination with an
 * unquoted space is not a link. Linear in the text's length.
 */
export function extractMarkdownLinks(text: string, from = 0, to = text.length, codeSpans?: readonly TextSpan[]): MarkdownLink[] {
  const spans = codeSpans ?? findCodeSpans(text, from, to);
  const links: MarkdownLink[] = [];
  // Open brackets of the current paragraph; a blank line clears them.
  let opens: { pos: number; image: boolean }[] = [];
  let lineStart = from;
  // First non-blank offset of the current line, found once per line (-1: not yet).
  let lineFirst = -1;
  let next = 0;
  // Jump from one character that matters to the next instead of visiting every one.
  const interesting = /[[\]\\\n\r]/g;
  interesting.lastIndex = from;
  for (let m = interesting.exec(text); m && m.index < to; m = interesting.exec(text)) {
    const i = m.index;
    // `i` only moves forward, so the next code span is found by walking, not searching.
    while (next < spans.length && spans[next]!.end <= i) next++;
    const code = spans[next];
    if (code && code.start <= i) {
      interesting.lastIndex = code.end;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      const after = c === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
      if (isBlankLineAt(text, after, to)) opens = [];
      lineStart = after;
      lineFirst = -1;
      interesting.lastIndex = after;
    } else if (c === 92 /* \ */) {
      interesting.lastIndex = i + 2;
    } else if (c === 91 /* [ */) {
      if (lineFirst < 0) lineFirst = skipBlanks(text, lineStart, i);
      const def = i === lineFirst ? definitionAt(text, i, to) : undefined;
      if (def) {
        links.push(def);
        interesting.lastIndex = def.end;
      } else {
        opens.push({ pos: i, image: i > from && text.charCodeAt(i - 1) === 33 /* ! */ && !isEscaped(text, i - 1, from) });
      }
    } else if (c === 93 /* ] */ && opens.length > 0) {
      const open = opens.pop()!;
      if (text.charCodeAt(i + 1) !== 40 /* ( */) continue;
      const dest = destinationAt(text, i + 2, to);
      if (typeof dest === 'number') {
        // A destination that ran into the length cap holds no blank and no line break: the
        // brackets inside it could only start destinations running into the same wall.
        if (dest > i) interesting.lastIndex = dest;
        continue;
      }
      if (!dest) continue;
      links.push({
        kind: open.image ? 'image' : 'inline',
        text: text.slice(open.pos + 1, i),
        target: dest.target,
        start: open.image ? open.pos - 1 : open.pos,
        end: dest.end,
        targetStart: dest.targetStart,
        targetEnd: dest.targetEnd,
      });
      // Links cannot contain links: brackets opened before this one are plain text now.
      if (!open.image) opens = [];
      interesting.lastIndex = dest.end;
    }
  }
  return links;
}

/** Classifies a destination (see {@link LinkTargetKind}). */
export function classifyLinkTarget(target: string): LinkTargetKind {
  const t = target.trim();
  if (t === '') return 'empty';
  if (t.startsWith('#')) return 'anchor';
  if (/^[a-zA-Z]:[\\/]/.test(t)) return 'absolute';
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(t) || t.startsWith('//')) return 'url';
  if (/[{}<>$*|]|\.\.\.|…/.test(t) || /^(?:path|file|url|link)(?:[/.]|$)/i.test(t)) return 'placeholder';
  if (t.startsWith('/') || t.startsWith('\\') || t.startsWith('~')) return 'absolute';
  // A bare word (`url`, `relative-url`, `LINK`) is an example far more often than a file.
  if (!/[./\\]/.test(t)) return 'placeholder';
  return 'relative';
}

/** Splits a local destination into its decoded path and fragment. */
export function localTargetPath(target: string): { path: string; fragment?: string } {
  let t = target.trim();
  let fragment: string | undefined;
  const hash = t.indexOf('#');
  if (hash >= 0) {
    fragment = t.slice(hash + 1);
    t = t.slice(0, hash);
  }
  const query = t.indexOf('?');
  if (query >= 0) t = t.slice(0, query);
  t = t.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  try {
    t = decodeURIComponent(t);
  } catch {
    // A lone `%` is a literal percent sign.
  }
  return fragment === undefined ? { path: t } : { path: t, fragment };
}

/**
 * The links of `text[from, to)` that point at files (relative or absolute paths), with
 * decoded paths: URLs, anchors, `mailto:`, placeholders and code are left out.
 */
export function extractLocalLinks(text: string, from = 0, to = text.length, codeSpans?: readonly TextSpan[]): LocalLink[] {
  const out: LocalLink[] = [];
  for (const link of extractMarkdownLinks(text, from, to, codeSpans)) {
    const kind = classifyLinkTarget(link.target);
    if (kind !== 'relative' && kind !== 'absolute') continue;
    const { path, fragment } = localTargetPath(link.target);
    if (path === '') continue;
    out.push({ ...link, targetKind: kind, path, ...(fragment !== undefined ? { fragment } : {}) });
  }
  return out;
}

/** Longest link destination scanned, in characters. */
const MAX_DESTINATION = 2048;

/**
 * Parses `dest [title])` starting just after `(`; undefined when it is not a link, and the
 * offset where the scan stopped when a bare destination ran into {@link MAX_DESTINATION}.
 */
function destinationAt(text: string, from: number, to: number): { target: string; targetStart: number; targetEnd: number; end: number } | number | undefined {
  let i = skipInlineSpace(text, from, to);
  if (i === undefined) return undefined;
  // No real file link is this long; the bound keeps `[a](` × 100,000 linear instead of quadratic.
  const capped = i + MAX_DESTINATION < to;
  to = Math.min(to, i + MAX_DESTINATION);
  let targetStart: number;
  let targetEnd: number;
  if (text.charCodeAt(i) === 60 /* < */) {
    targetStart = i + 1;
    i++;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 92) i += 2;
      else if (c === 62 /* > */) break;
      else if (c === 10 || c === 13 || c === 60) return undefined;
      else i++;
    }
    if (i >= to) return undefined;
    targetEnd = i;
    i++;
  } else {
    targetStart = i;
    let depth = 0;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 92 && i + 1 < to) {
        i += 2;
        continue;
      }
      if (c <= 32) break;
      if (c === 40) depth++;
      else if (c === 41 /* ) */) {
        if (depth === 0) break;
        depth--;
      }
      i++;
    }
    if (capped && i >= to) return i;
    targetEnd = i;
  }
  const afterTarget = skipInlineSpace(text, i, to);
  if (afterTarget === undefined) return undefined;
  i = afterTarget;
  const q = text.charCodeAt(i);
  if (i > targetEnd && (q === 34 || q === 39 || q === 40)) {
    const close = q === 40 ? 41 : q;
    i++;
    while (i < to && text.charCodeAt(i) !== close) i += text.charCodeAt(i) === 92 ? 2 : 1;
    if (i >= to) return undefined;
    const afterTitle = skipInlineSpace(text, i + 1, to);
    if (afterTitle === undefined) return undefined;
    i = afterTitle;
  }
  if (text.charCodeAt(i) !== 41) return undefined;
  return { target: text.slice(targetStart, targetEnd), targetStart, targetEnd, end: i + 1 };
}

/** `[label]: destination` at the start of a line (up to 3 spaces of indentation). */
function definitionAt(text: string, start: number, to: number): MarkdownLink | undefined {
  let i = start + 1;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 92) i += 2;
    else if (c === 93 || c === 91 || c === 10 || c === 13) break;
    else i++;
  }
  if (i >= to || text.charCodeAt(i) !== 93 || i === start + 1 || text.charCodeAt(i + 1) !== 58 /* : */) return undefined;
  const label = text.slice(start + 1, i);
  let j = i + 2;
  while (j < to && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  let targetStart = j;
  let targetEnd: number;
  if (text.charCodeAt(j) === 60) {
    targetStart = j + 1;
    const close = text.indexOf('>', targetStart);
    const eol = lineEnd(text, targetStart, to);
    if (close < 0 || close > eol) return undefined;
    targetEnd = close;
    j = close + 1;
  } else {
    while (j < to && text.charCodeAt(j) > 32) j++;
    targetEnd = j;
  }
  if (targetEnd === targetStart) return undefined;
  return { kind: 'definition', text: label, target: text.slice(targetStart, targetEnd), start, end: j, targetStart, targetEnd };
}

/** Skips blanks and at most one line break (not a blank line); undefined at a blank line. */
function skipInlineSpace(text: string, from: number, to: number): number | undefined {
  let i = from;
  let breaks = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) i++;
    else if (c === 10 || c === 13) {
      if (++breaks > 1) return undefined;
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else break;
  }
  return i;
}

function isBlankLineAt(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

function lineEnd(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return to;
}

/** Offset of the first character of `text[from, to)` that is not a blank (`to` if none). */
function skipBlanks(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/** True when the character at `at` is preceded by an odd number of backslashes. */
function isEscaped(text: string, at: number, from: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= from && text.charCodeAt(i) === 92; i--) n++;
  return n % 2 === 1;
}
