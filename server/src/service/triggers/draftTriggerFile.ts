import * as fs from 'node:fs';
import * as path from 'node:path';
import { draftTriggerCases } from './draftTriggerCases';
import { formatTriggerCases, readTriggerCases, TRIGGER_CASE_FILE } from './triggerCases';
import { skillsOfRoot, type TriggerSkill } from './triggerSkills';

/** What drafting did for one skill. */
export type DraftOutcome =
  | { readonly kind: 'written'; readonly file: string; readonly count: number }
  | { readonly kind: 'exists'; readonly file: string }
  | { readonly kind: 'no-description' };

/** Reads a file as text, undefined when it cannot be read. */
export function readTextFile(file: string): string | undefined {
  try { return fs.readFileSync(file, 'utf8'); } catch { return undefined; }
}

/**
 * Writes a starter `evals/triggers.json` for `skill`, drafted from its description and its
 * siblings' (see draftTriggerCases). Never replaces trigger cases the skill already has, in
 * any of the places they are read from.
 */
export function draftTriggerFile(skill: TriggerSkill): DraftOutcome {
  const existing = (() => { try { return readTriggerCases(skill.dir, readTextFile); } catch { return { file: TRIGGER_CASE_FILE }; } })();
  if (existing) return { kind: 'exists', file: path.join(skill.dir, existing.file) };
  if (!skill.description.trim()) return { kind: 'no-description' };
  const siblings = skillsOfRoot(skill.root).filter((s) => s.dir !== skill.dir).map((s) => s.description);
  const cases = draftTriggerCases(skill.description, siblings);
  const file = path.join(skill.dir, TRIGGER_CASE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatTriggerCases(cases), { flag: 'wx' });
  return { kind: 'written', file, count: cases.length };
}
