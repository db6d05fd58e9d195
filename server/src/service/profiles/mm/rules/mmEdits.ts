import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { MmTextEdit } from '../fixData';

/** An edit replacing offsets `start`..`end` of the parsed text with `newText`. */
export function textEdit(parsed: ParsedSkill, start: number, end: number, newText: string): MmTextEdit {
  return { range: parsed.lines.range(start, end), start, end, newText };
}

/** `end` moved back over trailing blanks and line breaks (block values' spans end on the next line). */
export function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return e;
}

/** Range of a whole line's content (without its line break). */
export function lineRange(parsed: ParsedSkill, line: number): Range {
  return parsed.lines.range(parsed.lines.lineStart(line), parsed.lines.lineEnd(line));
}
