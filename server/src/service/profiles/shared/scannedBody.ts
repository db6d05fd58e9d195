import { MemoKey, memoOf } from '../../parse/parseMemo';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { scannedPart } from '../../parse/scannedPart';
import { findCodeSpans, type TextSpan } from './markdownCodeSpans';
import { extractLocalLinks, type LocalLink } from './markdownLinks';

const SPANS = new MemoKey<readonly TextSpan[]>('bodyCodeSpans');
const LINKS = new MemoKey<readonly LocalLink[]>('bodyLocalLinks');

/**
 * The code spans of a document's body (the scanned part of a huge one), found once per
 * version of the text: hover, links, outline, completion and body rules all ask for them.
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
