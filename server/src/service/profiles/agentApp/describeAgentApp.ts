import type { SkillInfo, SkillRecord } from '../../model/skillRecord';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { describeNamed } from '../shared/describeNamed';
import { headerString } from '../shared/headerString';
import { parseCategory } from './agentAppCategories';

/**
 * Reads a skill as the app of seed 001 does: `name` (the file or folder name when the
 * header has none), `description`, `category` (French labels read as their value) and
 * `enabled` — only a YAML `false` turns a skill off. `category` is the canonical value,
 * the raw text when it is not a category, or undefined when absent.
 */
export function describeAgentApp(record: SkillRecord, parsed: ParsedSkill): SkillInfo {
  const base = describeNamed(record, parsed);
  const rawCategory = headerString(parsed, 'category').value.trim();
  const category = parseCategory(rawCategory) ?? (rawCategory || undefined);
  return {
    ...base,
    enabled: parsed.entry('enabled')?.value !== false,
    ...(category !== undefined ? { category } : {}),
  };
}
