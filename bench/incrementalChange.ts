/** A position in LSP terms: line and UTF-16 column. */
interface Position {
  readonly line: number;
  readonly character: number;
}

/**
 * The one range change that turns `before` into `after` (their common start and end kept), as
 * VS Code sends a keystroke to a server that asks for incremental sync: a few characters, not
 * the whole text.
 */
export function incrementalChange(before: string, after: string): { range: { start: Position; end: Position }; text: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < shorter - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { range: { start: positionAt(before, start), end: positionAt(before, before.length - tail) }, text: after.slice(start, after.length - tail) };
}

function positionAt(text: string, offset: number): Position {
  let line = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { line, character: offset - (text.lastIndexOf('\n', offset - 1) + 1) };
}
