import { isCollection, isMap, isPair, isScalar, isSeq, visit, type Document, type Node, type Pair, type Scalar } from 'yaml';
import type { Range } from 'vscode-languageserver-types';
import { Buffer } from 'node:buffer';
import { LineIndex } from '../text/lineIndex';
import { CompactFrontMatter } from './compactFrontMatter';
import { ParseMemo } from './parseMemo';
import { parseHeaderYaml } from './parseHeaderYaml';
import { scanHeader, type ScannedNode, type ScannedPair } from './scanHeader';
import { ScannedFrontMatter } from './scannedFrontMatter';
import { splitFrontMatter, type FrontMatterSplit } from './splitFrontMatter';
import { tooCostly } from './headerCost';
import type { FrontMatter, HeaderEntry, HeaderProblem, ParsedSkill, SourceText, WholeDocument } from './parsedSkill';

/**
 * Headers larger than this are not parsed. The agents read far larger ones (a 180 KB `metadata`
 * header loads on every agent run by the conformance stage, and Claude Code reads files up to
 * 1 MB), so this is set where no agent's reading is cut short by it: a header of 1 MiB parses in
 * ~150 ms, and the nesting and alias limits below keep a hostile one from costing more.
 */
export const MAX_HEADER_CHARS = 1024 * 1024;
/**
 * The problems that are Skillkiln's own limits, not the YAML's: the header was not parsed, so
 * nothing is known of how an agent reads it.
 */
export const OWN_LIMIT_CODES: ReadonlySet<string> = new Set(['HEADER_TOO_LARGE', 'NESTING_LIMIT', 'PARSER_FAILURE']);

/** True for a problem that is one of Skillkiln's own limits (see OWN_LIMIT_CODES). */
export function isOwnLimit(problem: HeaderProblem): boolean {
  return problem.yamlCode !== undefined && OWN_LIMIT_CODES.has(problem.yamlCode);
}

/** Aliases a header may expand before it counts as an alias bomb. */
const MAX_ALIAS_COUNT = 64;
/**
 * Nesting beyond this is refused before parsing: the YAML composer recurses per level and
 * overflows the stack near 1,000 levels (at 100,000, V8 itself aborts the process).
 */
export const MAX_HEADER_NESTING = 512;
/** YAML errors (and warnings) kept per header. */
const MAX_HEADER_PROBLEMS = 50;

/**
 * Parses a skill file's text (BOM and any line endings allowed) into header entries with
 * exact ranges. Given only the start of a huge document, the parse is of that start and
 * carries the size of the whole (`ParsedSkill.whole`).
 */
export function parseSkill(source: SourceText): ParsedSkill {
  return parseWith(source, true);
}

/**
 * The same parse with every header read by the YAML package, never by `scanHeader`: what
 * the scanner's answers are checked against.
 */
export function parseSkillByYaml(source: SourceText): ParsedSkill {
  return parseWith(source, false);
}

function parseWith(source: SourceText, scan: boolean): ParsedSkill {
  const text = typeof source === 'string' ? source : source.text;
  const lines = new LineIndex(text);
  const split = splitFrontMatter(text);
  const frontMatter = split ? parseHeader(text, lines, split, scan) : undefined;
  const bodyStart = split ? split.bodyStart : text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return assemble(text, true, lines, frontMatter, bodyStart, typeof source === 'string' ? undefined : source.whole);
}

/**
 * The header-only form of a parse: same header, same ranges, text cut at the body. What the
 * index keeps for files on disk; the body is read again when a rule or feature needs it.
 */
export function compactSkill(parsed: ParsedSkill): ParsedSkill {
  if (!parsed.complete) return parsed;
  const fm = parsed.frontMatter;
  const text = fm?.headerText ?? flatCopy(parsed.text.slice(0, parsed.bodyStart));
  // The YAML nodes and entry ranges are most of a header's memory and few files' are asked
  // for again: the compact parse drops them and parses its header text again on demand.
  const lines = new LineIndex(text);
  const kept = fm?.hasYaml ? new CompactFrontMatter(fm, lines) : fm;
  // The body's first line is the complete parse's: counting it again would index the header's
  // lines, kept for every skill while few are asked about (unless a \r ends the header, where
  // the text without its body could count one more line).
  const bodyStartLine = text.charCodeAt(parsed.bodyStart - 1) === 13 ? undefined : parsed.bodyStartLine;
  return assemble(text, false, lines, kept, parsed.bodyStart, undefined, parsed.bodyBlank, bodyStartLine);
}

/** The header part of a parse's text ('' for none), to tell header edits from body edits. */
export function headerPart(parsed: ParsedSkill | undefined): string {
  if (!parsed) return '';
  return parsed.complete ? parsed.text.slice(0, parsed.bodyStart) : parsed.text;
}

/** Puts a body back under a compact parse whose header text is a prefix of `fullText`. */
export function rehydrateSkill(compact: ParsedSkill, fullText: string): ParsedSkill {
  if (compact.complete) return compact;
  if (!fullText.startsWith(compact.text)) return parseSkill(fullText);
  return assemble(fullText, true, new LineIndex(fullText), compact.frontMatter, compact.bodyStart, undefined, compact.bodyBlank);
}

/**
 * Copies a string so it does not keep a larger one alive: V8 represents `slice` results as
 * views into their parent, and a header sliced from a 10 KB file would pin all 10 KB.
 */
export function flatCopy(s: string): string {
  return s.length === 0 ? '' : Buffer.from(s, 'utf16le').toString('utf16le');
}

function assemble(text: string, complete: boolean, lines: LineIndex, frontMatter: FrontMatter | undefined, bodyStart: number, whole?: WholeDocument, bodyBlank?: boolean, bodyStartLine?: number): ParsedSkill {
  // A huge document's start says nothing of its end: its body is not blank.
  return new Parse(text, complete, lines, frontMatter, bodyStart, whole, bodyBlank ?? (!whole && /^\s*$/.test(text.slice(bodyStart))), bodyStartLine);
}

/**
 * The same parse over the start of its text (`scannedPart` of a huge document): same
 * header, offsets and ranges, its own memo.
 */
export function cutParse(parsed: ParsedSkill, text: string, whole: WholeDocument): ParsedSkill {
  return new Parse(text, parsed.complete, new LineIndex(text), parsed.frontMatter, parsed.bodyStart, whole, false);
}

/**
 * A parse as an object whose methods live on its prototype: the index keeps one per skill,
 * and closures per parse cost ten thousand contexts on a big workspace.
 */
class Parse implements ParsedSkill {
  readonly bodyStartLine: number;
  readonly whole?: WholeDocument;
  /** Made on first use: most of the parses an index keeps are never asked for derived values. */
  private memoStore: ParseMemo | undefined;
  /** Built on the first lookup: a compact header's entries exist only once asked for. */
  private byKey: Map<string, HeaderEntry> | undefined;

  /** `bodyStartLine`, when known, saves counting the lines up to the body. */
  constructor(readonly text: string, readonly complete: boolean, readonly lines: LineIndex, readonly frontMatter: FrontMatter | undefined, readonly bodyStart: number, whole: WholeDocument | undefined, readonly bodyBlank: boolean, bodyStartLine?: number) {
    this.bodyStartLine = bodyStartLine ?? lines.positionAt(bodyStart).line;
    if (whole) this.whole = whole;
  }

  get memo(): ParseMemo {
    return (this.memoStore ??= new ParseMemo());
  }

  yamlOffset(o: number): number {
    return (this.frontMatter ? this.frontMatter.split.content.start : 0) + o;
  }

  nodeRange(node: Node | null | undefined): Range {
    const split = this.frontMatter?.split;
    if (!node?.range) {
      const headerStart = split ? split.open.start : 0;
      return this.lines.range(headerStart, headerStart);
    }
    const contentStart = split ? split.content.start : 0;
    const start = contentStart + node.range[0];
    return this.lines.range(start, trimEnd(this.text, start, contentStart + node.range[1]));
  }

  entry(key: string): HeaderEntry | undefined {
    if (!this.byKey) {
      this.byKey = new Map();
      for (const e of this.frontMatter?.entries ?? []) if (!this.byKey.has(e.key)) this.byKey.set(e.key, e);
    }
    return this.byKey.get(key);
  }
}

function parseHeader(text: string, lines: LineIndex, split: FrontMatterSplit, scan: boolean): FrontMatter {
  const openRange = lines.range(split.open.start, split.open.end);
  const closeRange = split.close ? lines.range(split.close.start, split.close.end) : undefined;
  const base = { split, openRange, closeRange };
  const size = split.content.end - split.content.start;
  if (!split.close) return { ...base, yaml: undefined, hasYaml: false, isMapping: false, entries: [], problems: [], data: {} };
  const refuse = (message: string, yamlCode: string): FrontMatter => ({ ...base, yaml: undefined, hasYaml: false, isMapping: false, entries: [], problems: [{ message, range: openRange, kind: 'error', yamlCode }], data: {} });
  if (size > MAX_HEADER_CHARS) return refuse(`the header is larger than ${MAX_HEADER_CHARS / 1024 / 1024} MiB, so Skillkiln does not parse it`, 'HEADER_TOO_LARGE');
  // A flat copy, so the YAML nodes (which keep source slices) do not pin the whole file.
  // A lone \r is a line break for LSP and YAML 1.2 but not for the yaml package: make it
  // a \n (same length, so every offset stays valid).
  // The YAML source is a slice of the header's own flat copy, which the compact parse keeps as
  // its text too: one copy of the header in memory, none of the body.
  const headerText = flatCopy(text.slice(0, split.bodyStart));
  const source = headerText.slice(split.content.start, split.content.end).replace(/\r(?!\n)/g, '\n');
  const at = (o: number) => split.content.start + o;
  // Most headers are a flat mapping of simple scalars: read those without the YAML package.
  const scanned = scan ? scanHeader(source) : undefined;
  if (scanned) return scannedHeader(scanned, source, headerText, split, openRange, closeRange!, lines, at);
  if (nestingExceeds(source, MAX_HEADER_NESTING)) return refuse(`the header nests more than ${MAX_HEADER_NESTING} levels deep, so Skillkiln does not parse it`, 'NESTING_LIMIT');
  const costly = tooCostly(source);
  if (costly) return refuse(costly, 'HEADER_TOO_LARGE');
  let doc: Document.Parsed;
  try {
    doc = parseHeaderYaml(source);
  } catch (err) {
    // The parser recurses on nesting; absurdly deep input can exhaust the stack.
    const problem: HeaderProblem = { message: `the header could not be parsed (${String(err)})`, range: openRange, kind: 'error', yamlCode: 'PARSER_FAILURE' };
    return { ...base, yaml: undefined, hasYaml: false, isMapping: false, entries: [], problems: [problem], data: {} };
  }
  const problems: HeaderProblem[] = [];
  const toProblem = (kind: 'error' | 'warning') => (e: { message: string; code: string; pos: [number, number] }) => {
    let [from, to] = e.pos;
    // After a key with no value, yaml points a duplicate key at the line break before it: moved onto the key.
    if (e.code === 'DUPLICATE_KEY') {
      while (from < source.length && /\s/.test(source[from]!)) from++;
      to = Math.max(to, from + 1);
    }
    const start = at(Math.min(from, source.length));
    const end = at(Math.min(Math.max(to, from), source.length));
    problems.push({ message: firstLine(e.message), range: lines.range(start, end), kind, yamlCode: e.code });
  };
  // A hostile header can hold thousands of errors; the first ones say enough.
  doc.errors.slice(0, MAX_HEADER_PROBLEMS).forEach(toProblem('error'));
  doc.warnings.slice(0, MAX_HEADER_PROBLEMS).forEach(toProblem('warning'));
  const contents = doc.contents;
  const isMapping = contents === null || isMap(contents);
  let data: Record<string, unknown> = {};
  // A collection can only be a key through `?` or a flow `[…]`/`{…}`: most headers have neither.
  const complexKey = isMapping && doc.errors.length === 0 && /[?[{]/.test(source) && hasNestedCollectionKey(doc);
  if (complexKey) problems.push({ message: 'a key is a list or a mapping holding another such key, which runtimes cannot use as a key name', range: openRange, kind: 'error', yamlCode: 'COMPLEX_KEY' });
  if (isMapping && doc.errors.length === 0 && !complexKey) {
    try {
      const js: unknown = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
      if (js && typeof js === 'object' && !Array.isArray(js)) data = js as Record<string, unknown>;
    } catch (err) {
      problems.push({ message: firstLine(String((err as Error).message ?? err)), range: openRange, kind: 'error', yamlCode: 'ALIAS_LIMIT' });
    }
  }
  const entries: HeaderEntry[] = [];
  if (isMap(contents)) {
    for (const pair of contents.items) {
      const entry = toEntry(pair as Pair, lines, at, source.length, data);
      if (entry) entries.push(entry);
    }
  }
  // Spelled out rather than spread: one object shape for every header.
  return { split, openRange, closeRange, yaml: doc, hasYaml: true, isMapping, entries, problems, data, headerText };
}

/** The header `scanHeader` read: the same entries and data the YAML package's parse gives. */
function scannedHeader(pairs: ScannedPair[], source: string, headerText: string, split: FrontMatterSplit, openRange: Range, closeRange: Range, lines: LineIndex, at: (o: number) => number): FrontMatter {
  const data = plainOf(pairs);
  const entries = pairs.map((p) => toEntry(p, lines, at, source.length, data)!);
  return new ScannedFrontMatter(split, openRange, closeRange, entries, data, headerText, source, pairs);
}

function toEntry(pair: Pair, lines: LineIndex, at: (o: number) => number, sourceLength: number, data: Readonly<Record<string, unknown>>): HeaderEntry | undefined {
  const keyNode = pair.key;
  if (!isScalar(keyNode) || !keyNode.range) return undefined;
  const key = String(keyNode.value);
  const keyStart = at(keyNode.range[0]);
  const keyEnd = at(keyNode.range[1]);
  const valueNode = (pair.value ?? null) as Node | null;
  let valueStart: number;
  let valueEnd: number;
  if (valueNode?.range) {
    valueStart = at(valueNode.range[0]);
    valueEnd = trimEnd(lines.text, valueStart, at(valueNode.range[1]));
  } else {
    // `key:` with no value: point just after the colon (`key :` has blanks before it; a key
    // without any colon, which YAML reports, gets the end of the key).
    let colon = keyEnd;
    const text = lines.text;
    while (colon < at(sourceLength) && (text.charCodeAt(colon) === 32 || text.charCodeAt(colon) === 9)) colon++;
    valueStart = valueEnd = text.charCodeAt(colon) === 58 /* : */ ? colon + 1 : keyEnd;
  }
  return {
    key,
    keyRange: lines.range(keyStart, keyEnd),
    node: valueNode,
    valueRange: lines.range(valueStart, valueEnd),
    valueSpan: { start: valueStart, end: valueEnd },
    pairSpan: { start: keyStart, end: Math.max(valueEnd, keyEnd) },
    value: Object.prototype.hasOwnProperty.call(data, key) ? data[key] : scalarValue(valueNode),
    pair,
  };
}

/** The plain object of scanned pairs, as the document's `toJS` builds it. */
function plainOf(pairs: readonly { readonly key: Scalar<string>; readonly value: ScannedNode | null }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of pairs) out[p.key.value] = plainNode(p.value!);
  return out;
}

function plainNode(node: ScannedNode): unknown {
  if (isMap(node)) return plainOf(node.items);
  if (isSeq(node)) return node.items.map(plainNode);
  return node.value;
}

/**
 * True when a list or mapping used as a key holds another such key (`? ? x`, `{{{ x }}}`).
 * One level (an unquoted `{{ x }}` template) is cheap to stringify; each further level
 * multiplies the cost, so `? ? ? … x` on a few lines would hang toJS.
 */
function hasNestedCollectionKey(doc: Document.Parsed): boolean {
  let found = false;
  visit(doc, {
    Pair(_, pair, path) {
      if (!isCollection(pair.key)) return undefined;
      for (let i = 0; i < path.length - 1; i++) {
        const p = path[i];
        if (isPair(p) && path[i + 1] === p.key) {
          found = true;
          return visit.BREAK;
        }
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Upper bound of a YAML text's nesting, checked without parsing: per line, the open block
 * indentation levels, the compact indicators (`- - -`, `? ? ?`) leading it and the flow
 * brackets still open. Quotes are ignored, so an unbalanced `[` inside a string counts too:
 * no real header comes near the limit.
 */
export function nestingExceeds(source: string, limit: number): boolean {
  const indents: number[] = [];
  let flow = 0;
  let lineStart = 0;
  while (lineStart <= source.length) {
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = source.length;
    let i = lineStart;
    while (i < lineEnd && source.charCodeAt(i) === 32) i++;
    const blank = i === lineEnd || source.charCodeAt(i) === 35 /* # */ || (i + 1 === lineEnd && source.charCodeAt(i) === 13);
    if (!blank) {
      if (flow === 0) {
        const indent = i - lineStart;
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
      }
      let compact = 0;
      for (;;) {
        const c = source.charCodeAt(i);
        const next = source.charCodeAt(i + 1);
        if ((c === 45 /* - */ || c === 63 /* ? */ || c === 58 /* : */) && (i + 1 === lineEnd || next === 32 || next === 9)) {
          compact++;
          i += 2;
          while (i < lineEnd && (source.charCodeAt(i) === 32 || source.charCodeAt(i) === 9)) i++;
        } else break;
      }
      if (indents.length + compact + flow > limit) return true;
      for (; i < lineEnd; i++) {
        const c = source.charCodeAt(i);
        if (c === 91 /* [ */ || c === 123 /* { */) {
          if (indents.length + compact + ++flow > limit) return true;
        } else if ((c === 93 /* ] */ || c === 125) /* } */ && flow > 0) flow--;
      }
    }
    lineStart = lineEnd + 1;
  }
  return false;
}

/**
 * The end of a value without the line breaks and blanks the YAML package counts in block
 * lists, mappings and scalars: an edit of the value must not eat the next line's break.
 */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start) {
    const c = text.charCodeAt(e - 1);
    if (c !== 10 && c !== 13 && c !== 32 && c !== 9) break;
    e--;
  }
  return e;
}

function scalarValue(node: Node | null): unknown {
  return node && isScalar(node) ? node.value : undefined;
}

function firstLine(message: string): string {
  const i = message.indexOf('\n');
  return i < 0 ? message : message.slice(0, i);
}
