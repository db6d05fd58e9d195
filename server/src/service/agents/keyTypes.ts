import { isAlias, isScalar } from 'yaml';
import type { AgentDeclaration, Effect, KeyType } from './agentDeclaration';
import type { CompiledAgent } from './compiledAgent';
import type { SkillFacts } from './skillFacts';

/** What `valueOf` gives for a key the header does not have. */
export const ABSENT = Symbol('absent');

/**
 * `key-type` for each key of the agent's `keyTypes` whose value (`valueOf`, ABSENT without the key)
 * is not of its type; `emptyOf` tells a key with nothing written after it (read as null too).
 */
export function keyTypes(agent: AgentDeclaration, compiled: CompiledAgent, valueOf: (key: string) => unknown, apply: (cause: 'key-type', headerLevel: false, key: string, forced: Effect) => void, emptyOf?: (key: string) => boolean): void {
  const typed = compiled.effects.get('key-type');
  const given = (key: string, value = agentValue(agent, valueOf(key))) => value !== ABSENT && !(value === null && nullAbsent(agent, key));
  if (typed) for (const [key, type] of Object.entries(agent.keyTypes ?? {})) {
    const value = agentValue(agent, valueOf(key));
    if (!given(key, value)) continue;
    const unless = agent.keyTypeUnless?.[key];
    if (unless !== undefined && given(unless)) continue;
    if (ofType(value, type, () => emptyOf?.(key) === true)) {
      if (typeof value === 'string' && value.trim() === '' && agent.keyTextFilled?.includes(key)) apply('key-type', false, key, { ...typed, says: typed.says ?? `${key} must not be empty` });
      continue;
    }
    // serde names the key in its text for a written null (`metadata: invalid type: unit value`), not for a wrong scalar.
    apply('key-type', false, key, { ...typed, says: type === 'no-written-null' ? `${key}: ${TYPE_SAYS[type]}` : typed.says ?? `${key} ${TYPE_SAYS[type]}` });
  }
}

/** Whether a null `key` counts as absent to the agent (`keyNullAbsent`). */
function nullAbsent(agent: AgentDeclaration, key: string): boolean {
  const absent = agent.keyNullAbsent;
  return absent === true || (absent !== undefined && absent.includes(key));
}

/**
 * A value as the agent's checks get it (`keyValues`): through JSON, a number that is not finite
 * is null (observed on Copilot CLI 1.0.102: `argument-hint: .inf` loads like `argument-hint: ~`,
 * `name: .nan` is `Skill name must be a string`), and a tagged scalar the model reads as bytes
 * (`!!binary`) is text (serde_yaml drops the tag: `argument-hint: !!binary aGVsbG8=` loads);
 * the same inside a list (`allowed-tools: [.inf]` is `must contain only strings`).
 */
export function agentValue(agent: AgentDeclaration, value: unknown): unknown {
  // Augment's `parseString` (read in its bundle, observed on 0.36.0): `String` for numbers and booleans.
  if (agent.keyValues === 'text') return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (agent.keyValues !== 'json') return value;
  const json = (v: unknown): unknown => (typeof v === 'number' && !Number.isFinite(v) ? null : Array.isArray(v) ? v.map(json) : bytesText(v) ?? v);
  return json(value);
}

/** A `!!binary` value as the model gives it (a Uint8Array, or a Buffer's JSON) written back in base64; undefined for any other value. */
function bytesText(v: unknown): string | undefined {
  if (ArrayBuffer.isView(v)) return base64Of(v);
  const data = v !== null && typeof v === 'object' && (v as { type?: unknown }).type === 'Buffer' ? (v as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? Buffer.from(data as number[]).toString('base64') : undefined;
}

/** True when the header has `key` with nothing written after it (`metadata:`), which YAML reads as null like `metadata: null`. */
export function headerEmpty(facts: SkillFacts, key: string): boolean {
  const entry = facts.values ? undefined : facts.header.entry(key);
  if (!entry || entry.unquoted) return false;
  const node = entry.node;
  return !node || (isScalar(node) && node.value === null && node.source === '');
}

const TYPE_SAYS: Readonly<Record<KeyType, string>> = { boolean: 'must be a boolean', string: 'must be a string', strings: 'must be a string or array of strings', 'string-if-truthy': 'must be a string', list: 'must be an array', 'text-list': 'must contain only strings', scalar: 'invalid type, expected a string', 'not-null': 'cannot be empty', mapping: 'must be a mapping', 'no-written-null': 'invalid type: unit value' };

/** A top-level value as JavaScript sees it (the agent's library's, else the model's YAML); ABSENT without the key. */
export function headerValue(facts: SkillFacts, key: string): unknown {
  if (facts.values) return key in facts.values ? facts.values[key] : ABSENT;
  const entry = facts.header.entry(key);
  if (!entry) return ABSENT;
  if (entry.unquoted) return entry.unquoted.text;
  const node = entry.node;
  if (!node) return null;
  // An alias is resolved by the agent's parser; the model does not know to what: taken as fitting.
  if (isAlias(node)) return ABSENT;
  return node.toJSON();
}

function ofType(value: unknown, type: KeyType, empty: () => boolean): boolean {
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'no-written-null') return value !== null || empty();
  if (type === 'not-null') return value !== null;
  // As zod tells a record: a `!!binary` value (bytes) passes, a date does not.
  if (type === 'mapping') return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
  // Qwen Code's `paths: null` is no paths at all.
  if (type === 'list') return Array.isArray(value) || value === null;
  if (type === 'text-list') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  // A `!!binary` value is its base64 text to serde (the model gives it as a Buffer's JSON).
  if (type === 'scalar') return value === null || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value) || (value as { type?: unknown }).type === 'Buffer';
  if (typeof value === 'string') return true;
  if (type === 'string-if-truthy') return !value;
  return type === 'strings' && Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Bytes written again in base64 (a `!!binary` value as serde hands it on: its text as written, where written whole on one line). */
export function base64Of(v: ArrayBufferView): string {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
}
