import { isScalar, isSeq, Scalar, type Node } from 'yaml';
import type { HeaderEntry, ParsedSkill } from '../../../parse/parsedSkill';
import { readKeywords } from '../describeMm';

/** One keyword as the runtime reads it, with where it is written. */
export interface KeywordItem {
  /** The keyword the runtime reads (trimmed). */
  readonly value: string;
  /** Document offsets of the keyword's text (without separators or quotes). */
  readonly start: number;
  readonly end: number;
}

/** How the `keywords` value is written. */
export type KeywordForm = 'comma' | 'block-list' | 'flow-list';

/** The keywords of a header, located in the source. */
export interface KeywordList {
  readonly entry: HeaderEntry;
  readonly form: KeywordForm;
  readonly items: readonly KeywordItem[];
  /**
   * False when the keywords could not be mapped onto the source one by one (escapes in a
   * double-quoted string): every item then spans the whole value and no edit is offered.
   */
  readonly located: boolean;
}

/**
 * Reads and locates the keywords of a header, in the order the runtime reads them,
 * empty items dropped as the runtime drops them. Undefined without a `keywords` key.
 */
export function keywordList(parsed: ParsedSkill): KeywordList | undefined {
  const entry = parsed.entry('keywords');
  if (!entry) return undefined;
  const node = entry.node;
  if (isSeq(node)) {
    const values = Array.isArray(entry.value) ? entry.value : [];
    const items: KeywordItem[] = [];
    node.items.forEach((item, i) => {
      const value = readKeywords([values[i]])[0];
      const range = (item as Node | null)?.range;
      if (value === undefined || !range) return;
      items.push({ value, start: parsed.yamlOffset(range[0]), end: parsed.yamlOffset(range[1]) });
    });
    return { entry, form: node.flow ? 'flow-list' : 'block-list', items, located: true };
  }
  const values = readKeywords(entry.value);
  const located = isScalar(node) ? locateCommaItems(parsed, node) : undefined;
  if (located && located.length === values.length) {
    return { entry, form: 'comma', items: located.map((s, i) => ({ ...s, value: values[i]! })), located: true };
  }
  const { start, end } = entry.valueSpan;
  return { entry, form: 'comma', items: values.map((value) => ({ value, start, end })), located: false };
}

/** Splits the source of a scalar on its commas, keeping document offsets of each trimmed piece. */
function locateCommaItems(parsed: ParsedSkill, node: Scalar): { start: number; end: number }[] | undefined {
  if (!node.range) return undefined;
  const text = parsed.text;
  let from = parsed.yamlOffset(node.range[0]);
  let to = parsed.yamlOffset(node.range[1]);
  if (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) {
    from += 1;
    if (to > from && (text[to - 1] === '"' || text[to - 1] === '\'')) to -= 1;
  } else if (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED) {
    // The content starts on the line after the `|` / `>` indicator.
    const br = text.slice(from, to).search(/[\r\n]/);
    if (br < 0) return [];
    from += br + 1;
  }
  const pieces: { start: number; end: number }[] = [];
  let pieceStart = from;
  for (let i = from; i <= to; i++) {
    if (i < to && text[i] !== ',') continue;
    let s = pieceStart;
    let e = i;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) pieces.push({ start: s, end: e });
    pieceStart = i + 1;
  }
  return pieces;
}

/** Offsets to delete so that item `i` disappears with one separator, the rest staying well-formed. */
export function dropItemSpan(parsed: ParsedSkill, list: KeywordList, i: number): { start: number; end: number } {
  const items = list.items;
  if (list.form === 'block-list') return wholeLines(parsed, items[i]!.start, items[i]!.end);
  if (i > 0) return { start: items[i - 1]!.end, end: items[i]!.end };
  if (items.length > 1) return { start: items[0]!.start, end: items[1]!.start };
  return { start: items[0]!.start, end: items[0]!.end };
}

/** Offsets to delete so that items `from`… (from ≥ 1) disappear, with the separator before them. */
export function dropTailSpan(parsed: ParsedSkill, list: KeywordList, from: number): { start: number; end: number } {
  const items = list.items;
  const last = items[items.length - 1]!;
  if (list.form === 'block-list') return wholeLines(parsed, items[from]!.start, last.end);
  return { start: items[from - 1]!.end, end: last.end };
}

/** The lines holding offsets `start`..`end`, line break of the last one included. */
function wholeLines(parsed: ParsedSkill, start: number, end: number): { start: number; end: number } {
  const first = parsed.lines.positionAt(start).line;
  const lastLine = parsed.lines.positionAt(end).line;
  return { start: parsed.lines.lineStart(first), end: parsed.lines.lineStart(lastLine + 1) };
}
