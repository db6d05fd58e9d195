import type { ParsedSkill } from '../../../parse/parsedSkill';
import { findCodeSpans } from '../../shared/markdownCodeSpans';

/** A fenced code block of a skill's body, by lines. */
export interface FencedBlock {
  /** Line of the opening fence. */
  readonly openLine: number;
  /** Line of the closing fence; undefined when the fence runs to the end of the file. */
  readonly closeLine: number | undefined;
  /** First word of the info string, lower-cased (`bash` for ```` ```bash title="x" ````). */
  readonly language: string;
  /** What precedes the fence on its line: indentation and `>` quote markers. */
  readonly prefix: string;
}

const OPENER = /^([ \t>]*)(`{3,}|~{3,})[ \t]*\{?\.?([^\s`{}]*)/;

/**
 * The fenced code blocks of the body, found with the shared code-span scanner (lenient
 * about indentation, so fences inside list items count) and described by line.
 */
export function fencedBlocks(parsed: ParsedSkill): FencedBlock[] {
  const { text, lines } = parsed;
  const blocks: FencedBlock[] = [];
  for (const span of findCodeSpans(text, parsed.bodyStart)) {
    const open = lines.positionAt(span.start);
    if (open.character !== 0) continue;
    const line = lines.lineText(open.line);
    const m = OPENER.exec(line);
    if (!m) continue;
    const fence = m[2]!;
    // ```a``` at the start of a line is inline code, not a fence.
    if (fence[0] === '`' && line.slice(m[1]!.length + fence.length).includes('`')) continue;
    const lastLine = lines.positionAt(span.end).line;
    const closeText = lines.lineText(lastLine).replace(/^[ \t>]*/, '').trimEnd();
    const closed = lastLine > open.line && closeText.length >= fence.length && closeText === fence[0]!.repeat(closeText.length);
    blocks.push({ openLine: open.line, closeLine: closed ? lastLine : undefined, language: m[3]!.toLowerCase(), prefix: m[1]! });
  }
  return blocks;
}
