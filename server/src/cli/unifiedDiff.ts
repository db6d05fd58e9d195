import type { OffsetEdit } from '../service/features/textEdits';
import { LineIndex } from '../service/text/lineIndex';

/** Lines of a text, each with its own line break (`\n`, `\r\n` or `\r`); the last one may have none. */
export function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

/** One replaced run of lines: `removed` lines from index `at` of the old text become `added`. */
interface Change {
  readonly at: number;
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

/**
 * A file's changes as a git-style unified diff (`git apply` and `patch` take it), built
 * from the fixes' own edits rather than from a text comparison, so it shows exactly the
 * lines they touch. Lines keep their own line breaks (a CRLF file's diff has CRLF lines).
 * Empty when the edits change nothing.
 */
export function unifiedDiff(file: string, before: string, edits: readonly OffsetEdit[], context = 3): string {
  const lines = splitLines(before);
  const changes = changesOf(before, lines, edits);
  if (changes.length === 0) return '';
  let out = `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n`;
  let delta = 0;
  for (let i = 0; i < changes.length; ) {
    // Changes whose context lines meet go into one hunk.
    let j = i;
    while (j + 1 < changes.length && changes[j + 1]!.at - (changes[j]!.at + changes[j]!.removed.length) <= 2 * context) j++;
    const first = changes[i]!;
    const last = changes[j]!;
    const from = Math.max(0, first.at - context);
    const to = Math.min(lines.length, last.at + last.removed.length + context);
    let body = '';
    let oldCount = 0;
    let newCount = 0;
    let pos = from;
    for (let k = i; k <= j; k++) {
      const c = changes[k]!;
      for (; pos < c.at; pos++, oldCount++, newCount++) body += diffLine(' ', lines[pos]!);
      for (const l of c.removed) body += diffLine('-', l);
      for (const l of c.added) body += diffLine('+', l);
      oldCount += c.removed.length;
      newCount += c.added.length;
      pos = c.at + c.removed.length;
    }
    for (; pos < to; pos++, oldCount++, newCount++) body += diffLine(' ', lines[pos]!);
    // A count of 0 names the line before, as diff does.
    const oldStart = oldCount === 0 ? from : from + 1;
    const newStart = newCount === 0 ? from + delta : from + delta + 1;
    out += `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n${body}`;
    for (let k = i; k <= j; k++) delta += changes[k]!.added.length - changes[k]!.removed.length;
    i = j + 1;
  }
  return out;
}

/** The edits as runs of whole lines, common first and last lines left out. */
function changesOf(text: string, lines: readonly string[], edits: readonly OffsetEdit[]): Change[] {
  const index = new LineIndex(text);
  // The empty line after a final line break is no line of the diff.
  const lineOf = (offset: number) => Math.max(0, Math.min(index.positionAt(offset).line, lines.length - 1));
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const changes: Change[] = [];
  for (let i = 0; i < sorted.length; ) {
    // Edits sharing a line are one change.
    const first = lineOf(sorted[i]!.start);
    let last = lineOf(sorted[i]!.end);
    let j = i;
    while (j + 1 < sorted.length && lineOf(sorted[j + 1]!.start) <= last) last = Math.max(last, lineOf(sorted[++j]!.end));
    const blockStart = index.lineStart(first);
    const blockEnd = last + 1 < lines.length ? index.lineStart(last + 1) : text.length;
    let written = '';
    let pos = blockStart;
    for (let k = i; k <= j; k++) {
      written += text.slice(pos, sorted[k]!.start) + sorted[k]!.newText;
      pos = sorted[k]!.end;
    }
    written += text.slice(pos, blockEnd);
    let removed = lines.slice(first, last + 1);
    let added = splitLines(written);
    let at = first;
    while (removed.length > 0 && added.length > 0 && removed[0] === added[0]) {
      removed = removed.slice(1);
      added = added.slice(1);
      at++;
    }
    while (removed.length > 0 && added.length > 0 && removed.at(-1) === added.at(-1)) {
      removed = removed.slice(0, -1);
      added = added.slice(0, -1);
    }
    const prev = changes.at(-1);
    // A change right after the previous one reads better as one block of - then + lines.
    if (prev && prev.at + prev.removed.length === at) changes[changes.length - 1] = { at: prev.at, removed: [...prev.removed, ...removed], added: [...prev.added, ...added] };
    else if (removed.length > 0 || added.length > 0) changes.push({ at, removed, added });
    i = j + 1;
  }
  return changes;
}

function diffLine(mark: string, line: string): string {
  return /[\r\n]$/.test(line) ? `${mark}${line}` : `${mark}${line}\n\\ No newline at end of file\n`;
}
