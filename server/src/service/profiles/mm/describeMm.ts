import type { SkillInfo, SkillRecord } from '../../model/skillRecord';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { headerString } from '../shared/headerString';

/**
 * Reads a skill as seed 000's runtime does: only `name`, `description` and `keywords`;
 * an empty name keeps the on-disk name; keywords are one comma-separated string (a YAML
 * list is read item by item, and `keywords-format` asks for the comma form).
 */
export function describeMm(record: SkillRecord, parsed: ParsedSkill): SkillInfo {
  // A header the runtime cannot read gives it no metadata: the defaults, a bare on-disk name.
  if (headerUnreadable(parsed)) return { name: record.dirName, description: '', keywords: [], enabled: true };
  const name = headerString(parsed, 'name');
  const description = headerString(parsed, 'description');
  const trimmedName = name.value.trim();
  return {
    name: trimmedName || record.dirName,
    ...(trimmedName && name.range ? { nameRange: name.range } : {}),
    description: description.value.trim(),
    ...(description.range ? { descriptionRange: description.range } : {}),
    keywords: readKeywords(parsed.entry('keywords')?.value),
    enabled: true,
  };
}

/**
 * Splits a keywords value into its items (comma string or YAML list), dropping empty ones.
 * A scalar YAML read as a number or boolean (`keywords: 2024`) is still text to the runtime.
 */
export function readKeywords(value: unknown): string[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);
  const scalar = text(value);
  const items = scalar !== undefined ? scalar.split(',') : Array.isArray(value) ? value.map((v) => text(v) ?? (v === null || v === undefined ? '' : String(v))) : [];
  return items.map((k) => k.trim()).filter((k) => k.length > 0);
}

/**
 * True when the runtime reads none of the header: the YAML has an error (the `yaml-syntax`
 * finding) or is not a mapping. The parser's partial recovery is not what the runtime sees.
 */
export function headerUnreadable(parsed: ParsedSkill): boolean {
  const fm = parsed.frontMatter;
  if (!fm || !fm.closeRange) return false;
  return !fm.isMapping || fm.problems.some((p) => p.kind === 'error');
}
