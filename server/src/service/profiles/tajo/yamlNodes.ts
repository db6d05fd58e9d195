import type { Range } from 'vscode-languageserver-types';
import { isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';
import type { LocalizedText } from '../../model/finding';
import type { ParsedSkill } from '../../parse/parsedSkill';

/**
 * Small helpers over yaml@2 nodes for rules that look deep into a header. Node ranges are
 * relative to the YAML source; these helpers turn them into document offsets and ranges.
 */

/** The key of a pair when it is a scalar, as a string. */
export function keyName(pair: Pair): string | undefined {
  const k = pair.key;
  return isScalar(k) && k.value !== null && k.value !== undefined ? String(k.value) : undefined;
}

/** The first pair of `map` whose scalar key is `key`. */
export function pairOf(map: YAMLMap, key: string): Pair | undefined {
  for (const item of map.items) if (keyName(item) === key) return item;
  return undefined;
}

/** The value node of `key` in `map` (undefined when absent; an empty value is a null scalar). */
export function valueOf(map: YAMLMap | undefined, key: string): Node | undefined {
  if (!map) return undefined;
  const v = pairOf(map, key)?.value;
  return v === null || v === undefined ? undefined : (v as Node);
}

/** The node as a map, or undefined. */
export function asMap(node: unknown): YAMLMap | undefined {
  return isMap(node) ? node : undefined;
}

/** A scalar node's value when it is a string. */
export function stringOf(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

/** True for an empty value (`key:` with nothing after it). */
export function isNullScalar(node: unknown): boolean {
  return isScalar(node) && node.value === null;
}

/**
 * Document offsets of a node's value, without trailing comments and without the line
 * break and blank space a block collection's range ends with.
 */
export function spanOf(parsed: ParsedSkill, node: Node): { start: number; end: number } {
  const r = node.range ?? [0, 0, 0];
  const start = parsed.yamlOffset(r[0]);
  let end = parsed.yamlOffset(r[1]);
  while (end > start && /\s/.test(parsed.text[end - 1]!)) end--;
  return { start, end };
}

/** The document text of a node's value. */
export function sourceOf(parsed: ParsedSkill, node: Node): string {
  const s = spanOf(parsed, node);
  return parsed.text.slice(s.start, s.end);
}

/** Range of a node's value in the document. */
export function rangeOf(parsed: ParsedSkill, node: Node): Range {
  const s = spanOf(parsed, node);
  return parsed.lines.range(s.start, s.end);
}

/** Range of `length` characters at `offset` inside a node's source text. */
export function rangeIn(parsed: ParsedSkill, node: Node, offset: number, length: number): Range {
  const start = spanOf(parsed, node).start + offset;
  return parsed.lines.range(start, start + length);
}

/** Range of a pair's key (or of its value when the key has no range). */
export function keyRangeOf(parsed: ParsedSkill, pair: Pair): Range {
  const k = pair.key as Node | null;
  if (k && k.range) return rangeOf(parsed, k);
  return rangeOf(parsed, pair.value as Node);
}

/**
 * Offset, inside a scalar's source, of the first character of its value: 1 for a quoted
 * scalar, past the indicator line for a block scalar, 0 for a plain one.
 */
export function valueStartIn(source: string, scalar: Scalar): number {
  if (scalar.type === 'QUOTE_DOUBLE' || scalar.type === 'QUOTE_SINGLE') return 1;
  if (scalar.type === 'BLOCK_FOLDED' || scalar.type === 'BLOCK_LITERAL') {
    const nl = source.indexOf('\n');
    if (nl < 0) return source.length;
    let i = nl + 1;
    while (i < source.length && (source[i] === ' ' || source[i] === '\t')) i++;
    return i;
  }
  return 0;
}

/**
 * True for a value written `{{ … }}` without quotes: YAML reads it as a flow mapping
 * (whose only key is another mapping), so the runtime gets an object, not a template.
 */
export function isUnquotedTemplate(parsed: ParsedSkill, node: unknown): node is YAMLMap {
  if (!isMap(node) || !node.flow || !node.range) return false;
  return /^\{\s*\{/.test(sourceOf(parsed, node));
}

/** How a value reads, for messages ("the string "yes"", "a list"…). */
export function describeValue(node: unknown): LocalizedText {
  if (isSeq(node)) return { en: 'a list', fr: 'une liste' };
  if (isMap(node)) return { en: 'a mapping', fr: 'une table' };
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return { en: 'nothing', fr: 'rien' };
    if (typeof v === 'string') return { en: `the string ${JSON.stringify(v)}`, fr: `la chaîne ${JSON.stringify(v)}` };
    if (typeof v === 'number' || typeof v === 'bigint') return { en: `the number ${String(v)}`, fr: `le nombre ${String(v)}` };
    if (typeof v === 'boolean') return { en: `the boolean ${String(v)}`, fr: `le booléen ${String(v)}` };
  }
  return { en: 'a value of another type', fr: 'une valeur d’un autre type' };
}
