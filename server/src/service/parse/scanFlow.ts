import { Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { decimalNode, KEY, spacesAt, TYPED_KEY, WORDS, type ScannedValue } from './scalarShapes';

/** A flow list or mapping the header scanner reads (`[a, "b"]`, `{"k": {"j": [1.0]}}`). */
export type FlowNode = YAMLSeq<FlowItem> | YAMLMap<Scalar<string>, FlowItem>;
/** An item or value inside a flow collection. */
type FlowItem = Scalar<ScannedValue> | FlowNode;

/**
 * A plain item of a flow collection the scanner reads: a first character that is no indicator
 * and no digit, then words without flow indicators, quotes, `:` or `#`, one blank between them.
 */
const FLOW_PLAIN = /[A-Za-z_(/$\\<=^;\u0100-\uffff][^,[\]{}:#"'\n ]*(?: [^,[\]{}:#"'\n ]+)*/y;
/** A decimal in a flow collection, followed by what may end it. */
const FLOW_DECIMAL = /[0-9]+(?:\.[0-9]*)?(?=[ ,\]}]|$)/y;
/** Nesting of flow collections the scanner reads (JSON `metadata` nests four or five deep). */
const MAX_FLOW_DEPTH = 8;

/**
 * A flow collection written as a key's value and ending its line, as the YAML package composes
 * it, its range running to the next line: a list (`[Read, Grep, "Web fetch"]`, `[]`) or a
 * mapping (`{"openclaw": {"requires": {"bins": ["jq"]}}}`, JSON as registries write
 * `metadata`), nested up to MAX_FLOW_DEPTH. A mapping's keys are quoted (no quote or backslash
 * inside) and followed by `:` at once, or plain words followed by `: `; items and values are
 * read by `flowItem`. Undefined (the YAML package reads the header) for blanks after the last
 * bracket or before a `,` or a key's `:`, an empty item or value, a trailing `,`, a key written
 * twice. Flow scalars never start a line, so none takes a blank line's `spaceBefore`.
 */
export function scanFlowCollection(src: string, start: number, lineEnd: number): FlowNode | undefined {
  // Blanks after the last bracket would belong to the node's range: declined.
  if (src.charCodeAt(lineEnd - 1) !== (src.charCodeAt(start) === 91 ? 93 : 125)) return undefined;
  const read = flowCollection(src, start, 0);
  if (!read || read.end !== lineEnd) return undefined;
  read.node.range = [start, lineEnd, Math.min(lineEnd + 1, src.length)];
  return read.node;
}

/** The flow list or mapping opening at `start` (its `[` or `{`), and the offset just past its closing bracket. */
function flowCollection(src: string, start: number, depth: number): { node: FlowNode; end: number } | undefined {
  if (depth >= MAX_FLOW_DEPTH) return undefined;
  const isMapping = src.charCodeAt(start) === 123; /* { */
  const closer = isMapping ? 125 /* } */ : 93; /* ] */
  const items: (Pair<Scalar<string>, FlowItem> | FlowItem)[] = [];
  const keys = new Set<string>();
  let pos = start + 1 + spacesAt(src, start + 1);
  if (src.charCodeAt(pos) !== closer) {
    for (;;) {
      let key: Scalar<string> | undefined;
      if (isMapping) {
        key = flowKey(src, pos);
        if (!key || keys.has(key.value)) return undefined;
        keys.add(key.value);
        pos = key.range![2] + 1;
        pos += spacesAt(src, pos);
      }
      const item = flowItem(src, pos, depth);
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
  const node = isMapping ? new YAMLMap<Scalar<string>, FlowItem>() : new YAMLSeq<FlowItem>();
  node.items = items as never[];
  node.flow = true;
  node.range = [start, end, end];
  return { node, end };
}

/** A flow mapping's key at `pos`, its range ending at its `:`. */
function flowKey(src: string, pos: number): Scalar<string> | undefined {
  let key: Scalar<string> | undefined;
  const c = src.charCodeAt(pos);
  if (c === 34 || c === 39) {
    key = quotedInFlow(src, pos, c);
    if (key && src.charCodeAt(key.range![1]) !== 58 /* : */) return undefined;
  } else {
    KEY.lastIndex = pos;
    if (!KEY.test(src) || src.charCodeAt(KEY.lastIndex) !== 32) return undefined;
    const text = src.slice(pos, KEY.lastIndex - 1);
    if (TYPED_KEY.test(text)) return undefined;
    key = flowScalar(text, pos, KEY.lastIndex - 1, text, Scalar.PLAIN) as Scalar<string>;
  }
  return key?.value === '__proto__' ? undefined : key;
}

/**
 * A flow item or value at `pos`: a nested collection, a quoted scalar (no quote or backslash
 * inside), a decimal, or plain words (none starting with a digit, no `:` or `#`; `true`,
 * `false` and `null` typed as the core schema types them). Its range ends past the blanks after it.
 */
function flowItem(src: string, pos: number, depth: number): FlowItem | undefined {
  const c = src.charCodeAt(pos);
  let node: FlowItem | undefined;
  if (c === 91 || c === 123) node = flowCollection(src, pos, depth + 1)?.node;
  else if (c === 34 || c === 39) node = quotedInFlow(src, pos, c);
  else if (c >= 48 && c <= 57) {
    FLOW_DECIMAL.lastIndex = pos;
    const text = FLOW_DECIMAL.exec(src)?.[0];
    if (text !== undefined) node = decimalNode(flowScalar(null, pos, pos + text.length, text, Scalar.PLAIN), text);
  } else {
    FLOW_PLAIN.lastIndex = pos;
    const text = FLOW_PLAIN.exec(src)?.[0];
    const word = text === undefined ? undefined : WORDS.get(text);
    if (text !== undefined) node = flowScalar(word === undefined ? text : word, pos, pos + text.length, text, Scalar.PLAIN);
  }
  if (!node) return undefined;
  const end = node.range![1];
  node.range = [pos, end, end + spacesAt(src, end)];
  return node;
}

/** The quoted scalar at `pos` when it closes on the same line with no quote or backslash inside. */
function quotedInFlow(src: string, pos: number, quote: number): Scalar<string> | undefined {
  const shut = src.indexOf(quote === 34 ? '"' : "'", pos + 1);
  if (shut < 0) return undefined;
  const inner = src.slice(pos + 1, shut);
  if (inner.includes('\n') || (quote === 34 && inner.includes('\\'))) return undefined;
  return flowScalar(inner, pos, shut + 1, inner, quote === 34 ? Scalar.QUOTE_DOUBLE : Scalar.QUOTE_SINGLE) as Scalar<string>;
}

/** A scalar node inside a flow collection as the YAML package composes it, its range ending with its text. */
function flowScalar(value: ScannedValue, start: number, end: number, text: string, type: Scalar.Type): Scalar<ScannedValue> {
  const node = new Scalar(value);
  node.range = [start, end, end];
  node.source = text;
  node.type = type;
  return node;
}
