import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { scannedPart } from '../parse/scannedPart';
import { findCodeSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import { extractLocalLinks, type LocalLink } from '../profiles/shared/markdownLinks';

const SPANS = new MemoKey<readonly TextSpan[]>('bodyCodeSpans');
const LINKS = new MemoKey<readonly LocalLink[]>('bodyLocalLinks');

/**
 * The code spans of a document's body (the scanned part of a huge one), found once per
 * version of the text: hover, links, outline and completion ask again on every request.
 */
export function bodyCodeSpans(parsed: ParsedSkill): readonly TextSpan[] {
  const part = scannedPart(parsed);
  return memoOf(part, SPANS, () => findCodeSpans(part.text, part.bodyStart));
}

/** The body's links to files (in the scanned part of a huge document), found once per version. */
export function bodyLocalLinks(parsed: ParsedSkill): readonly LocalLink[] {
  const part = scannedPart(parsed);
  return memoOf(part, LINKS, () => extractLocalLinks(part.text, part.bodyStart, part.text.length, bodyCodeSpans(part)));
}
