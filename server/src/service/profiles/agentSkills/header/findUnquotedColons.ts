import type { ParsedSkill } from '../../../parse/parsedSkill';

/** A plain (unquoted) YAML value that contains `: ` (or ends with `:`), found in the raw header text. */
export interface UnquotedColon {
  /** Dotted key path of the value (`description`, `metadata.note`; `[]` for a list item). */
  readonly keyPath: string;
  /** True for a top-level key. */
  readonly topLevel: boolean;
  /** Offsets of the value in the document (first character to last non-blank one, comment excluded). */
  readonly start: number;
  readonly end: number;
  /** First and last document lines of the value. */
  readonly startLine: number;
  readonly endLine: number;
  /** Column of the key (or of the list dash): a folded block must be indented past it. */
  readonly keyColumn: number;
  /** The value as lenient loaders read it: its lines joined by single spaces. */
  readonly text: string;
}

interface PlainValue {
  keyPath: string;
  topLevel: boolean;
  keyColumn: number;
  start: number;
  end: number;
  startLine: number;
  endLine: number;
  pieces: string[];
  bad: boolean;
}

// `key:` or `- key:` (keys are plain words or quoted), then the rest of the line.
const KEY_LINE = /^( *)((?:- +)*)([^\s#'"[\]{},&*!|>%@`-][^:#]*?|"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')[ \t]*:(?:[ \t]+(.*))?$/;
const DASH_LINE = /^( *)- +(.*)$/;
const COLON_SPACE = /:[ \t]|:$/;

/**
 * Scans the header's raw lines for plain scalars that a strict YAML parser refuses
 * (`description: Use when: x` is read as a nested mapping, and PyYAML, strictyaml and
 * serde_yaml reject the whole document). Works on text so it still answers when the
 * YAML library has given up. Block scalars (`|`, `>`), quoted and flow values are skipped.
 */
export function findUnquotedColons(parsed: ParsedSkill): UnquotedColon[] {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange) return [];
  const { lines } = parsed;
  const first = lines.positionAt(fm.split.content.start).line;
  const last = fm.closeRange.start.line - 1;
  const found: UnquotedColon[] = [];
  const keys: { column: number; key: string }[] = [];
  let plain: PlainValue | undefined;
  let blockColumn = -1;
  let openUntilClosed: RegExp | undefined;

  const finish = () => {
    if (plain?.bad) {
      const { pieces, ...rest } = plain;
      found.push({ ...rest, text: pieces.join(' ') });
    }
    plain = undefined;
  };

  for (let line = first; line <= last; line++) {
    const text = lines.lineText(line);
    const lineStart = lines.lineStart(line);
    if (text.trim() === '') continue;
    const indent = text.length - text.trimStart().length;
    if (openUntilClosed) {
      // A quoted or flow value spanning lines: skip until it closes.
      if (openUntilClosed.test(text)) openUntilClosed = undefined;
      continue;
    }
    if (blockColumn >= 0) {
      if (indent > blockColumn) continue;
      blockColumn = -1;
    }
    if (plain) {
      if (indent > plain.keyColumn && !text.trimStart().startsWith('#')) {
        const content = stripComment(text.slice(indent));
        if (content) {
          if (COLON_SPACE.test(content)) plain.bad = true;
          plain.pieces.push(content);
          plain.end = lineStart + indent + content.length;
          plain.endLine = line;
        }
        continue;
      }
      finish();
    }
    if (text.trimStart().startsWith('#')) continue;
    const m = KEY_LINE.exec(text);
    if (m) {
      const column = m[1]!.length + m[2]!.length;
      const key = unquoteKey(m[3]!);
      while (keys.length > 0 && keys[keys.length - 1]!.column >= column) keys.pop();
      const path = [...keys.map((k) => k.key), key].join('.');
      keys.push({ column, key });
      const rest = m[4] ?? '';
      const restStart = lineStart + text.length - rest.length;
      const kind = classifyValue(rest);
      if (kind === 'block') blockColumn = column;
      else if (kind === 'open') openUntilClosed = closerOf(rest);
      else if (kind === 'plain') plain = startPlain(path, column === 0 && m[2] === '', column, rest, restStart, line);
      continue;
    }
    const dash = DASH_LINE.exec(text);
    if (dash) {
      const column = dash[1]!.length;
      const rest = dash[2]!;
      const kind = classifyValue(rest);
      const path = [...keys.filter((k) => k.column < column).map((k) => k.key), '[]'].join('.');
      if (kind === 'block') blockColumn = column;
      else if (kind === 'open') openUntilClosed = closerOf(rest);
      // `- a: b` is matched above; a bare item only goes wrong on a continuation line.
      else if (kind === 'plain') plain = { ...startPlain(path, false, column, rest, lineStart + text.length - rest.length, line), bad: false };
    }
  }
  finish();
  return found;
}

function startPlain(keyPath: string, topLevel: boolean, keyColumn: number, rest: string, restStart: number, line: number): PlainValue {
  const { value, offset } = plainStart(rest);
  const content = stripComment(value);
  return {
    keyPath, topLevel, keyColumn,
    start: restStart + offset,
    end: restStart + offset + content.length,
    startLine: line,
    endLine: line,
    pieces: [content],
    bad: COLON_SPACE.test(content),
  };
}

/** Skips an anchor or tag before the value (`&a value`, `!!str value`). */
function plainStart(rest: string): { value: string; offset: number } {
  const m = /^(?:[&!][^\s]*[ \t]+)*/.exec(rest);
  const offset = m ? m[0].length : 0;
  return { value: rest.slice(offset), offset };
}

type ValueKind = 'none' | 'block' | 'quoted' | 'open' | 'plain';

function classifyValue(rest: string): ValueKind {
  const value = plainStart(rest).value;
  if (value === '' || value.startsWith('#')) return 'none';
  const c = value[0]!;
  if (c === '|' || c === '>') return 'block';
  if (c === '*') return 'none';
  if (c === '"' || c === "'") return closes(value) ? 'quoted' : 'open';
  if (c === '[' || c === '{') return balanced(value) ? 'quoted' : 'open';
  return 'plain';
}

function closes(value: string): boolean {
  const q = value[0]!;
  for (let i = 1; i < value.length; i++) {
    if (q === '"' && value[i] === '\\') { i++; continue; }
    if (value[i] === q) {
      if (q === "'" && value[i + 1] === "'") { i++; continue; }
      return true;
    }
  }
  return false;
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const ch of value) {
    if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth--;
  }
  return depth <= 0;
}

function closerOf(rest: string): RegExp {
  const c = plainStart(rest).value[0];
  if (c === '"') return /(^|[^\\])"/;
  if (c === "'") return /'/;
  return /[\]}]\s*(#.*)?$/;
}

/** The value before a ` #` comment, trimmed. */
function stripComment(s: string): string {
  const m = /(^|[ \t])#/.exec(s);
  return (m ? s.slice(0, m.index) : s).trim();
}

function unquoteKey(k: string): string {
  if (k.startsWith('"') || k.startsWith("'")) return k.slice(1, -1);
  return k.trim();
}
