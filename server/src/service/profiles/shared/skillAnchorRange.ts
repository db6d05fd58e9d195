import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../parse/parsedSkill';

/**
 * Where to show a finding about the skill as a whole (its size, its file count): the
 * `name` value, else the header's opening `---`, else the start of the file.
 */
export function skillAnchorRange(parsed: ParsedSkill): Range {
  const name = parsed.entry('name');
  if (name && name.valueSpan.end > name.valueSpan.start) return name.valueRange;
  if (parsed.frontMatter) return parsed.frontMatter.openRange;
  return parsed.lines.range(0, 0);
}
