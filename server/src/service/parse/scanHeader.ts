import { Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { scanFlowCollection, type FlowNode } from './scanFlow';
import { decimalNode, KEY, spacesAt, TYPED_KEY, WORDS, type ScannedValue } from './scalarShapes';

export type { ScannedValue } from './scalarShapes';
/** A node the scanner builds: a scalar, or a block mapping or list (block or flow) of them. */
export type ScannedNode = Scalar<ScannedValue> | YAMLMap<Scalar<string>, ScannedNode> | YAMLSeq<Scalar<ScannedValue>> | FlowNode;
/** One `key: value` of a header the scanner read, as the YAML package builds it. */
export type ScannedPair = Pair<Scalar<string>, ScannedNode>;

/**
 * Characters the scanner never reads: tabs, carriage returns, controls, the line and
 * paragraph separators, a BOM, a comment (`#` after a blank or at a line's start) and a
 * line of blanks only. Whatever they mean to YAML is left to the YAML package.
 */
const DECLINED = /[\t\r\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|(?:^|[ \n])#|(?:^|\n) +(?:\n|$)/;
/** The first character of a plain scalar that is no indicator (`-`, `+`, `.`, `~` may start a number or a null). */
const PLAIN_START = /[A-Za-z0-9_(/$\\<=^;\u0100-\uffff]/y;
/** The first character of a plain scalar's continuation line that is surely no indicator. */
const CONTINUATION_START = /[^-?:,[\]{}#&*!|>'"%@`. ]/y;
/** Plain values the core schema reads as numbers (those starting with a digit; others never reach it). */
const NUMBER = /^(?:[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+)$/;
/** Of those, the decimal integers and the floats without an exponent (`version: 1.0`, in half the real headers): read here. */
const DECIMAL = /^[0-9]+(\.[0-9]*)?$/;
/** Nesting the scanner reads; deeper headers go to the YAML package. */
const MAX_DEPTH = 8;

/**
 * Reads a header that is a block mapping of unquoted keys to simple scalars (plain ones on
 * one or more lines, single-quoted ones on one line, double-quoted ones on one line without
 * escapes, `|` and `>` block scalars), to block lists of such one-line scalars, to flow lists
 * and mappings on one line (see scanFlow.ts), or to mappings of the same kind, exactly as the
 * YAML package would: nodes, ranges and values. Returns undefined for anything else (flow
 * collections over lines, anchors, tags, comments, escapes, numbers but decimal ones, duplicate
 * keys, odd whitespace…): the caller then parses the header with the YAML package.
 */
export function scanHeader(source: string): ScannedPair[] | undefined {
  if (source.length === 0 || DECLINED.test(source)) return undefined;
  const scanner = new Scanner(source);
  const pairs = scanner.map(0, 0);
  return pairs && scanner.pos === source.length ? pairs : undefined;
}

class Scanner {
  pos = 0;
  /** Set by blank lines, taken by the next key or list item (YAML's `spaceBefore`). */
  private spaceBefore = false;

  constructor(private readonly src: string) {}

  /** A block mapping whose keys sit at column `indent`, up to a line indented less. */
  map(indent: number, depth: number): ScannedPair[] | undefined {
    const src = this.src;
    const pairs: ScannedPair[] = [];
    const seen = new Set<string>();
    while (this.pos < src.length) {
      // Blank lines may sit between entries; none may open the header.
      if (pairs.length === 0 && src.charCodeAt(this.pos) === 10) return undefined;
      const lineIndent = this.nextLineIndent();
      if (lineIndent < indent) break;
      if (lineIndent > indent) return undefined;
      const keyStart = this.pos + indent;
      KEY.lastIndex = keyStart;
      if (!KEY.test(src)) return undefined;
      const keyEnd = KEY.lastIndex - 1;
      const keyText = src.slice(keyStart, keyEnd);
      if (TYPED_KEY.test(keyText) || keyText === '__proto__' || seen.has(keyText)) return undefined;
      seen.add(keyText);
      const key = this.scalar(keyText, keyStart, keyEnd, keyEnd, keyText, Scalar.PLAIN) as Scalar<string>;
      const value = this.value(keyEnd + 1, indent, depth);
      if (!value) return undefined;
      pairs.push(new Pair(key, value));
    }
    return pairs;
  }

  /** Skips blank lines (the next node has a blank line before it); the next line's indent, or -1 at the end. */
  private nextLineIndent(): number {
    const src = this.src;
    while (this.pos < src.length && src.charCodeAt(this.pos) === 10) {
      this.spaceBefore = true;
      this.pos++;
    }
    return this.pos < src.length ? spacesAt(src, this.pos) : -1;
  }

  /** The value after a key's colon; `indent` is the key's column. */
  private value(afterColon: number, indent: number, depth: number): ScannedNode | undefined {
    const src = this.src;
    let start = afterColon;
    while (src.charCodeAt(start) === 32) start++;
    const lineEnd = lineEndOf(src, start);
    if (start === lineEnd) {
      const next = Math.min(lineEnd + 1, src.length);
      const nextIndent = spacesAt(src, next);
      const listed = src.startsWith('- ', next + nextIndent);
      if (next < src.length && src.charCodeAt(next) !== 10 && (nextIndent > indent || (listed && nextIndent === indent))) {
        if (depth + 1 >= MAX_DEPTH) return undefined;
        this.pos = next;
        return listed ? this.seq(nextIndent, next + nextIndent) : this.nestedMap(nextIndent, depth + 1);
      }
      // `key:` alone: a null.
      this.pos = next;
      return this.scalar(null, start, start, start, '', Scalar.PLAIN);
    }
    const c = src.charCodeAt(start);
    if (c === 39 /* ' */ || c === 34 /* " */) return this.quoted(start, lineEnd, c);
    if (c === 124 /* | */ || c === 62 /* > */) return this.block(start, lineEnd, c === 124, indent);
    if (c === 91 /* [ */ || c === 123 /* { */) {
      const flow = scanFlowCollection(src, start, lineEnd);
      if (flow) this.pos = flow.range![2];
      return flow;
    }
    return this.plain(start, lineEnd, indent);
  }

  private nestedMap(indent: number, depth: number): YAMLMap<Scalar<string>, ScannedNode> | undefined {
    const pairs = this.map(indent, depth);
    if (!pairs || pairs.length === 0) return undefined;
    const map = new YAMLMap<Scalar<string>, ScannedNode>();
    map.items = pairs;
    map.range = [pairs[0]!.key.range![0], pairs[pairs.length - 1]!.value!.range![2], pairs[pairs.length - 1]!.value!.range![2]];
    return map;
  }

  /** A block list of one-line scalars whose dashes sit at column `indent`. */
  private seq(indent: number, firstDash: number): YAMLSeq<Scalar<ScannedValue>> | undefined {
    const src = this.src;
    const items: Scalar<ScannedValue>[] = [];
    while (this.pos < src.length) {
      const lineIndent = this.nextLineIndent();
      if (lineIndent < indent) break;
      if (lineIndent > indent) return undefined;
      const dash = this.pos + indent;
      if (!src.startsWith('- ', dash)) break;
      let start = dash + 2;
      while (src.charCodeAt(start) === 32) start++;
      const lineEnd = lineEndOf(src, start);
      if (start === lineEnd) return undefined;
      const c = src.charCodeAt(start);
      const item = c === 39 || c === 34 ? this.quoted(start, lineEnd, c) : this.plain(start, lineEnd, indent);
      if (!item) return undefined;
      items.push(item);
    }
    if (items.length === 0) return undefined;
    const seq = new YAMLSeq<Scalar<ScannedValue>>();
    seq.items = items;
    const end = items[items.length - 1]!.range![2];
    seq.range = [firstDash, end, end];
    return seq;
  }

  /** `'text'` (quotes doubled inside) or `"text"` (no quote or backslash inside) on one line. */
  private quoted(start: number, lineEnd: number, quote: number): Scalar<string> | undefined {
    const src = this.src;
    let end = lineEnd;
    while (src.charCodeAt(end - 1) === 32) end--;
    if (end - start < 2 || src.charCodeAt(end - 1) !== quote) return undefined;
    const inner = src.slice(start + 1, end - 1);
    let text: string;
    if (quote === 39) {
      if (inner.replace(/''/g, '').includes("'")) return undefined;
      text = inner.replace(/''/g, "'");
    } else {
      if (inner.includes('"') || inner.includes('\\')) return undefined;
      text = inner;
    }
    const next = Math.min(lineEnd + 1, src.length);
    this.pos = next;
    return this.scalar(text, start, end, next, text, quote === 39 ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE) as Scalar<string>;
  }

  /** A plain scalar: its first line, then any lines indented deeper than `indent`, folded. */
  private plain(start: number, firstLineEnd: number, indent: number): Scalar<ScannedValue> | undefined {
    const src = this.src;
    PLAIN_START.lastIndex = start;
    if (!PLAIN_START.test(src)) return undefined;
    let value = plainLine(src, start, firstLineEnd);
    if (value === undefined) return undefined;
    let valueEnd = start + value.length;
    let next = Math.min(firstLineEnd + 1, src.length);
    let blanks = 0;
    let pos = next;
    while (pos < src.length) {
      if (src.charCodeAt(pos) === 10) {
        blanks++;
        pos++;
        continue;
      }
      const lineIndent = spacesAt(src, pos);
      if (lineIndent <= indent) break;
      const from = pos + lineIndent;
      CONTINUATION_START.lastIndex = from;
      if (!CONTINUATION_START.test(src)) return undefined;
      const end = lineEndOf(src, from);
      const piece = plainLine(src, from, end);
      if (piece === undefined) return undefined;
      value += (blanks === 0 ? ' ' : '\n'.repeat(blanks)) + piece;
      blanks = 0;
      valueEnd = from + piece.length;
      next = pos = Math.min(end + 1, src.length);
    }
    if (NUMBER.test(value)) {
      if (!DECIMAL.test(value)) return undefined;
      this.pos = next;
      return decimalNode(this.scalar(null, start, valueEnd, next, value, Scalar.PLAIN), value);
    }
    this.pos = next;
    const word = WORDS.get(value);
    return this.scalar(word === undefined ? value : word, start, valueEnd, next, value, Scalar.PLAIN);
  }

  /**
   * A `|` or `>` block scalar with an optional chomping indicator and no indentation one,
   * for a key at column `indent`. Declined: an empty first line, a folded line indented
   * deeper than the first (kept apart by YAML), a line indented less than the first but
   * not back at a key.
   */
  private block(start: number, headerEnd: number, literal: boolean, indent: number): Scalar<string> | undefined {
    const src = this.src;
    const chomp = src.charCodeAt(start + 1);
    const strip = chomp === 45; /* - */
    const keep = chomp === 43; /* + */
    for (let i = start + (strip || keep ? 2 : 1); i < headerEnd; i++) if (src.charCodeAt(i) !== 32) return undefined;
    let pos = headerEnd + 1;
    const base = spacesAt(src, pos);
    if (base <= indent || pos >= src.length || src.charCodeAt(pos + base) === 10) return undefined;
    const lines: string[] = [];
    let contentEnd = pos;
    let trailing = 0;
    while (pos < src.length) {
      if (src.charCodeAt(pos) === 10) {
        trailing++;
        pos++;
        continue;
      }
      const i = spacesAt(src, pos);
      if (i <= indent) break;
      if (i < base || (!literal && i > base)) return undefined;
      for (; trailing > 0; trailing--) lines.push('');
      const end = lineEndOf(src, pos);
      lines.push(src.slice(pos + base, end));
      pos = contentEnd = Math.min(end + 1, src.length);
    }
    let value = literal ? lines.join('\n') : fold(lines);
    const ended = src.charCodeAt(contentEnd - 1) === 10;
    if (keep) value += (ended ? '\n' : '') + '\n'.repeat(trailing);
    else if (!strip && ended) value += '\n';
    const end = keep ? pos : contentEnd;
    this.pos = end;
    return this.scalar(value, start, end, end, value, literal ? Scalar.BLOCK_LITERAL : Scalar.BLOCK_FOLDED) as Scalar<string>;
  }

  /** A scalar node as the YAML package composes it, taking a pending `spaceBefore`. */
  private scalar(value: ScannedValue, start: number, valueEnd: number, nodeEnd: number, text: string, type: Scalar.Type): Scalar<ScannedValue> {
    const node = new Scalar(value);
    node.range = [start, valueEnd, nodeEnd];
    node.source = text;
    node.type = type;
    // Keys and list items take the blank lines before them; values come right after their key.
    if (this.spaceBefore && (type === Scalar.PLAIN || type === Scalar.QUOTE_SINGLE || type === Scalar.QUOTE_DOUBLE) && this.atLineStart(start)) {
      node.spaceBefore = true;
      this.spaceBefore = false;
    }
    return node;
  }

  /** True when only blanks (and a list dash) come before `at` on its line. */
  private atLineStart(at: number): boolean {
    for (let i = at - 1; i >= 0; i--) {
      const c = this.src.charCodeAt(i);
      if (c === 10) return true;
      if (c !== 32 && c !== 45) return false;
    }
    return true;
  }
}

/** One line of a plain scalar without its trailing blanks; undefined when `: ` or a final `:` would make it a key. */
function plainLine(source: string, start: number, end: number): string | undefined {
  let e = end;
  while (source.charCodeAt(e - 1) === 32) e--;
  const text = source.slice(start, e);
  return text.includes(': ') || text.endsWith(':') ? undefined : text;
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

function lineEndOf(source: string, from: number): number {
  const i = source.indexOf('\n', from);
  return i < 0 ? source.length : i;
}
