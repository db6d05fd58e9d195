import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../parse/parsedSkill';
import type { LocalLink } from '../shared/markdownLinks';
import { bodyLocalLinks } from '../shared/scannedBody';

/** A file link of a skill's body, with its destination's range in the complete text. */
export interface BodyLink {
  readonly link: LocalLink;
  readonly range: Range;
}

/** The file links of a skill's body (none when the parse holds only the header). */
export function bodyLinksOf(parsed: ParsedSkill): readonly BodyLink[] {
  if (!parsed.complete) return [];
  return bodyLocalLinks(parsed).map((link) => ({ link, range: parsed.lines.range(link.targetStart, link.targetEnd) }));
}
