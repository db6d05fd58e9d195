import { isAlias, isScalar } from 'yaml';
import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { AgentDeclaration } from './agentDeclaration';
import { agentYamlRead, headerTextOf } from './agentYaml';
import { duplicatedKeys } from './duplicatedKeys';
import { keyValueLines } from './keyValueLines';
import { base64Of } from './keyTypes';
import { skillFacts, type SkillFacts } from './skillFacts';

const OVERLAY = new Map<string, MemoKey<SkillFacts>>();

/**
 * The facts of a skill as `agent` reads it: for an agent whose YAML library Skillkiln loads
 * (see agentYaml.ts), what that library gives — loaded or thrown, values, keys, types —
 * replaces the model's reading of the header; for the others, the shared facts.
 */
export function agentFacts(agent: AgentDeclaration, parsed: ParsedSkill): SkillFacts {
  const facts = libraryFacts(agent, parsed);
  if (!agent.parser.duplicatesOfReadKeys || !facts.duplicateKey || duplicatedKeys(parsed).some((d) => agent.keys.includes(d.key))) return facts;
  let key = UNREAD.get(agent.id);
  if (!key) UNREAD.set(agent.id, (key = new MemoKey<SkillFacts>(`agentFacts:unreadDuplicates:${agent.id}`)));
  // Only keys it never reads are written twice (and agentParse could not name them apart): nothing it looks at is a duplicate.
  return memoOf(parsed, key, () => ({ ...facts, duplicateKey: false }));
}

const UNREAD = new Map<string, MemoKey<SkillFacts>>();

function libraryFacts(agent: AgentDeclaration, parsed: ParsedSkill): SkillFacts {
  const base = skillFacts(parsed);
  const read = agentYamlRead(agent, parsed);
  if (!read) return agent.parser.resolvesAliases ? memoOf(parsed, ALIASED, () => aliasedFacts(base)) : agent.keyValues === 'json' ? memoOf(parsed, UNTAGGED, () => untaggedFacts(base)) : base;
  // Per agent: two agents on one library may turn values into text differently.
  let key = OVERLAY.get(agent.id);
  if (!key) OVERLAY.set(agent.id, (key = new MemoKey<SkillFacts>(`agentFacts:${agent.id}`)));
  return memoOf(parsed, key, () => {
    // Factory Droid reads the lines when js-yaml throws or gives no object (null, a scalar).
    const object = read.ok && read.value !== null && typeof read.value === 'object';
    if (agent.parser.linesOnFailure && !object) {
      const lines = keyValueLines(headerTextOf(parsed));
      const facts = loadedFacts(base, lines, agent.parser.textOf);
      // Where js-yaml threw and the line reader made `metadata` a text (a nested mapping read
      // line by line), its schema refuses the skill: what broke the YAML (a tab, a `key: a: b`)
      // stays the cause the author can fix, and where Skillkiln's reading sees nothing broken (a
      // tag js-yaml does not know, `!custom`), js-yaml's own error is.
      if (read.ok || typeof lines['metadata'] !== 'string') return facts;
      return { ...facts, yamlError: thrownFacts(base).yamlError, tabIndent: base.tabIndent, colonTopLevel: base.colonTopLevel, colonNested: base.colonNested };
    }
    // A modelled reading already holds the agent's cut and retry: loaded, nothing of the model's
    // reading is left to drop the header (a `---` mid-line closes it, even with no closing line);
    // thrown, the agent drops it whatever the model explains.
    if (agent.parser.header) return read.ok ? sharedFacts(parsed, base, read.value, agent.parser.textOf, true) : { ...thrownFacts(base), yamlError: true };
    if (!read.ok) return thrownFacts(base);
    return sharedFacts(parsed, base, agent.keyValues === 'json' ? bytesAsWritten(read.value) : read.value, agent.parser.textOf, false);
  });
}

/**
 * A loaded mapping whose `!!binary` values are text again, as serde hands them on (it drops the
 * tag: `name: !!binary aGVsbG8=` is the name `aGVsbG8=`), as `untaggedFacts` does with the
 * written text; the value itself where none is.
 */
function bytesAsWritten(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.some(([, v]) => ArrayBuffer.isView(v))) return value;
  return Object.fromEntries(entries.map(([k, v]) => [k, ArrayBuffer.isView(v) ? base64Of(v) : v]));
}

/** Facts already made from one loaded value, by how they were made (see `sharedFacts`). */
const SHARED = new MemoKey<Map<string, Map<unknown, SkillFacts>>>('agentFacts:shared');

/**
 * `loadedFacts` of a value, made once per parse for every agent handed the very same value
 * (agents whose libraries read the header as Skillkiln's `yaml` does are handed its reading):
 * one facts object, so the answers worked out from it (headerAnswers.ts) are shared too.
 * `opened`: the header was found by the agent's own modelled reading (`parser.header`).
 */
function sharedFacts(parsed: ParsedSkill, base: SkillFacts, value: unknown, textOf: 'json' | undefined, opened: boolean): SkillFacts {
  const make = () => (opened ? { ...loadedFacts(base, value, textOf), hasHeader: true, closed: true } : loadedFacts(base, value, textOf));
  if (value === null || typeof value !== 'object') return make();
  const byWay = memoOf(parsed, SHARED, () => new Map<string, Map<unknown, SkillFacts>>());
  const way = `${textOf ?? 'text'}:${opened}`;
  let byValue = byWay.get(way);
  if (!byValue) byWay.set(way, (byValue = new Map()));
  let facts = byValue.get(value);
  if (!facts) byValue.set(value, (facts = make()));
  return facts;
}

const ALIASED = new MemoKey<SkillFacts>('agentFacts:aliased');

/** The facts with `name` and `description` taken from `text` where it reads them as text (the rest as it was). */
function withTextFacts(base: SkillFacts, text: (key: string) => string | undefined): SkillFacts {
  const nameRaw = text('name');
  const name = nameRaw?.trim();
  const raw = text('description');
  if (nameRaw === undefined && raw === undefined) return base;
  return {
    ...base,
    ...(name !== undefined ? { name: name || undefined, ...(name ? { nameRaw } : {}) } : {}),
    ...(raw !== undefined ? { descriptionRaw: raw, description: raw.trim() || undefined, descriptionNotText: false } : {}),
  };
}

/** `name` and `description` written as an alias to a text, read as that text. */
function aliasedFacts(base: SkillFacts): SkillFacts {
  const text = (key: string) => {
    const e = base.header.usable ? base.header.entry(key) : undefined;
    return e?.node && isAlias(e.node) && typeof e.value === 'string' ? e.value : undefined;
  };
  return withTextFacts(base, text);
}

const UNTAGGED = new MemoKey<SkillFacts>('agentFacts:untagged');

/**
 * `name` and `description` written as `!!binary` text, read as that text: serde_yaml drops the
 * tag (observed on Copilot CLI 1.0.102: `description: !!binary aGVsbG8=` loads, `name: !!binary
 * aGVsbG8` is the name `aGVsbG8`), where the model reads bytes.
 */
function untaggedFacts(base: SkillFacts): SkillFacts {
  const text = (key: string) => {
    const node = base.header.usable ? base.header.entry(key)?.node : undefined;
    return node && isScalar(node) && ArrayBuffer.isView(node.value) && typeof node.source === 'string' ? node.source : undefined;
  };
  return withTextFacts(base, text);
}

/**
 * The library threw: how the model explains the failure (an unquoted colon, a duplicate key, a
 * tab: what an agent's repair or fallback acts on) stays; where it saw no error, the header is
 * a YAML error for this agent.
 */
function thrownFacts(base: SkillFacts): SkillFacts {
  const explained = base.yamlError || base.duplicateKey || base.tabIndent || base.colonTopLevel || base.colonNested || base.notMapping;
  return explained ? base : { ...base, yamlError: true };
}

/** The library loaded the header: its value is the header, whatever the model made of it. */
function loadedFacts(base: SkillFacts, value: unknown, textOf: 'json' | undefined): SkillFacts {
  const mapping = value !== null && typeof value === 'object' && !Array.isArray(value) && !isBinary(value);
  const values: Readonly<Record<string, unknown>> = mapping ? (value as Record<string, unknown>) : {};
  if (textOf === 'json') return jsonTextFacts(loadedFacts(base, value, undefined), values);
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const nameRaw = text(values['name']);
  const name = nameRaw?.trim();
  const raw = values['description'];
  const descriptionRaw = typeof raw === 'string' ? raw : raw === null || raw === undefined ? undefined : scalarWritten(raw);
  const description = descriptionRaw?.trim();
  const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  return {
    ...base,
    yamlError: false,
    duplicateKey: false,
    tabIndent: false,
    colonTopLevel: false,
    colonNested: false,
    colonKeySymbol: false,
    colonContinued: false,
    notMapping: value !== null && value !== undefined && !mapping,
    name: name ? name : scalarName(values['name']),
    nameRaw: name ? nameRaw : scalarName(values['name']),
    description: description ? description : undefined,
    descriptionRaw: typeof raw === 'string' ? raw : descriptionRaw,
    descriptionKey: 'description' in values,
    descriptionNotText: raw !== null && raw !== undefined && typeof raw !== 'string',
    keys: Object.keys(values),
    switches: { disabled: bool(values['disabled']), enabled: bool(values['enabled']) },
    values,
  };
}

/** Augment's `parseString`: text as is, other values but null as JSON (objects) or `String` (the rest). */
function jsonTextFacts(facts: SkillFacts, values: Readonly<Record<string, unknown>>): SkillFacts {
  const asText = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? undefined : typeof v === 'object' ? boundedJson(v) : String(v));
  const nameRaw = asText(values['name']);
  const name = nameRaw?.trim();
  const description = asText(values['description']);
  return { ...facts, name: name ? name : undefined, nameRaw: name ? nameRaw : undefined, description: description?.trim() ? description.trim() : undefined, descriptionRaw: description, descriptionNotText: false };
}

/** JSON of a loaded value, given up past 100,000 characters (aliases can make it exponential: an alias bomb). */
function boundedJson(v: object): string {
  let size = 0;
  try {
    return JSON.stringify(v, (_k, x: unknown) => {
      size += typeof x === 'string' ? x.length : 8;
      if (size > 100_000) throw new RangeError('too large');
      return x;
    });
  } catch {
    return '…';
  }
}

/** A number or boolean written as text (the model reads `name: 123` as the name `123`). */
function scalarName(v: unknown): string | undefined {
  return typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' ? String(v) : undefined;
}

/** A non-text scalar as JavaScript writes it (a list or a mapping: undefined). */
function scalarWritten(v: unknown): string | undefined {
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return v.toISOString();
  return undefined;
}

function isBinary(v: object): boolean {
  return ArrayBuffer.isView(v) || v instanceof Date;
}
