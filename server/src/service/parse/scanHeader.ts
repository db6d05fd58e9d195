import { Pair, Scalar } from 'yaml';

/** One `key: value` line (or block) of a header the scanner read, as the YAML package builds it. */
export type ScannedPair = Pair<Scalar<string>, Scalar<string | null>>;

/**
 * Characters the scanner never reads: tabs, carriage returns, controls, the line and
 * paragraph separators, a BOM, a comment (`#` after a blank or at a line's start) and a
 * line of blanks only. Whatever they mean to YAML is left to the YAML package.
 */
const DECLINED = /[\t\r\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|(?:^|[ \n])#|(?:^|\n) +(?:\n|$)/;
/** A key the YAML core schema reads as a string, written without quotes, then `:` and a blank or the line's end. */
const KEY = /[A-Za-z_][A-Za-z0-9_-]*:(?= |\n|$)/y;
/** Plain values the core schema types (null, booleans); numbers never start with a letter. */
const TYPED = /^(?:null|true|false)$/i;
/** The first character of a plain scalar that is surely a string and no indicator. */
const PLAIN_START = /[A-Za-z_(/$\\<=^;\u0100-\uffff]/y;
/** The first character of a plain scalar's continuation line that is surely no indicator. */
const CONTINUATION_START = /[^-?:,[\]{}#&*!|>'"%@`. ]/y;

/**
 * Reads a header that is a flat mapping of unquoted keys to simple scalars (plain ones on
 * one or more lines, single- or double-quoted ones on one line without escapes, `|` and
 * `>` block scalars) exactly as the YAML package would, nodes and ranges included, in a
 * fraction of its time. Returns undefined for anything else (nesting, lists, flow
 * collections, anchors, tags, comments, escapes, typed values, duplicate keys, odd
 * whitespace…): the caller then parses the header with the YAML package.
 */
export function scanHeader(source: string): ScannedPair[] | undefined {
  if (source.length === 0 || DECLINED.test(source)) return undefined;
  const pairs: ScannedPair[] = [];
  const seen = new Set<string>();
  let pos = 0;
  let spaceBefore = false;
  while (pos < source.length) {
    if (source.charCodeAt(pos) === 10) {
      // A blank line between entries; none may open the header.
      if (pairs.length === 0) return undefined;
      spaceBefore = true;
      pos++;
      continue;
    }
    KEY.lastIndex = pos;
    if (!KEY.test(source)) return undefined;
    const keyEnd = KEY.lastIndex - 1;
    const keyText = source.slice(pos, keyEnd);
    if (TYPED.test(keyText) || keyText === '__proto__' || seen.has(keyText)) return undefined;
    seen.add(keyText);
    const key = scalar(keyText, pos, keyEnd, keyEnd, keyText, Scalar.PLAIN);
    if (spaceBefore) key.spaceBefore = true;
    spaceBefore = false;
    const scanned = scanValue(source, keyEnd + 1);
    if (!scanned) return undefined;
    pairs.push(new Pair(key, scanned.node));
    pos = scanned.next;
  }
  return pairs;
}

interface ScannedValue {
  readonly node: Scalar<string | null>;
  /** Where the next line to read starts (a key or a blank line). */
  readonly next: number;
}

function scanValue(source: string, afterColon: number): ScannedValue | undefined {
  let start = afterColon;
  while (source.charCodeAt(start) === 32) start++;
  const lineEnd = lineEndOf(source, start);
  if (start === lineEnd) {
    // `key:` alone: a null, unless the next line is indented (a nested value).
    if (source.charCodeAt(lineEnd + 1) === 32) return undefined;
    return { node: scalar(null, start, start, start, '', Scalar.PLAIN), next: lineEnd + 1 };
  }
  const c = source.charCodeAt(start);
  if (c === 39 /* ' */ || c === 34 /* " */) return quoted(source, start, lineEnd, c);
  if (c === 124 /* | */ || c === 62 /* > */) return block(source, start, lineEnd, c === 124);
  PLAIN_START.lastIndex = start;
  if (!PLAIN_START.test(source)) return undefined;
  return plain(source, start, lineEnd);
}

/** `'text'` or `"text"` on one line, with no quote or backslash inside. */
function quoted(source: string, start: number, lineEnd: number, quote: number): ScannedValue | undefined {
  let end = lineEnd;
  while (source.charCodeAt(end - 1) === 32) end--;
  if (end - start < 2 || source.charCodeAt(end - 1) !== quote) return undefined;
  const text = source.slice(start + 1, end - 1);
  if (text.includes(quote === 39 ? "'" : '"') || (quote === 34 && text.includes('\\'))) return undefined;
  const next = lineEnd < source.length ? lineEnd + 1 : lineEnd;
  return { node: scalar(text, start, end, next, text, quote === 39 ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE), next };
}

/** A plain scalar: its first line, then any lines indented under the key, folded. */
function plain(source: string, start: number, firstLineEnd: number): ScannedValue | undefined {
  let value = plainLine(source, start, firstLineEnd);
  if (value === undefined) return undefined;
  let valueEnd = start + value.length;
  let next = firstLineEnd < source.length ? firstLineEnd + 1 : firstLineEnd;
  let nodeEnd = next;
  let blanks = 0;
  let pos = next;
  while (pos < source.length) {
    if (source.charCodeAt(pos) === 10) {
      blanks++;
      pos++;
      continue;
    }
    if (source.charCodeAt(pos) !== 32) break;
    let from = pos;
    while (source.charCodeAt(from) === 32) from++;
    CONTINUATION_START.lastIndex = from;
    if (!CONTINUATION_START.test(source)) return undefined;
    const end = lineEndOf(source, from);
    const piece = plainLine(source, from, end);
    if (piece === undefined) return undefined;
    value += (blanks === 0 ? ' ' : '\n'.repeat(blanks)) + piece;
    blanks = 0;
    valueEnd = from + piece.length;
    next = nodeEnd = pos = end < source.length ? end + 1 : end;
  }
  if (TYPED.test(value)) return undefined;
  return { node: scalar(value, start, valueEnd, nodeEnd, value, Scalar.PLAIN), next };
}

/** One line of a plain scalar without its trailing blanks; undefined when `: ` or a final `:` would make it a key. */
function plainLine(source: string, start: number, end: number): string | undefined {
  let e = end;
  while (source.charCodeAt(e - 1) === 32) e--;
  const text = source.slice(start, e);
  return text.includes(': ') || text.endsWith(':') ? undefined : text;
}

/**
 * A `|` or `>` block scalar with an optional chomping indicator and no indentation one.
 * Declined: an empty first line, a folded line indented deeper than the first (kept
 * apart by YAML), a line indented less than the first but not back at the key.
 */
function block(source: string, start: number, headerEnd: number, literal: boolean): ScannedValue | undefined {
  const chomp = source.charCodeAt(start + 1);
  const strip = chomp === 45; /* - */
  const keep = chomp === 43; /* + */
  for (let i = start + (strip || keep ? 2 : 1); i < headerEnd; i++) if (source.charCodeAt(i) !== 32) return undefined;
  let pos = headerEnd + 1;
  let indent = 0;
  while (source.charCodeAt(pos + indent) === 32) indent++;
  if (indent === 0 || pos >= source.length) return undefined;
  const lines: string[] = [];
  let contentEnd = pos;
  let trailing = 0;
  while (pos < source.length) {
    if (source.charCodeAt(pos) === 10) {
      trailing++;
      pos++;
      continue;
    }
    let i = 0;
    while (source.charCodeAt(pos + i) === 32) i++;
    if (i === 0) break;
    if (i < indent || (!literal && i > indent)) return undefined;
    for (; trailing > 0; trailing--) lines.push('');
    const end = lineEndOf(source, pos);
    lines.push(source.slice(pos + indent, end));
    pos = contentEnd = end < source.length ? end + 1 : end;
  }
  let value = literal ? lines.join('\n') : fold(lines);
  const ended = source.charCodeAt(contentEnd - 1) === 10;
  if (keep) value += (ended ? '\n' : '') + '\n'.repeat(trailing);
  else if (!strip && ended) value += '\n';
  const end = keep ? pos : contentEnd;
  return { node: scalar(value, start, end, end, value, literal ? Scalar.BLOCK_LITERAL : Scalar.BLOCK_FOLDED), next: end };
}

/** Folds the lines of a `>` scalar: a line break between two lines becomes a blank; empty lines stay breaks. */
function fold(lines: readonly string[]): string {
  let out = lines[0] ?? '';
  let empties = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') {
      empties++;
      continue;
    }
    out += (empties === 0 ? ' ' : '\n'.repeat(empties)) + line;
    empties = 0;
  }
  return out;
}

function scalar<T extends string | null>(value: T, start: number, valueEnd: number, nodeEnd: number, text: string, type: Scalar.Type): Scalar<T> {
  const node = new Scalar(value);
  node.range = [start, valueEnd, nodeEnd];
  node.source = text;
  node.type = type;
  return node;
}

function lineEndOf(source: string, from: number): number {
  const i = source.indexOf('\n', from);
  return i < 0 ? source.length : i;
}
