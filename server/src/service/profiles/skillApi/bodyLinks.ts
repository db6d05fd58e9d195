import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { extractLocalLinks, type LocalLink } from '../shared/markdownLinks';

/** A file link of a skill's body, with its destination's range in the complete text. */
export interface BodyLink {
  readonly link: LocalLink;
  readonly range: Range;
}

/** The file links of a skill's body (none when the parse holds only the header). */
export function bodyLinksOf(parsed: ParsedSkill): readonly BodyLink[] {
  if (!parsed.complete) return [];
  return extractLocalLinks(parsed.text, parsed.bodyStart).map((link) => ({ link, range: parsed.lines.range(link.targetStart, link.targetEnd) }));
}
