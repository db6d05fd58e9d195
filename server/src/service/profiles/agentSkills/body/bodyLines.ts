import { MemoKey, memoOf } from '../../../parse/parseMemo';
import type { ParsedSkill } from '../../../parse/parsedSkill';

/** One line of a skill's markdown body (see `bodyLines` for which lines are kept). */
export interface BodyLine {
  readonly line: number;
  /** Document offset of the line's first character. */
  readonly start: number;
  readonly text: string;
  /** True inside a fenced code block (the fence lines themselves included). */
  readonly fenced: boolean;
}

/** An inline code span on one line: offsets relative to the line. */
export interface CodeSpan {
  /** Where the opening backtick run starts (a `TextSpan`, so the shared span search applies). */
  readonly start: number;
  /** Just past the closing backtick run. */
  readonly end: number;
  /** The content between the runs. */
  readonly content: string;
  readonly contentStart: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// Only lines holding one of these can open or close a fence, hold a code span or a link.
const INTERESTING = /[`~\]]/g;
const LINES = new MemoKey<readonly BodyLine[]>('bodyLines');

/**
 * The body's lines that may hold a fence, a code span or a link (a backtick, a tilde or
 * `]`), with fenced code blocks marked (CommonMark fences: same character, at least as
 * long). Other lines are skipped without being copied: the rules run on every keystroke.
 */
export function bodyLines(parsed: ParsedSkill): readonly BodyLine[] {
  return memoOf(parsed, LINES, () => findBodyLines(parsed));
}

function findBodyLines(parsed: ParsedSkill): BodyLine[] {
  const list: BodyLine[] = [];
  const { lines, text: all } = parsed;
  let fence: string | undefined;
  // Jump from one interesting character to the next; lines without one are never visited.
  INTERESTING.lastIndex = parsed.bodyStart;
  for (let m = INTERESTING.exec(all); m; m = INTERESTING.exec(all)) {
    const line = lines.positionAt(m.index).line;
    const start = Math.max(lines.lineStart(line), parsed.bodyStart);
    const end = lines.lineEnd(line);
    INTERESTING.lastIndex = lines.lineStart(line + 1);
    if (INTERESTING.lastIndex <= m.index) INTERESTING.lastIndex = all.length;
    const text = all.slice(start, end);
    const f = FENCE.exec(text);
    if (fence) {
      list.push({ line, start, text, fenced: true });
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && text.trim() === f[1]) fence = undefined;
      continue;
    }
    // A backtick fence's info string may not contain backticks; otherwise it is inline code.
    if (f && !(f[1]![0] === '`' && text.slice(text.indexOf(f[1]!) + f[1]!.length).includes('`'))) {
      fence = f[1]!;
      list.push({ line, start, text, fenced: true });
      continue;
    }
    list.push({ line, start, text, fenced: false });
  }
  return list;
}

/** Inline code spans of one line (CommonMark: a run of n backticks closes at the next run of exactly n). */
export function codeSpans(text: string): CodeSpan[] {
  const spans: CodeSpan[] = [];
  // Jump between backticks: most of a line is text.
  let i = text.indexOf('`');
  while (i >= 0) {
    if (i > 0 && text.charCodeAt(i - 1) === 92 /* \\ */) {
      i = text.indexOf('`', i + 1);
      continue;
    }
    const runEnd = skipRun(text, i);
    const n = runEnd - i;
    let close = -1;
    for (let j = text.indexOf('`', runEnd); j >= 0; ) {
      const e = skipRun(text, j);
      if (e - j === n) {
        close = j;
        break;
      }
      j = text.indexOf('`', e);
    }
    if (close < 0) {
      i = text.indexOf('`', runEnd);
      continue;
    }
    spans.push({ start: i, end: close + n, content: text.slice(runEnd, close), contentStart: runEnd });
    i = text.indexOf('`', close + n);
  }
  return spans;
}

function skipRun(text: string, i: number): number {
  let j = i;
  while (j < text.length && text.charCodeAt(j) === 96 /* ` */) j++;
  return j;
}
