/**
 * The filter name under a column of a header line, when it follows `|` inside `{{ … }}`
 * (`{{ desc | trunc|ate: 100 }}`): its name and columns, for hover. Undefined elsewhere.
 */
export function templateFilterAt(line: string, column: number): { readonly name: string; readonly start: number; readonly end: number } | undefined {
  const open = line.lastIndexOf('{{', column);
  if (open < 0) return undefined;
  const close = line.indexOf('}}', open);
  if (close >= 0 && close < column) return undefined;
  let start = column;
  while (start > 0 && /[\w-]/.test(line[start - 1]!)) start--;
  let end = column;
  while (end < line.length && /[\w-]/.test(line[end]!)) end++;
  if (end === start) return undefined;
  let before = start - 1;
  while (before > open && /\s/.test(line[before]!)) before--;
  return line[before] === '|' ? { name: line.slice(start, end), start, end } : undefined;
}
