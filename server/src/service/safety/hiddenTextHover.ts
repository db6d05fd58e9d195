import type { Position, Range } from 'vscode-languageserver-types';
import type { Finding, Locale } from '../model/finding';

const inside = (r: Range, p: Position) =>
  (p.line > r.start.line || (p.line === r.start.line && p.character >= r.start.character)) && (p.line < r.end.line || (p.line === r.end.line && p.character <= r.end.character));

/**
 * Hover on invisible characters: what they spell, from the `hidden-text` finding under the
 * cursor (the editor shows nothing there to point at, so the hover names it).
 */
export function hiddenTextHover(findings: readonly Finding[], position: Position, locale: Locale): { readonly text: string; readonly range: Range } | undefined {
  const f = findings.find((x) => x.code === 'hidden-text' && inside(x.range, position));
  return f ? { text: f.message[locale], range: f.range } : undefined;
}
