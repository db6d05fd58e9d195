import type { ParsedSkill } from '../../../parse/parsedSkill';
import { bodyCodeSpans } from '../../shared/scannedBody';

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
  for (const span of bodyCodeSpans(parsed)) {
    // Most spans are inline code in the middle of a line: no position needed to skip them.
    const before = text.charCodeAt(span.start - 1);
    if (span.start > 0 && before !== 10 && before !== 13) continue;
    const open = lines.positionAt(span.start);
    if (open.character !== 0) continue;
    const line = lines.lineText(open.line);
    const m = OPENER.exec(line);
    if (!m) continue;
    if (!fenceIndentOk(parsed, open.line, m[1]!)) continue;
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

const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])( {1,4}(?=\S)| *$)/;

/**
 * CommonMark: a fence is indented at most three columns past its container's content, so
 * `    ```sh` after a paragraph or at the top level is indented code (or paragraph text), not
 * a fence — which is what unfencing a block that held a fence line writes. Inside a list
 * item the content column is the item's, found on the nearest less-indented item above.
 * (Quoted fences keep the lenient reading.)
 */
function fenceIndentOk(parsed: ParsedSkill, line: number, prefix: string): boolean {
  if (prefix.includes('>')) return true;
  const indent = columns(prefix);
  if (indent < 4) return true;
  for (let l = line - 1; l >= parsed.bodyStartLine; l--) {
    const text = parsed.lines.lineText(l);
    if (text.trim() === '') continue;
    const item = LIST_ITEM.exec(text);
    const content = item ? item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length) : columns(/^[ \t]*/.exec(text)![0]);
    if (item && content <= indent) return indent - content < 4;
    // A less-indented line that is not a list item closes every list this line could be in.
    if (!item && content === 0) return false;
  }
  return false;
}

/** Width of leading blanks, a tab advancing to the next multiple of four. */
function columns(blanks: string): number {
  let c = 0;
  for (const ch of blanks) c = ch === '\t' ? c + 4 - (c % 4) : c + 1;
  return c;
}
