import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';

/** A header as an agent without a YAML parser reads it (Qwen Code), and the two values it needs. */
export interface LineReadHeader {
  /** Every top-level key it found, with the value it gave it. */
  readonly values: Readonly<Record<string, unknown>>;
  /** `name` as text; undefined when missing or empty. */
  readonly name: string | undefined;
  /** `description` as text; undefined when missing or blank. */
  readonly description: string | undefined;
}

/**
 * Qwen Code's own header reader, line by line, with no YAML: lines that are blank or start
 * with `#` are dropped; `key: value` takes the rest of the line after the first `:`, trimmed;
 * a key with nothing after it opens a list (`  - item` lines) or a mapping (lines indented by
 * two spaces). Nothing continues on the next line, so `description: >` is `>` and a plain value
 * over two lines keeps its first. The result is what its loader checks.
 */
export function lineReadHeader(header: string): LineReadHeader {
  const values = readLines(header.replace(/\r\n?/g, '\n'));
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
  const description = text(values['description']);
  return { values, name: text(values['name']), description: description?.trim() ? description : undefined };
}

function readLines(header: string): Record<string, unknown> {
  const lines = header.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const result: Record<string, unknown> = {};
  let listKey = '';
  let list: unknown[] | undefined;
  let mapKey: string | undefined;
  let map: Record<string, unknown> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('  - ')) {
      (list ??= []).push(valueOf(line.slice(4).trim()));
      continue;
    }
    if (list) {
      result[listKey] = list;
      list = undefined;
      listKey = '';
    }
    if (line.startsWith('  ') && mapKey !== undefined) {
      const [key = '', ...rest] = line.trim().split(':');
      map[key.trim()] = valueOf(rest.join(':').trim());
      continue;
    }
    if (mapKey !== undefined) {
      result[mapKey] = map;
      mapKey = undefined;
      map = {};
    }
    if (!line.includes(':')) continue;
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (value !== '') {
      result[key.trim()] = valueOf(value);
      continue;
    }
    listKey = key.trim();
    const next = lines[i + 1];
    // A key alone is set only when list or mapping lines follow it.
    if (next !== undefined && !next.startsWith('  - ') && next.startsWith('  ')) {
      mapKey = listKey;
      listKey = '';
    }
  }
  if (list) result[listKey] = list;
  if (mapKey !== undefined) result[mapKey] = map;
  return result;
}

/** `true`/`false`/`null`, a double-quoted string (only `\"` and `\\` unescaped), a finite number, else the text. */
function valueOf(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (value === '') return '';
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

const LINE_READ = new MemoKey<LineReadHeader | undefined>('lineRead');

/** The header of a parse as a line reader reads it; undefined when it has no closed `---` header (memoized on the parse: the rule and the agent's outcome both ask). */
export function lineReadSkill(parsed: ParsedSkill): LineReadHeader | undefined {
  return memoOf(parsed, LINE_READ, () => {
    const fm = parsed.frontMatter;
    return fm?.closeRange ? lineReadHeader(parsed.text.slice(fm.split.content.start, fm.split.content.end)) : undefined;
  });
}

/** A single-quoted YAML scalar's text (`'It''s'` → `It's`); other text as it is. */
export function unquoted(s: string): string {
  return s.length >= 2 && s.startsWith('\'') && s.endsWith('\'') ? s.slice(1, -1).replace(/''/g, '\'') : s;
}
