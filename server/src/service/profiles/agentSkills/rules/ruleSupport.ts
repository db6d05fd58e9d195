import type { Range } from 'vscode-languageserver-types';
import type { AgentTarget, ServiceConfig } from '../../../config/serviceConfig';
import type { LocalizedText, Severity } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { listTargets, selectedAmong } from '../agentTargets';
import type { FixEdit } from '../../../model/finding';

/** What a finding costs with the selected targets: its severity and the clause that says so. */
export interface Verdict {
  readonly severity: Severity;
  /** E.g. "rejected by: the reference validator (skills-ref), Codex". */
  readonly effect: LocalizedText;
}

/**
 * The verdict of a problem that `rejectedBy` refuse: an error naming the selected
 * targets that reject the skill, or a portability warning naming those that would.
 */
export function verdict(rejectedBy: readonly AgentTarget[], config: ServiceConfig): Verdict {
  const selected = selectedAmong(rejectedBy, config);
  if (selected.length > 0) {
    const who = listTargets(selected);
    return { severity: 'error', effect: { en: `the skill is rejected by: ${who.en}`, fr: `le skill est rejeté par : ${who.fr}` } };
  }
  const who = listTargets(rejectedBy);
  return {
    severity: 'warning',
    effect: rejectedBy.length > 0
      ? { en: `your selected agents load it anyway, but ${who.en} would reject it`, fr: `vos agents sélectionnés le chargent quand même, mais ${who.fr} le rejetterait` }
      : { en: 'no agent rejects the skill for it', fr: 'aucun agent ne rejette le skill pour autant' },
  };
}

/** Code-point length, as the reference validator (Python `len`) counts. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Edit that adds `key: ` as the header's last line (or fills an existing empty value). */
export function addKeyEdit(parsed: ParsedSkill, key: string, existing: Range | undefined): FixEdit {
  if (existing) return { range: existing, newText: existing.start.line === existing.end.line && existing.start.character === existing.end.character ? ' ' : '' };
  const close = parsed.frontMatter?.closeRange;
  const at = close ? close.start : { line: 0, character: 0 };
  return { range: { start: at, end: at }, newText: `${key}: \n` };
}

/** Edit that deletes whole lines `fromLine..toLine` (line breaks included). */
export function deleteLinesEdit(parsed: ParsedSkill, fromLine: number, toLine: number): FixEdit {
  const start = { line: fromLine, character: 0 };
  const end = toLine + 1 < parsed.lines.lineCount ? { line: toLine + 1, character: 0 } : parsed.lines.positionAt(parsed.text.length);
  return { range: { start, end }, newText: '' };
}

/** YAML double-quoted form of a text (JSON strings are valid YAML double-quoted scalars). */
export function yamlQuote(text: string): string {
  return JSON.stringify(text);
}

/** Edit distance, for typo suggestions on key names. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}
