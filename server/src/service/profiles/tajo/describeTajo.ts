import type { SkillInfo, SkillRecord } from '../../model/skillRecord';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { describeNamed } from '../shared/describeNamed';
import { headerString } from '../shared/headerString';

/** Reads a Tajo skill: `name` (or the file name), `description`, `category`; no keywords. */
export function describeTajo(record: SkillRecord, parsed: ParsedSkill): SkillInfo {
  const base = describeNamed(record, parsed);
  const category = headerString(parsed, 'category').value.trim();
  return category ? { ...base, category } : base;
}
