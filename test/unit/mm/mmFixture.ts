import type { Finding } from '../../../server/src/service/model/finding';
import type { MmFixData, MmTextEdit } from '../../../server/src/service/profiles/mm/fixData';
import { applyOffsetEdits, serviceOn, withCode } from '../helpers/serviceFixture';

/** Path of the one skill most mm tests write. */
export const SKILL = '/ws/skills/demo/SKILL.md';

/** Findings of one skill file, profile forced to mm. */
export function mmFindings(text: string, path = SKILL): readonly Finding[] {
  return serviceOn({ [path]: text }, { profile: 'mm' }).findings(path);
}

/** Findings of one code on one skill file. */
export function mmCode(text: string, code: string, path = SKILL): Finding[] {
  return withCode(mmFindings(text, path), code);
}

/** The text after applying a finding's quick-fix edit(s). */
export function applyFix(text: string, finding: Finding): string {
  const data = finding.data as MmFixData | undefined;
  if (!data) throw new Error(`${finding.code} has no fix data`);
  const edits: readonly MmTextEdit[] = 'edits' in data ? data.edits : [data.edit];
  return applyOffsetEdits(text, edits);
}

/** The text a range covers. */
export function textAt(text: string, f: Finding): string {
  const lines = text.split('\n');
  const { start, end } = f.range;
  if (start.line === end.line) return lines[start.line]!.slice(start.character, end.character);
  return [lines[start.line]!.slice(start.character), ...lines.slice(start.line + 1, end.line), lines[end.line]!.slice(0, end.character)].join('\n');
}
