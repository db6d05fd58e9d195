import { isAlias } from 'yaml';
import type { SkillFacts } from './skillFacts';

/**
 * Claude Code's reading of `paths` (in its bundle): a list's items and a text's
 * comma-separated parts (commas inside `{…}` kept), a trailing `/**` cut, empty ones and
 * values that are not text dropped; only `**` is no condition at all.
 */
export function pathGlobs(value: unknown): string[] {
  const globs = textGlobs(value).map((g) => (g.endsWith('/**') ? g.slice(0, -3) : g)).filter((g) => g.length > 0);
  return globs.every((g) => g === '**') ? [] : globs;
}

/** A top-level value as YAML 1.2 gives it (`.inf` a number, unlike `headerValue`); undefined without the key or for an alias. */
export function yamlValue(facts: SkillFacts, key: string): unknown {
  if (facts.values) return facts.values[key];
  const entry = facts.header.entry(key);
  if (!entry) return undefined;
  if (entry.unquoted) return entry.unquoted.text;
  return entry.node && !isAlias(entry.node) ? entry.node.toJSON() : undefined;
}

function textGlobs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textGlobs);
  if (typeof value !== 'string') return [];
  const out: string[] = [];
  let part = '';
  let depth = 0;
  for (const c of value) {
    if (c === '{') depth++;
    else if (c === '}') depth--;
    if (c === ',' && depth === 0) {
      if (part.trim()) out.push(part.trim());
      part = '';
    } else part += c;
  }
  if (part.trim()) out.push(part.trim());
  return out;
}

/** Qwen Code's `paths` (in its bundle): a list, each item as text, trimmed; any left makes the skill conditional. */
export function lineReadPaths(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => String(v).trim()).filter((v) => v.length > 0) : [];
}
