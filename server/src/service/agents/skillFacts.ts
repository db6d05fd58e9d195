import { isMap, isScalar, isSeq, visit, type Node } from 'yaml';
import { MemoKey, memoOf } from '../parse/parseMemo';
import { parseHeaderYaml } from '../parse/parseHeaderYaml';
import type { HeaderEntry, ParsedSkill } from '../parse/parsedSkill';
import { agentHeader, scalarText, type AgentHeader } from '../profiles/agentSkills/header/agentHeader';
import type { UnquotedColon } from '../profiles/agentSkills/header/findUnquotedColons';
import { writtenKey } from './writtenKey';

/**
 * What a SKILL.md holds that agents disagree on, found once per parse and shared by every
 * agent's outcome, the rules and the listings. Agent-neutral: limits that differ per agent
 * (name and description lengths) are measured, not judged, here.
 */
export interface SkillFacts {
  readonly bom: boolean;
  readonly hasHeader: boolean;
  readonly closed: boolean;
  /** The lenient header (plain values with `: ` read as text). */
  readonly header: AgentHeader;
  /** YAML errors remain that are not unquoted colons, duplicate keys or tab indentation. */
  readonly yamlError: boolean;
  /** A key written twice at the same level (lenient parsers keep the last). */
  readonly duplicateKey: boolean;
  /** A tab used as indentation (YAML forbids it; some parsers accept it). */
  readonly tabIndent: boolean;
  /**
   * `---` inside the header before its closing line, where a loader that looks for `---`
   * anywhere and closes there is left with a header that is no longer YAML or gives another
   * description (cut after the description, the part before it reads the same: not counted).
   */
  readonly dashesInside: boolean;
  readonly colonTopLevel: boolean;
  readonly colonNested: boolean;
  /** A top-level colon value under a key that is not letters, digits and `_` only. */
  readonly colonKeySymbol: boolean;
  /** A top-level colon value that goes on over more than one line. */
  readonly colonContinued: boolean;
  readonly flowStyle: boolean;
  /** The header parses but is not a mapping. */
  readonly notMapping: boolean;
  /** The header's `name` as text (trimmed), undefined when missing, empty or not text. */
  readonly name: string | undefined;
  /** The header's `name` as the YAML gives it, not trimmed (undefined when `name` is). */
  readonly nameRaw?: string;
  /** The header's `description` as text (trimmed), undefined when missing or empty. */
  readonly description: string | undefined;
  /** The header's `description` as the YAML gives it, not trimmed (undefined when missing or not text). */
  readonly descriptionRaw: string | undefined;
  /** True when the header has a `description` key, even empty. */
  readonly descriptionKey: boolean;
  /** True when `description` is a number, a boolean, a list or a mapping. */
  readonly descriptionNotText: boolean;
  /** Top-level keys in order. */
  readonly keys: readonly string[];
  /** Nothing but whitespace after the header. */
  readonly bodyEmpty: boolean;
  /** The header's `disabled` and `enabled` when they are YAML booleans (undefined otherwise). */
  readonly switches: { readonly disabled: boolean | undefined; readonly enabled: boolean | undefined };
  /** The header as an agent's own YAML library loaded it (agentFacts.ts); undefined in the shared facts. */
  readonly values?: Readonly<Record<string, unknown>>;
}

const FACTS = new MemoKey<SkillFacts>('skillFacts');

/** The facts of one parse (memoized on it). */
export function skillFacts(parsed: ParsedSkill): SkillFacts {
  return memoOf(parsed, FACTS, () => buildFacts(parsed));
}

function buildFacts(parsed: ParsedSkill): SkillFacts {
  const fm = parsed.frontMatter;
  const header = agentHeader(parsed);
  const closed = !!fm?.closeRange;
  const problems = fm?.problems.filter((p) => p.kind === 'error') ?? [];
  const errors = problems.length > 0;
  const onKeyLine = (u: UnquotedColon) => colonOnKeyLine(parsed, u);
  const topColons = header.unquoted.filter((u) => u.topLevel && onKeyLine(u));
  const colonTopLevel = topColons.length > 0;
  const colonNested = header.unquoted.some((u) => !u.topLevel && onKeyLine(u));
  const colonElsewhere = header.unquoted.some((u) => !onKeyLine(u));
  const duplicateKey = problems.some((p) => p.yamlCode === 'DUPLICATE_KEY');
  const tabIndent = problems.some((p) => p.yamlCode === 'TAB_AS_INDENT');
  // Errors the unquoted colons explain leave a usable header; duplicates and tabs are their own causes.
  const other = problems.filter((p) => !header.claims(p) && p.yamlCode !== 'DUPLICATE_KEY' && p.yamlCode !== 'TAB_AS_INDENT');
  const yamlError = closed && errors && (colonElsewhere || (!header.usable && (other.length > 0 || (!duplicateKey && !tabIndent))));
  const notMapping = closed && !errors && !!fm && !fm.isMapping;
  const usable = closed && header.usable;
  // Where only duplicates or tabs broke the YAML, lenient parsers still read the values (the last of a duplicate).
  const lenient = closed && !usable && !yamlError && !!fm?.isMapping;
  const rawOf = (key: string) => (usable ? scalarText(header.entry(key)) : lenient ? lastScalar(fm!.entries, key) : undefined);
  const nameRaw = rawOf('name');
  const name = nameRaw?.trim();
  const descEntry = usable ? header.entry('description') : undefined;
  const descriptionRaw = rawOf('description');
  const descText = descriptionRaw?.trim();
  const node = descEntry?.node;
  const descriptionNotText = !!node && !descEntry?.unquoted && (isMap(node) || isSeq(node) || (isScalar(node) && node.value !== null && typeof node.value !== 'string'));
  return {
    bom: parsed.text.charCodeAt(0) === 0xfeff,
    hasHeader: !!fm,
    closed,
    header,
    yamlError,
    duplicateKey,
    tabIndent,
    dashesInside: closed && !!fm && cutChangesHeader(parsed.text.slice(fm.split.content.start, fm.split.content.end), descText),
    colonTopLevel,
    colonNested,
    colonKeySymbol: topColons.some((u) => !plainWordKey(writtenKey(parsed, u))),
    colonContinued: topColons.some((u) => u.endLine > u.startLine),
    flowStyle: usable && hasFlow(header),
    notMapping,
    name: name ? name : undefined,
    ...(name ? { nameRaw } : {}),
    description: descText ? descText : undefined,
    descriptionRaw,
    descriptionKey: usable ? !!descEntry : lenient && fm!.entries.some((e) => e.key === 'description'),
    descriptionNotText,
    keys: usable ? header.entries.map((e) => e.key) : lenient ? [...new Set(fm!.entries.map((e) => e.key))] : [],
    bodyEmpty: parsed.bodyBlank,
    switches: { disabled: usable ? booleanOf(header, 'disabled') : undefined, enabled: usable ? booleanOf(header, 'enabled') : undefined },
  };
}

function booleanOf(header: AgentHeader, key: string): boolean | undefined {
  const node = header.entry(key)?.node;
  return node && isScalar(node) && typeof node.value === 'boolean' ? node.value : undefined;
}

function lastScalar(entries: readonly HeaderEntry[], key: string): string | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const node = entries[i]!.node;
    if (entries[i]!.key !== key) continue;
    return node && isScalar(node) && node.value !== null && typeof node.value !== 'object' ? String(node.source ?? node.value) : undefined;
  }
  return undefined;
}

/**
 * True when the `: ` of an unquoted value is on its key's line. Loaders that repair `key: a: b`
 * do it line by line: a `: ` only on a continuation line stays a YAML error for them.
 */
export function colonOnKeyLine(parsed: ParsedSkill, u: UnquotedColon): boolean {
  return !/:[ \t]|:$/.test(parsed.text.slice(u.start, u.end).split(/\r\n|\r|\n/).slice(1).join('\n'));
}

/** True for a key of letters, digits and `_` only: what a line-by-line `key: a: b` repair (opencode's) matches. */
export function plainWordKey(key: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key);
}

function hasFlow(header: AgentHeader): boolean {
  let flow = false;
  for (const e of header.entries) {
    if (!e.node || isScalar(e.node)) continue;
    visit(e.node as Node, (_key, n) => {
      if ((isMap(n) || isSeq(n)) && n.flow) {
        flow = true;
        return visit.BREAK;
      }
      return undefined;
    });
    if (flow) break;
  }
  return flow;
}

/** Whether closing the header at its first `---` leaves something else than the same mapping's description. */
function cutChangesHeader(content: string, description: string | undefined): boolean {
  const at = content.indexOf('---');
  if (at < 0) return false;
  const doc = parseHeaderYaml(content.slice(0, at));
  if (doc.errors.length > 0 || !isMap(doc.contents)) return true;
  const value = doc.get('description') as unknown;
  return typeof value !== 'string' || value.trim() !== description;
}
