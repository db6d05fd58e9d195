import { isMap, isScalar, isSeq, Scalar } from 'yaml';
import type { FrontMatter } from '../parse/parsedSkill';
import { scannedData } from '../parse/scannedFrontMatter';

/**
 * Characters every value js-yaml 3 or 4 types on its own is written with (integers in any base,
 * with `_` or `:`, floats, timestamps): a plain value starting with a digit and made of these
 * alone may be read as a number or a date where `yaml` reads text, or the other way round.
 */
const TYPED_BY_JS_YAML = /^[0-9_:.+\-eExXoObBa-fA-FtTzZ ]*$/;
/** Written alike by all three: a decimal without a leading zero (js-yaml 3 reads `010` as 8), or a version (`1.2.0`). */
const DECIMAL_ALIKE = /^(?:(?:0|[1-9][0-9]*)(?:\.[0-9]*)?|[0-9]+(?:\.[0-9]+){2,})$/;

/**
 * True when js-yaml 4 (`load`) and js-yaml 3 (`safeLoad`, gray-matter's engine) read the
 * header to the very value Skillkiln's `yaml` read: a header the scanner read (a block mapping
 * of plain, quoted and block scalars, lists (one-line flow lists of words too) and mappings of them; no tag, anchor, flow
 * mapping or escape) whose plain values starting with a digit are decimals or versions.
 * Those libraries then need not read it again. The agent fuzzer and the unit tests hold this
 * to the libraries themselves.
 */
export function jsYamlReadsAlike(fm: FrontMatter | undefined): boolean {
  if (scannedData(fm) === undefined) return false;
  return fm!.entries.every((e) => nodeAlike(e.node));
}

function nodeAlike(node: unknown): boolean {
  if (isMap(node)) return node.items.every((p) => nodeAlike(p.value));
  if (isSeq(node)) return node.items.every(nodeAlike);
  if (!isScalar(node) || node.type !== Scalar.PLAIN || typeof node.source !== 'string') return true;
  const text = node.source;
  const first = text.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return true;
  return !TYPED_BY_JS_YAML.test(text) || DECIMAL_ALIKE.test(text);
}

/**
 * True when the last line of a header the scanner read belongs to a block scalar (`|`, `>`):
 * the only value a library handed the header without its last line break reads otherwise
 * (`a: |` then `  b` is `b\n` with it, `b` without). A mapping, list, plain or quoted value
 * ending the header reads the same either way.
 */
export function endsInBlockScalar(fm: FrontMatter | undefined): boolean {
  let node: unknown = fm?.entries[fm.entries.length - 1]?.node;
  for (;;) {
    if (isMap(node)) {
      const last = node.items[node.items.length - 1];
      node = last ? last.value ?? last.key : undefined;
    } else if (isSeq(node)) node = node.items[node.items.length - 1];
    else return isScalar(node) && (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED);
  }
}
