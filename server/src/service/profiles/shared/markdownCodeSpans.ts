/** A half-open span `[start, end)` of UTF-16 offsets. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * Finds the parts of a markdown text where nothing is live markup: fenced code blocks
 * (``` or ~~~, closed by a fence of the same character at least as long, or running to
 * the end), inline code spans (a backtick run closed by a run of the same length in the
 * same paragraph) and HTML comments. Links and `{{skill:x}}` written there are examples.
 *
 * Deliberately more lenient than CommonMark about fence indentation (any indentation, and
 * `>` quote markers, are accepted) because skills put fences inside list items; a fence
 * that is missed would turn every example in it into a false finding. Indented code
 * blocks are not detected: inside lists, indentation is continuation, not code.
 *
 * Returns sorted, non-overlapping spans within `[from, to)`. Linear in the text's length.
 */
export function findCodeSpans(text: string, from = 0, to = text.length): TextSpan[] {
  const spans: TextSpan[] = [];
  let paragraphStart = from;
  let lineStart = from;
  const flushParagraph = (end: number) => {
    if (end > paragraphStart) inlineSpans(text, paragraphStart, end, spans);
  };
  while (lineStart < to) {
    const lineEnd = lineEndIn(text, lineStart, to);
    const fence = fenceAt(text, lineStart, lineEnd);
    if (fence) {
      flushParagraph(lineStart);
      const close = findFenceClose(text, lineEnd, to, fence);
      spans.push({ start: lineStart, end: close.end });
      lineStart = close.next;
      paragraphStart = lineStart;
      continue;
    }
    const next = nextLine(text, lineEnd, to);
    if (isBlank(text, lineStart, lineEnd)) {
      flushParagraph(lineStart);
      paragraphStart = next;
    }
    if (next === lineStart) break;
    lineStart = next;
  }
  flushParagraph(to);
  // A hostile paragraph of a whole 10 MB file grew the run buffers: do not keep them.
  if (runPos.length > MAX_KEPT_RUNS) releaseRuns();
  return spans;
}

/** True when `offset` falls inside one of the sorted `spans`. */
export function isInSpans(spans: readonly TextSpan[], offset: number): boolean {
  return spanAt(spans, offset) !== undefined;
}

/** The span containing `offset`, if any (spans sorted): a binary search. */
export function spanAt(spans: readonly TextSpan[], offset: number): TextSpan | undefined {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spans[mid]!;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

interface Fence {
  readonly char: number;
  readonly length: number;
}

/** A fence opener: optional blanks and `>` markers, then 3+ backticks or tildes. */
function fenceAt(text: string, start: number, end: number): Fence | undefined {
  let i = skipPrefix(text, start, end);
  const c = text.charCodeAt(i);
  if (c !== 96 /* ` */ && c !== 126 /* ~ */) return undefined;
  const runStart = i;
  while (i < end && text.charCodeAt(i) === c) i++;
  const length = i - runStart;
  if (length < 3) return undefined;
  // A backtick fence's info string cannot contain backticks (that is inline code).
  if (c === 96) for (let j = i; j < end; j++) if (text.charCodeAt(j) === 96) return undefined;
  return { char: c, length };
}

/** Finds the closing fence after `from`; returns where the code ends and the next line starts. */
function findFenceClose(text: string, from: number, to: number, fence: Fence): { end: number; next: number } {
  let lineStart = nextLine(text, from, to);
  while (lineStart < to) {
    const lineEnd = lineEndIn(text, lineStart, to);
    let i = skipPrefix(text, lineStart, lineEnd);
    const runStart = i;
    while (i < lineEnd && text.charCodeAt(i) === fence.char) i++;
    if (i - runStart >= fence.length && isBlank(text, i, lineEnd)) return { end: lineEnd, next: nextLine(text, lineEnd, to) };
    const next = nextLine(text, lineEnd, to);
    if (next === lineStart) break;
    lineStart = next;
  }
  return { end: to, next: to };
}

/** Skips leading blanks and blockquote markers. */
function skipPrefix(text: string, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 62 /* > */) i++;
    else break;
  }
  return i;
}

/**
 * Backtick runs of the paragraph being scanned (offset, length), and for each the next run
 * of the same length: reused buffers, grown by doubling, so that a paragraph of 100,000
 * backticks allocates nothing per run (allocation, not scanning, was the cost).
 */
let runPos = new Int32Array(256);
let runLen = new Int32Array(256);
let nextSame = new Int32Array(256);
/** Runs the buffers may keep between scans: as many as the scanned part of a huge file can hold. */
const MAX_KEPT_RUNS = 1 << 19;

function releaseRuns(): void {
  runPos = new Int32Array(256);
  runLen = new Int32Array(256);
  nextSame = new Int32Array(256);
}

function growRuns(): void {
  const grow = (a: Int32Array) => {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  };
  runPos = grow(runPos);
  runLen = grow(runLen);
  nextSame = new Int32Array(runPos.length);
}

/** Inline code spans, then HTML comments outside them, of one paragraph. */
function inlineSpans(text: string, start: number, end: number, out: TextSpan[]): void {
  let runs = 0;
  let hasComment = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    // Backslashes are not special here: a wrongly paired span only hides an example.
    if (c === 96) {
      const s = i;
      while (i + 1 < end && text.charCodeAt(i + 1) === 96) i++;
      if (runs === runPos.length) growRuns();
      runPos[runs] = s;
      runLen[runs++] = i - s + 1;
    } else if (c === 60 /* < */ && !hasComment && text.startsWith('<!--', i)) {
      hasComment = true;
    }
  }
  // Most paragraphs have neither: allocate nothing for them.
  if (!hasComment) {
    if (runs > 1) pairRuns(runs, out);
    return;
  }
  const code: TextSpan[] = [];
  if (runs > 1) pairRuns(runs, code);
  let gapStart = start;
  for (let k = 0; k <= code.length; k++) {
    const gapEnd = k < code.length ? code[k]!.start : end;
    let i = indexIn(text, '<!--', gapStart, gapEnd);
    while (i >= 0) {
      const close = indexIn(text, '-->', i + 4, gapEnd);
      const e = close < 0 ? gapEnd : close + 3;
      out.push({ start: i, end: e });
      i = indexIn(text, '<!--', e, gapEnd);
    }
    if (k < code.length) {
      out.push(code[k]!);
      gapStart = code[k]!.end;
    }
  }
}

const SHORT_RUN = 16;

/** Pairs each of the first `runs` backtick runs with the next run of the same length (CommonMark code spans). */
function pairRuns(runs: number, out: TextSpan[]): void {
  // The next run of the same length after each run (-1: none), found in one backward pass;
  // short runs (nearly all) index an array, longer ones a map.
  const lastShort = new Int32Array(SHORT_RUN + 1).fill(-1);
  const lastLong = new Map<number, number>();
  for (let k = runs - 1; k >= 0; k--) {
    const len = runLen[k]!;
    if (len <= SHORT_RUN) {
      nextSame[k] = lastShort[len]!;
      lastShort[len] = k;
    } else {
      nextSame[k] = lastLong.get(len) ?? -1;
      lastLong.set(len, k);
    }
  }
  let k = 0;
  while (k < runs) {
    const close = nextSame[k]!;
    if (close < 0) {
      k++;
      continue;
    }
    out.push({ start: runPos[k]!, end: runPos[close]! + runLen[close]! });
    k = close + 1;
  }
}

/** `indexOf` that never looks at or past `to`. */
function indexIn(text: string, needle: string, from: number, to: number): number {
  const first = needle.charCodeAt(0);
  for (let i = from; i + needle.length <= to; i++) if (text.charCodeAt(i) === first && text.startsWith(needle, i)) return i;
  return -1;
}

function lineEndIn(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return to;
}

function nextLine(text: string, lineEnd: number, to: number): number {
  if (lineEnd >= to) return to;
  if (text.charCodeAt(lineEnd) === 13 && text.charCodeAt(lineEnd + 1) === 10) return Math.min(lineEnd + 2, to);
  return lineEnd + 1;
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
