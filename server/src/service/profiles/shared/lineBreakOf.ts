/** The line break the file already uses (its first one), so inserted lines match. */
export function lineBreakOf(text: string): string {
  const i = text.search(/[\r\n]/);
  if (i < 0) return '\n';
  return text[i] === '\r' ? (text[i + 1] === '\n' ? '\r\n' : '\r') : '\n';
}
