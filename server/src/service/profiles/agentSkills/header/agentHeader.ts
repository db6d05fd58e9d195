import { MemoKey, memoOf } from '../../../parse/parseMemo';
import { isMap, isScalar, parseDocument, type Node } from 'yaml';
import type { Range } from 'vscode-languageserver-types';
import type { HeaderProblem, ParsedSkill } from '../../../parse/parsedSkill';
import { findUnquotedColons, type UnquotedColon } from './findUnquotedColons';

/** One top-level key as the agent-skills rules see it. */
export interface AgentEntry {
  readonly key: string;
  readonly keyRange: Range;
  /** The value's node (in the repaired document when the header needed repairs). */
  readonly node: Node | null;
  readonly valueRange: Range;
  /** Offsets of the value in the document. */
  readonly valueStart: number;
  readonly valueEnd: number;
  /** Plain JS value (undefined when it could not be built). */
  readonly value: unknown;
  /** Offset in the document of an offset inside this entry's YAML source. */
  docOffset(offsetInYaml: number): number;
  /** Set when the raw value is a plain scalar with `: ` inside. */
  readonly unquoted?: UnquotedColon;
}

/**
 * The header read the lenient way agents do: plain values with `: ` inside count as the
 * text they were meant to be (Claude Code reads them so; strict parsers reject them and
 * `unquoted-colon` says so). `usable` is false when YAML errors remain that only
 * `yaml-syntax` can explain: value rules stay silent rather than guess.
 */
export interface AgentHeader {
  readonly usable: boolean;
  readonly entries: readonly AgentEntry[];
  readonly unquoted: readonly UnquotedColon[];
  entry(key: string): AgentEntry | undefined;
  /** True when this YAML error is the parser's view of an unquoted colon (reported once, as `unquoted-colon`). */
  claims(problem: HeaderProblem): boolean;
}

const MAX_ALIAS_COUNT = 64;
const HEADER = new MemoKey<AgentHeader>('agentHeader');

/**
 * The lenient header of a parsed skill, computed once per parse and shared by every rule.
 * Keyed on the parse itself, not on its front matter: the front matter outlives a complete
 * parse (the index keeps it), and a cached header would then keep the whole text alive.
 */
export function agentHeader(parsed: ParsedSkill): AgentHeader {
  return memoOf(parsed, HEADER, () => buildHeader(parsed));
}

function buildHeader(parsed: ParsedSkill): AgentHeader {
  const fm = parsed.frontMatter;
  // A plain value with `: ` inside always makes the YAML library fail: no error, nothing to scan.
  const failed = fm?.problems.some((p) => p.kind === 'error') ?? false;
  const unquoted = failed && fm?.closeRange && fm.hasYaml ? findUnquotedColons(parsed) : [];
  const claims = (p: HeaderProblem) => p.kind === 'error' && unquoted.some((u) => p.range.start.line >= u.startLine && p.range.start.line <= u.endLine);
  const errors = fm?.problems.filter((p) => p.kind === 'error') ?? [];
  let entries: AgentEntry[] = [];
  let usable = !!fm?.hasYaml && fm.isMapping;
  if (usable && errors.length === 0) {
    entries = fm!.entries.map((e) => ({
      key: e.key, keyRange: e.keyRange, node: e.node, valueRange: e.valueRange,
      valueStart: e.valueSpan.start, valueEnd: e.valueSpan.end, value: e.value,
      docOffset: (o) => parsed.yamlOffset(o),
    }));
  } else if (fm?.hasYaml && errors.length > 0 && errors.every(claims)) {
    const repaired = repairedEntries(parsed, unquoted);
    usable = repaired !== undefined;
    entries = repaired ?? [];
  } else {
    usable = false;
  }
  const withUnquoted = entries.map((e) => {
    const u = unquoted.find((q) => q.topLevel && q.start === e.valueStart);
    return u ? { ...e, unquoted: u } : e;
  });
  const byKey = new Map<string, AgentEntry>();
  for (const e of withUnquoted) if (!byKey.has(e.key)) byKey.set(e.key, e);
  return { usable, entries: withUnquoted, unquoted, entry: (k) => byKey.get(k), claims };
}

/**
 * Re-parses the header with every unquoted value quoted, so keys that the broken value
 * swallowed come back, and maps the repaired offsets to the document's.
 */
function repairedEntries(parsed: ParsedSkill, unquoted: readonly UnquotedColon[]): AgentEntry[] | undefined {
  const fm = parsed.frontMatter!;
  const base = fm.split.content.start;
  // A lone \r is a line break for LSP but not for the yaml package: same-length swap, offsets hold.
  const source = parsed.text.slice(base, fm.split.content.end).replace(/\r(?!\n)/g, '\n');
  const edits = [...unquoted].sort((a, b) => a.start - b.start).map((u) => ({ start: u.start - base, end: u.end - base, text: JSON.stringify(u.text) }));
  let repaired = '';
  let at = 0;
  const shifts: { from: number; origStart: number; origEnd: number; newEnd: number }[] = [];
  for (const e of edits) {
    repaired += source.slice(at, e.start);
    const from = repaired.length;
    repaired += e.text;
    shifts.push({ from, origStart: e.start, origEnd: e.end, newEnd: repaired.length });
    at = e.end;
  }
  repaired += source.slice(at);
  // Repaired offset → document offset: edited spans map to their original span.
  const toDoc = (o: number): number => {
    let delta = 0;
    for (const s of shifts) {
      if (o < s.from) break;
      if (o < s.newEnd) return base + s.origStart;
      if (o === s.newEnd) return base + s.origEnd;
      delta = s.origEnd - s.newEnd;
    }
    return base + o + delta;
  };
  // `logLevel`: as in parseSkill, the library must not print warnings (a collection key) to the server's stderr.
  const doc = parseDocument(repaired, { prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  let data: Record<string, unknown> = {};
  try {
    const js: unknown = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    if (js && typeof js === 'object' && !Array.isArray(js)) data = js as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const out: AgentEntry[] = [];
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || !pair.key.range) continue;
    const key = String(pair.key.value);
    const node = (pair.value ?? null) as Node | null;
    const keyStart = toDoc(pair.key.range[0]);
    const keyEnd = toDoc(pair.key.range[1]);
    const valueStart = node?.range ? toDoc(node.range[0]) : keyEnd + 1;
    // Without the line breaks and blanks the YAML package counts in block values (as the
    // parser's own entries): an edit of the value must not eat the next line's break.
    const valueEnd = node?.range ? toDoc(node.range[0] + repaired.slice(node.range[0], node.range[1]).replace(/[ \t\r\n]+$/, '').length) : keyEnd + 1;
    out.push({
      key, node,
      keyRange: parsed.lines.range(keyStart, keyEnd),
      valueRange: parsed.lines.range(valueStart, valueEnd),
      valueStart, valueEnd,
      value: Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined,
      docOffset: toDoc,
    });
  }
  return out;
}

/**
 * A scalar as text, the way strictyaml (the reference validator's parser) reads it:
 * `1.10` stays "1.10", `true` stays "true". Undefined for maps, lists and missing values.
 */
export function scalarText(entry: AgentEntry | undefined): string | undefined {
  if (!entry) return undefined;
  if (entry.unquoted) return entry.unquoted.text;
  const node = entry.node;
  if (!node) return '';
  if (!isScalar(node)) return undefined;
  if (typeof node.value === 'string') return node.value;
  if (node.value === null) return '';
  return node.source !== undefined ? String(node.source) : String(node.value);
}
