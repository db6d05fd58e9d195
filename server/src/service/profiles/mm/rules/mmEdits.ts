import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { MmTextEdit } from '../fixData';

/** An edit replacing offsets `start`..`end` of the parsed text with `newText`. */
export function textEdit(parsed: ParsedSkill, start: number, end: number, newText: string): MmTextEdit {
  return { range: parsed.lines.range(start, end), start, end, newText };
}

/** The line break the file already uses (its first one), so inserted lines match. */
export function lineBreakOf(text: string): string {
  const i = text.search(/[\r\n]/);
  if (i < 0) return '\n';
  return text[i] === '\r' ? (text[i + 1] === '\n' ? '\r\n' : '\r') : '\n';
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

/**
 * Writes a string as a YAML scalar: plain when YAML would read it back unchanged,
 * double-quoted otherwise (`: `, ` #`, leading indicators, values YAML reads as
 * booleans or numbers…).
 */
export function yamlScalar(value: string): string {
  const plainSafe = value.length > 0
    && value === value.trim()
    && !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value)
    && !/: |:$| #|[\r\n\t]/.test(value)
    && !/^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|\.inf|\.nan)$/i.test(value);
  return plainSafe ? value : JSON.stringify(value);
}
