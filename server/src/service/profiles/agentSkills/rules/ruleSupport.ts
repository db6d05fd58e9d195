import type { FixEdit } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { lineBreakOf } from '../../shared/lineBreakOf';
import type { AgentEntry } from '../header/agentHeader';

/** Length in code points (re-exported for the rules). */
export { codePoints } from '../../../agents/codePoints';

/**
 * Written as a missing or empty description: the wording of the standard's own template, an
 * instruction no one mistakes for a finished description (the catalog preview shows it as is).
 */
export const DESCRIPTION_PLACEHOLDER = 'Replace with what this skill does and when to use it.';

/**
 * Edit that gives `key` the YAML-ready `value`: after the colon of an existing entry whose
 * value is empty or not text (a list, a mapping — replaced, never duplicated), else as the
 * header's last line, with the header's own line break.
 */
export function addKeyEdit(parsed: ParsedSkill, key: string, entry: AgentEntry | undefined, value: string): FixEdit {
  if (entry) {
    const keyEnd = parsed.lines.offsetAt(entry.keyRange.end);
    const colon = /^[ \t]*:/.exec(parsed.text.slice(keyEnd, entry.valueStart));
    const start = colon ? keyEnd + colon[0].length : entry.valueStart;
    const space = parsed.text.charCodeAt(start - 1) === 58 /* : */ ? ' ' : '';
    return { range: parsed.lines.range(start, Math.max(start, entry.valueEnd)), newText: `${space}${value}` };
  }
  const close = parsed.frontMatter?.closeRange;
  const at = close ? close.start : { line: 0, character: 0 };
  return { range: { start: at, end: at }, newText: `${key}: ${value}${headerLineBreak(parsed)}` };
}

/** The line break of the header's opening line, else the file's first, so inserted lines match. */
export function headerLineBreak(parsed: ParsedSkill): string {
  const split = parsed.frontMatter?.split;
  return (split && parsed.text.slice(split.open.end, split.content.start)) || lineBreakOf(parsed.text);
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
