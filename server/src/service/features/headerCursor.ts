import { MemoKey, memoOf } from '../parse/parseMemo';
import type { Position, Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../parse/parsedSkill';
import { MAX_HEADER_CHARS } from '../parse/parseSkill';

/**
 * Where the cursor is in a header, read from the lines rather than the YAML tree: while
 * the author types, the header is rarely valid YAML, and completion must still know which
 * key it is under. Indentation decides the parent (list items are transparent, as in the
 * schema); lines inside block scalars are never mistaken for keys.
 */
export interface HeaderCursor {
  /** `key`: a key is being typed; `value`: a value or an item of a list of scalars. */
  readonly kind: 'key' | 'value';
  /** For `key`, the parent keys; for `value`, the keys down to the value's own key. */
  readonly path: readonly string[];
  /** The word typed so far, and the range completion replaces. */
  readonly prefix: string;
  readonly range: Range;
  /** For `key`: the keys already written at this level (in the same list item). */
  readonly present: ReadonlySet<string>;
  /** For `value`: the value's text before the cursor (templates look for `{{ … |`). */
  readonly before: string;
  /** For `value`: true on a list item (`- x`, or inside `[…]`). */
  readonly item: boolean;
}

/** What is under the cursor in a header line, for hover and navigation. */
export interface HeaderLocation {
  /** Keys from the top to the key of this line (for a list item: to its list's key). */
  readonly path: readonly string[];
  /** True when the cursor is on the key itself. */
  readonly onKey: boolean;
  readonly keyRange: Range | undefined;
  /** The scalar value on this line (unquoted) and its range, if any. */
  readonly value: string | undefined;
  readonly valueRange: Range | undefined;
}

/** One header line, split into indentation, list dashes, key and value. */
interface LineInfo {
  readonly blank: boolean;
  /** Column of the first non-blank character. */
  readonly indent: number;
  readonly dashes: number;
  /** Column of the key, when the line is `key: …`. */
  readonly keyCol: number | undefined;
  readonly key: string | undefined;
  readonly keyEnd: number;
  /** Column where the value starts (after `: `), and the raw value text. */
  readonly valueCol: number;
  readonly value: string;
}

// `s` on every pattern with `.`: a line may hold U+2028/U+2029, which are not line breaks
// for LSP or YAML 1.2, but which `.` would not match otherwise.
const LINE = /^( *)((?:-[ \t]+|-$)*)(?:("[^"]*"|'[^']*'|[^\s#'"{[\]},&*!|>%@`-][^:#]*?|-[^\s:#][^:#]*?)[ \t]*:(?=[ \t]|$)[ \t]*)?(.*)$/s;
const BLOCK_SCALAR = /^[|>][-+0-9]*[ \t]*(#.*)?$/s;

function analyze(text: string): LineInfo {
  const m = LINE.exec(text)!;
  const indent = m[1]!.length;
  const dashText = m[2]!;
  const dashes = (dashText.match(/-/g) ?? []).length;
  const rawKey = m[3];
  const keyCol = rawKey !== undefined ? indent + dashText.length : undefined;
  const key = rawKey !== undefined ? unquote(rawKey.trim()) : undefined;
  const valueCol = text.length - m[4]!.length;
  const blank = text.trim() === '' || /^\s*#/.test(text);
  return { blank, indent, dashes, keyCol, key, keyEnd: keyCol !== undefined ? keyCol + rawKey!.trim().length : 0, valueCol, value: m[4]! };
}

function unquote(s: string): string {
  return (s.startsWith('"') && s.endsWith('"')) || (s.startsWith("'") && s.endsWith("'")) ? s.slice(1, -1) : s;
}

/** Lines of the header's YAML (between the delimiters), or undefined when `line` is not one. */
function headerLines(parsed: ParsedSkill, line: number): { first: number; last: number } | undefined {
  const fm = parsed.frontMatter;
  if (!fm) return undefined;
  const first = fm.openRange.start.line + 1;
  const last = fm.closeRange ? fm.closeRange.start.line - 1 : parsed.lines.lineCount - 1;
  if (line < first || line > last) return undefined;
  // A header the parser refuses for its size gets no help either: each request would scan all of it.
  const size = parsed.lines.offsetAt({ line: last + 1, character: 0 }) - parsed.lines.offsetAt({ line: first, character: 0 });
  return size > MAX_HEADER_CHARS ? undefined : { first, last };
}

const BLOCK_LINES = new MemoKey<Map<number, number>>('blockScalarLines');

/**
 * Lines that belong to block scalars (`key: |`, `key: >-`), each with the column of the
 * key that owns it: their text is content, never keys.
 */
function blockScalarLines(parsed: ParsedSkill, first: number, last: number): Map<number, number> {
  return memoOf(parsed, BLOCK_LINES, () => findBlockScalarLines(parsed, first, last));
}

function findBlockScalarLines(parsed: ParsedSkill, first: number, last: number): Map<number, number> {
  const map = new Map<number, number>();
  let owner: number | undefined;
  for (let i = first; i <= last; i++) {
    const text = parsed.lines.lineText(i);
    const info = analyze(text);
    if (owner !== undefined) {
      if (text.trim() === '' || info.indent > owner) {
        map.set(i, owner);
        continue;
      }
      owner = undefined;
    }
    if (info.keyCol !== undefined && BLOCK_SCALAR.test(info.value.trim())) owner = info.keyCol;
  }
  return map;
}

/** The lines of a header with what the scans need. */
interface Scan {
  readonly parsed: ParsedSkill;
  readonly first: number;
  readonly last: number;
  readonly blocks: Map<number, number>;
}

/** Line info, or undefined for lines that carry no key (blank, comment, block scalar content). */
function keyLine(scan: Scan, i: number): LineInfo | undefined {
  if (scan.blocks.has(i)) return undefined;
  const info = analyze(scan.parsed.lines.lineText(i));
  return info.blank ? undefined : info;
}

/**
 * The keys above a line at column `col` (`item`: the line starts a list item whose dash
 * is at `col`). Undefined when the line continues a multi-line value.
 */
function parentPath(scan: Scan, line: number, col: number, item: boolean): string[] | undefined {
  const path: string[] = [];
  let target = col;
  let allowEqual = item;
  for (let i = line - 1; i >= scan.first && (target > 0 || allowEqual); i--) {
    const info = keyLine(scan, i);
    if (!info || info.keyCol === undefined) continue;
    const qualifies = info.keyCol < target || (allowEqual && info.keyCol === target && info.dashes === 0);
    if (!qualifies) continue;
    const value = info.value.trim();
    if (value !== '' && !value.startsWith('#') && !/^[&!]\S*$/.test(value)) return undefined;
    path.unshift(info.key!);
    if (info.dashes > 0) {
      target = info.indent;
      allowEqual = true;
    } else {
      target = info.keyCol;
      allowEqual = false;
    }
  }
  return path;
}

/** Keys at column `col` in the same block (and list item) as `line`, that line excluded. */
function siblingKeys(scan: Scan, line: number, col: number): Set<string> {
  const keys = new Set<string>();
  for (let i = line - 1; i >= scan.first; i--) {
    const info = keyLine(scan, i);
    if (!info) continue;
    if (info.keyCol === col && info.key !== undefined) keys.add(info.key);
    if (info.indent < col) break;
  }
  for (let i = line + 1; i <= scan.last; i++) {
    const info = keyLine(scan, i);
    if (!info) continue;
    if (info.indent < col) break;
    if (info.keyCol === col && info.dashes === 0 && info.key !== undefined) keys.add(info.key);
  }
  return keys;
}

/** The header scan of a line, or undefined when the line is outside the header or in a block scalar. */
function scanAt(parsed: ParsedSkill, position: Position): Scan | undefined {
  const bounds = headerLines(parsed, position.line);
  if (!bounds) return undefined;
  const scan = { parsed, ...bounds, blocks: blockScalarLines(parsed, bounds.first, bounds.last) };
  const owner = scan.blocks.get(position.line);
  // A blank line after a block scalar, typed at or left of its key, starts a new key.
  if (owner !== undefined && !(parsed.lines.lineText(position.line).trim() === '' && position.character <= owner)) return undefined;
  return scan;
}

/** The completion context at a position of the header, if the position is in one. */
export function headerCursor(parsed: ParsedSkill, position: Position): HeaderCursor | undefined {
  const scan = scanAt(parsed, position);
  if (!scan) return undefined;
  const text = parsed.lines.lineText(position.line);
  const ch = Math.min(position.character, text.length);
  const before = text.slice(0, ch);
  if (/(^|\s)#/.test(before.replace(/"[^"]*"|'[^']*'/g, '""'))) return undefined;
  const wordEnd = ch + (/^[^\s#,\]"'}|]*/.exec(text.slice(ch))?.[0].length ?? 0);
  const range = (startCol: number): Range => ({ start: { line: position.line, character: startCol }, end: { line: position.line, character: wordEnd } });

  const bare = /^( *)((?:-[ \t]+)*)([^\s#]*)$/.exec(before);
  if (bare) {
    const indent = bare[1]!.length;
    const dashText = bare[2]!;
    const col = indent + dashText.length;
    const prefix = bare[3]!;
    const item = dashText.length > 0;
    // Only a list item may hold `contacts:read` or `brevo/send-email`; a key is a plain word.
    if (!item && !/^[\w.-]*$/.test(prefix)) return undefined;
    const path = parentPath(scan, position.line, item ? indent : col, item);
    if (!path) return undefined;
    const present = item ? new Set<string>() : siblingKeys(scan, position.line, col);
    return { kind: 'key', path, prefix, range: range(col), present, before: prefix, item };
  }

  const keyed = /^( *)((?:-[ \t]+)*)("[^"]*"|'[^']*'|[\w.-]+)[ \t]*:[ \t]+(.*)$/s.exec(before);
  if (keyed) {
    const indent = keyed[1]!.length;
    const dashText = keyed[2]!;
    const key = unquote(keyed[3]!);
    const parent = parentPath(scan, position.line, indent, dashText.length > 0);
    if (!parent) return undefined;
    const valueText = keyed[4]!;
    const flow = valueText.startsWith('[');
    const template = valueText.includes('{{');
    const prefix = template ? /[\w.\-/+]*$/.exec(valueText)![0] : flow ? /[^,[\s"']*$/.exec(valueText)![0] : valueText.replace(/^["']/, '');
    return { kind: 'value', path: [...parent, key], prefix, range: range(ch - prefix.length), present: new Set(), before: valueText, item: flow };
  }
  return undefined;
}

/** The key (and value) under the cursor on a header line, for hover and navigation. */
export function headerLocation(parsed: ParsedSkill, position: Position): HeaderLocation | undefined {
  const scan = scanAt(parsed, position);
  if (!scan) return undefined;
  const info = keyLine(scan, position.line);
  if (!info) return undefined;
  const line = position.line;
  const r = (s: number, e: number): Range => ({ start: { line, character: s }, end: { line, character: e } });
  const valueOf = (col: number, raw: string) => {
    const trimmed = raw.replace(/[ \t]+#.*$/s, '').replace(/[ \t]+$/, '');
    if (!trimmed || /^[|>[{]/.test(trimmed)) return { value: undefined, range: undefined };
    return { value: unquote(trimmed), range: r(col, col + trimmed.length) };
  };
  const v = valueOf(info.valueCol, info.value);
  if (info.keyCol !== undefined) {
    const path = parentPath(scan, line, info.dashes > 0 ? info.indent : info.keyCol, info.dashes > 0);
    if (!path) return undefined;
    return { path: [...path, info.key!], onKey: position.character <= info.keyEnd, keyRange: r(info.keyCol, info.keyEnd), value: v.value, valueRange: v.range };
  }
  if (info.dashes > 0) {
    const path = parentPath(scan, line, info.indent, true);
    if (!path || path.length === 0) return undefined;
    return { path, onKey: false, keyRange: undefined, value: v.value, valueRange: v.range };
  }
  return undefined;
}
