import type { CatalogEntryDto } from '../../../server/src/lsp/protocol';

/** A run of the catalog's exact text; `uri` when it is the listing of that skill. */
export interface CatalogTextPart {
  readonly text: string;
  readonly uri?: string;
}

/**
 * The catalog's exact text cut into runs, each entry's own line (as the server gave it) marked
 * with its skill — so the text view can point at the active skill. The runs join back into
 * `text` unchanged; an entry whose line is not found in order (a listing that renders its
 * entries otherwise, an omitted entry) is simply not marked.
 */
export function catalogTextParts(text: string, entries: readonly CatalogEntryDto[]): CatalogTextPart[] {
  const parts: CatalogTextPart[] = [];
  let from = 0;
  for (const entry of entries) {
    if (!entry.line) continue;
    const at = findLine(text, entry.line, from);
    if (at < 0) continue;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: entry.line, uri: entry.uri });
    from = at + entry.line.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** Where `line` stands in `text` at or after `from` as whole lines (not the start of a longer one). */
function findLine(text: string, line: string, from: number): number {
  for (let at = text.indexOf(line, from); at >= 0; at = text.indexOf(line, at + 1)) {
    const end = at + line.length;
    const starts = at === 0 || /\s/.test(text[at - 1]!);
    const ends = end === text.length || text[end] === '\n' || text[end] === '\r';
    if (starts && ends) return at;
  }
  return -1;
}
