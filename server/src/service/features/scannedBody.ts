import type { ParsedSkill } from '../parse/parsedSkill';
import { scannedPart } from '../parse/scannedPart';
import { findCodeSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import { extractLocalLinks, type LocalLink } from '../profiles/shared/markdownLinks';

const spansCache = new WeakMap<ParsedSkill, readonly TextSpan[]>();
const linksCache = new WeakMap<ParsedSkill, readonly LocalLink[]>();

/**
 * The code spans of a document's body (the scanned part of a huge one), found once per
 * version of the text: hover, links, outline and completion ask again on every request.
 */
export function bodyCodeSpans(parsed: ParsedSkill): readonly TextSpan[] {
  const part = scannedPart(parsed);
  let spans = spansCache.get(part);
  if (!spans) {
    spans = findCodeSpans(part.text, part.bodyStart);
    spansCache.set(part, spans);
  }
  return spans;
}

/** The body's links to files (in the scanned part of a huge document), found once per version. */
export function bodyLocalLinks(parsed: ParsedSkill): readonly LocalLink[] {
  const part = scannedPart(parsed);
  let links = linksCache.get(part);
  if (!links) {
    links = extractLocalLinks(part.text, part.bodyStart, part.text.length, bodyCodeSpans(part));
    linksCache.set(part, links);
  }
  return links;
}
