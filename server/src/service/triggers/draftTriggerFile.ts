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

/** A starter cases file: where it goes and its text (nothing written yet). */
export type DraftText =
  | { readonly kind: 'draft'; readonly file: string; readonly text: string; readonly count: number }
  | Exclude<DraftOutcome, { kind: 'written' }>;

/**
 * The starter `evals/triggers.json` for `skill`, drafted from its description and its
 * siblings' (see draftTriggerCases); `exists` when the skill already has trigger cases in any
 * of the places they are read from. The CLI writes it; the editor creates it as an edit.
 */
export function draftTriggerText(skill: TriggerSkill): DraftText {
  const existing = (() => { try { return readTriggerCases(skill.dir, readTextFile); } catch { return { file: TRIGGER_CASE_FILE }; } })();
  if (existing) return { kind: 'exists', file: path.join(skill.dir, existing.file) };
  if (!skill.description.trim()) return { kind: 'no-description' };
  const siblings = skillsOfRoot(skill.root).filter((s) => s.dir !== skill.dir).map((s) => s.description);
  const cases = draftTriggerCases(skill.description, siblings);
  return { kind: 'draft', file: path.join(skill.dir, TRIGGER_CASE_FILE), text: formatTriggerCases(cases), count: cases.length };
}

/** Writes the starter file of {@link draftTriggerText}; never replaces an existing one. */
export function draftTriggerFile(skill: TriggerSkill): DraftOutcome {
  const d = draftTriggerText(skill);
  if (d.kind !== 'draft') return d;
  fs.mkdirSync(path.dirname(d.file), { recursive: true });
  fs.writeFileSync(d.file, d.text, { flag: 'wx' });
  return { kind: 'written', file: d.file, count: d.count };
}
