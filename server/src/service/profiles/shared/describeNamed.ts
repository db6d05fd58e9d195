import type { SkillInfo, SkillRecord } from '../../model/skillRecord';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { headerString } from './headerString';

/** Reads `name` (falling back to the on-disk name) and `description`; no keywords. */
export function describeNamed(record: SkillRecord, parsed: ParsedSkill): SkillInfo {
  const name = headerString(parsed, 'name');
  const description = headerString(parsed, 'description');
  const trimmed = name.value.trim();
  return {
    name: trimmed || record.dirName,
    ...(trimmed && name.range ? { nameRange: name.range } : {}),
    description: description.value.trim(),
    ...(description.range ? { descriptionRange: description.range } : {}),
    keywords: [],
    enabled: true,
  };
}
