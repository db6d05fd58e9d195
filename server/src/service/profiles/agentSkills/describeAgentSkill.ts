import type { SkillInfo, SkillRecord } from '../../model/skillRecord';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { describeNamed } from '../shared/describeNamed';
import { agentHeader, scalarText } from './header/agentHeader';

/**
 * Reads a SKILL.md as the agents do: `name` (the folder's name when missing, as Claude
 * Code does) and `description`, scalars read as written (`1.0` stays "1.0") and plain
 * values with `: ` inside read as the text they were meant to be.
 */
export function describeAgentSkill(record: SkillRecord, parsed: ParsedSkill): SkillInfo {
  const header = agentHeader(parsed);
  if (!header.usable) return describeNamed(record, parsed);
  const nameEntry = header.entry('name');
  const descriptionEntry = header.entry('description');
  const name = (scalarText(nameEntry) ?? '').trim();
  const description = (scalarText(descriptionEntry) ?? '').trim();
  return {
    name: name || record.dirName,
    ...(name && nameEntry ? { nameRange: nameEntry.valueRange } : {}),
    description,
    ...(descriptionEntry ? { descriptionRange: descriptionEntry.valueRange } : {}),
    keywords: [],
    enabled: true,
  };
}

/** A boolean header flag (`true`/`false`, as YAML or as text), undefined when absent or not a boolean. */
export function headerFlag(parsed: ParsedSkill, key: string): boolean | undefined {
  const header = agentHeader(parsed);
  const v = header.entry(key)?.value;
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

/** A top-level string value (scalars as written), '' when absent. */
export function headerText(parsed: ParsedSkill, key: string): string {
  const header = agentHeader(parsed);
  return header.usable ? (scalarText(header.entry(key)) ?? '').trim() : '';
}
