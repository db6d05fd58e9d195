import { Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';

/** A node the scanner builds: a scalar, or a block mapping or list (block or flow) of them. */
export type ScannedNode = Scalar<ScannedValue> | YAMLMap<Scalar<string>, ScannedNode> | YAMLSeq<Scalar<ScannedValue>> | FlowNode;
/** The value of a scalar the scanner reads. */
export type ScannedValue = string | number | boolean | null;
/** One `key: value` of a header the scanner read, as the YAML package builds it. */
export type ScannedPair = Pair<Scalar<string>, ScannedNode>;
/** A flow list or mapping the scanner reads (`[a, "b"]`, `{"k": {"j": [1.0]}}`). */
type FlowNode = YAMLSeq<ScannedFlowItem> | YAMLMap<Scalar<string>, ScannedFlowItem>;
/** An item or value inside a flow collection. */
type ScannedFlowItem = Scalar<ScannedValue> | FlowNode;
/** A key and its value inside a flow mapping. */
type ScannedFlowPair = Pair<Scalar<string>, ScannedFlowItem>;

/**
 * Characters the scanner never reads: tabs, carriage returns, controls, the line and
 * paragraph separators, a BOM, a comment (`#` after a blank or at a line's start) and a
 * line of blanks only. Whatever they mean to YAML is left to the YAML package.
 */
const DECLINED = /[\t\r\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|(?:^|[ \n])#|(?:^|\n) +(?:\n|$)/;
/** A key the YAML core schema reads as a string, written without quotes, then `:` and a blank or the line's end. */
const KEY = /[A-Za-z_][A-Za-z0-9_-]*:(?= |\n|$)/y;
/** Keys the core schema would not read as strings. */
const TYPED_KEY = /^(?:null|true|false)$/i;
/** The first character of a plain scalar that is no indicator (`-`, `+`, `.`, `~` may start a number or a null). */
const PLAIN_START = /[A-Za-z0-9_(/$\\<=^;\u0100-\uffff]/y;
/** The first character of a plain scalar's continuation line that is surely no indicator. */
const CONTINUATION_START = /[^-?:,[\]{}#&*!|>'"%@`. ]/y;
/**
 * A plain item of a flow list the scanner reads: a first character that is no indicator and
 * no digit, then words without flow indicators, quotes, `:` or `#`, one blank between them.
 */
const FLOW_PLAIN = /[A-Za-z_(/$\\<=^;\u0100-\uffff][^,[\]{}:#"'\n ]*(?: [^,[\]{}:#"'\n ]+)*/y;
/** A decimal in a flow collection, followed by what may end it. */
const FLOW_DECIMAL = /[0-9]+(?:\.[0-9]*)?(?=[ ,\]}]|$)/y;
/** Nesting of flow collections the scanner reads (JSON `metadata` nests four or five deep). */
const MAX_FLOW_DEPTH = 8;
/** Plain values the core schema reads as numbers (those starting with a digit; others never reach it). */
const NUMBER = /^(?:[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+)$/;
/** Of those, the decimal integers and the floats without an exponent (`version: 1.0`, in half the real headers): read here. */
const DECIMAL = /^[0-9]+(\.[0-9]*)?$/;
/** Plain values the core schema reads as booleans or null, with their value. */
const WORDS = new Map<string, boolean | null>([
  ...['true', 'True', 'TRUE'].map((w) => [w, true] as const),
  ...['false', 'False', 'FALSE'].map((w) => [w, false] as const),
  ...['null', 'Null', 'NULL'].map((w) => [w, null] as const),
]);
/** Nesting the scanner reads; deeper headers go to the YAML package. */
const MAX_DEPTH = 8;

/**
 * Reads a header that is a block mapping of unquoted keys to simple scalars (plain ones on
 * one or more lines, single-quoted ones on one line, double-quoted ones on one line without
 * escapes, `|` and `>` block scalars), to block lists of such one-line scalars, to one-line
 * flow lists of words, or to mappings of the same kind, exactly as the YAML package would:
 * nodes, ranges and values. Returns undefined for anything else (flow mappings, anchors, tags, comments, escapes,
 * numbers but decimal ones, duplicate keys, odd whitespace…): the caller then parses the header with the YAML
 * package.
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
    if (c === 91 /* [ */ || c === 123 /* { */) return this.flowValue(start, lineEnd);
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

  /**
   * A flow collection ending its line: a list (`[Read, Grep, "Web fetch"]`, `[]`) or a mapping
   * (`{"openclaw": {"requires": {"bins": ["jq"]}}}`, JSON as registries write `metadata`), nested
   * up to MAX_FLOW_DEPTH. Its items are read by `flowItem`; a mapping's keys are quoted (no quote
   * or backslash inside) and followed by `:` at once, or plain words followed by `: `. Declined:
   * blanks before a `,` or `:` of a key, an empty item or value, a trailing `,`, a key written twice.
   */
  private flowValue(start: number, lineEnd: number): ScannedNode | undefined {
    const src = this.src;
    // Blanks after the last bracket would belong to the node's range: declined.
    if (src.charCodeAt(lineEnd - 1) !== (src.charCodeAt(start) === 91 ? 93 : 125)) return undefined;
    const read = this.flowCollection(start, 0);
    if (!read || read.end !== lineEnd) return undefined;
    const next = Math.min(lineEnd + 1, src.length);
    this.pos = next;
    read.node.range = [start, lineEnd, next];
    return read.node;
  }

  /** The flow list or mapping opening at `start` (its `[` or `{`), and the offset just past its closing bracket. */
  private flowCollection(start: number, depth: number): { node: FlowNode; end: number } | undefined {
    if (depth >= MAX_FLOW_DEPTH) return undefined;
    const src = this.src;
    const isMapping = src.charCodeAt(start) === 123; /* { */
    const closer = isMapping ? 125 /* } */ : 93; /* ] */
    const items: (ScannedFlowPair | ScannedFlowItem)[] = [];
    const keys = new Set<string>();
    let pos = spacesAt(src, start + 1) + start + 1;
    if (src.charCodeAt(pos) !== closer) {
      for (;;) {
        let key: Scalar<string> | undefined;
        if (isMapping) {
          key = this.flowKey(pos);
          if (!key || keys.has(key.value)) return undefined;
          keys.add(key.value);
          pos = key.range![2] + 1;
          pos += spacesAt(src, pos);
        }
        const item = this.flowItem(pos, depth);
        if (!item) return undefined;
        items.push(key ? new Pair(key, item) : item);
        pos = item.range![2];
        const c = src.charCodeAt(pos);
        if (c === closer) break;
        if (c !== 44 /* , */) return undefined;
        pos++;
        pos += spacesAt(src, pos);
      }
    }
    const end = pos + 1;
    const node = isMapping ? new YAMLMap<Scalar<string>, ScannedFlowItem>() : new YAMLSeq<ScannedFlowItem>();
    node.items = items as never[];
    node.flow = true;
    node.range = [start, end, end];
    return { node, end };
  }

  /** A flow mapping's key at `pos`, its range ending at its `:`. */
  private flowKey(pos: number): Scalar<string> | undefined {
    const src = this.src;
    const c = src.charCodeAt(pos);
    let text: string;
    let end: number;
    let type: Scalar.Type;
    if (c === 34 || c === 39) {
      const inner = this.quotedInFlow(pos, c);
      if (inner === undefined) return undefined;
      text = inner;
      end = pos + inner.length + 2;
      type = c === 34 ? Scalar.QUOTE_DOUBLE : Scalar.QUOTE_SINGLE;
      if (src.charCodeAt(end) !== 58 /* : */) return undefined;
    } else {
      KEY.lastIndex = pos;
      if (!KEY.test(src) || src.charCodeAt(KEY.lastIndex) !== 32) return undefined;
      end = KEY.lastIndex - 1;
      text = src.slice(pos, end);
      type = Scalar.PLAIN;
      if (TYPED_KEY.test(text)) return undefined;
    }
    if (text === '__proto__') return undefined;
    return this.scalar(text, pos, end, end, text, type) as Scalar<string>;
  }

  /**
   * A flow item or value at `pos`: a nested collection, a quoted scalar (no quote or backslash
   * inside), a decimal, or plain words (none starting with a digit, no `:` or `#`; `true`,
   * `false` and `null` typed as the core schema types them). Its range ends past the blanks after it.
   */
  private flowItem(pos: number, depth: number): ScannedFlowItem | undefined {
    const src = this.src;
    const c = src.charCodeAt(pos);
    let node: ScannedFlowItem;
    let end: number;
    if (c === 91 || c === 123) {
      const read = this.flowCollection(pos, depth + 1);
      if (!read) return undefined;
      node = read.node;
      end = read.end;
    } else if (c === 34 || c === 39) {
      const inner = this.quotedInFlow(pos, c);
      if (inner === undefined) return undefined;
      end = pos + inner.length + 2;
      node = this.scalar(inner, pos, end, end, inner, c === 34 ? Scalar.QUOTE_DOUBLE : Scalar.QUOTE_SINGLE);
    } else if (c >= 48 && c <= 57) {
      FLOW_DECIMAL.lastIndex = pos;
      const text = FLOW_DECIMAL.exec(src)?.[0];
      if (text === undefined) return undefined;
      end = pos + text.length;
      node = decimalNode(this.scalar(null, pos, end, end, text, Scalar.PLAIN), text);
    } else {
      FLOW_PLAIN.lastIndex = pos;
      const text = FLOW_PLAIN.exec(src)?.[0];
      if (text === undefined) return undefined;
      end = pos + text.length;
      const word = WORDS.get(text);
      node = this.scalar(word === undefined ? text : word, pos, end, end, text, Scalar.PLAIN);
    }
    node.range = [pos, end, end + spacesAt(src, end)];
    return node;
  }

  /** The text inside the quote at `pos` when it closes on the same line with no quote or backslash inside. */
  private quotedInFlow(pos: number, quote: number): string | undefined {
    const src = this.src;
    const shut = src.indexOf(quote === 34 ? '"' : "'", pos + 1);
    if (shut < 0) return undefined;
    const inner = src.slice(pos + 1, shut);
    return inner.includes('\n') || (quote === 34 && inner.includes('\\')) ? undefined : inner;
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

/**
 * A decimal plain scalar as the core schema's `int` and `float` tags resolve it: `parseInt`
 * for digits alone, `parseFloat` with the fraction digits written kept when the last one is
 * a `0` (`1.0` writes back as `1.0`).
 */
function decimalNode(node: Scalar<ScannedValue>, text: string): Scalar<ScannedValue> {
  const dot = text.indexOf('.');
  node.value = dot === -1 ? parseInt(text, 10) : parseFloat(text);
  if (dot !== -1 && text.endsWith('0')) node.minFractionDigits = text.length - dot - 1;
  return node;
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

function spacesAt(source: string, from: number): number {
  let i = from;
  while (source.charCodeAt(i) === 32) i++;
  return i - from;
}

function lineEndOf(source: string, from: number): number {
  const i = source.indexOf('\n', from);
  return i < 0 ? source.length : i;
}
