/**
 * Which entry of a catalog is the skill a document belongs to: the skill file itself, or a file
 * of its folder (a reference of a `SKILL.md` skill). Uris only, from what the server listed —
 * no skill is read here. No `vscode` import: the webview bundle uses this file.
 */
import type { CatalogDto } from '../../../server/src/lsp/protocol';

/** The uri of the entry (or exclusion) of `catalog` that `documentUri` belongs to, if any. */
export function activeSkillEntry(documentUri: string, catalog: CatalogDto): string | undefined {
  const uris = [...catalog.entries.map((entry) => entry.uri), ...catalog.excluded.map((excluded) => excluded.uri)];
  if (uris.includes(documentUri)) return documentUri;
  // The deepest skill folder holding the document (skill folders may nest).
  let best: string | undefined;
  for (const uri of uris) {
    if (!uri.endsWith('/SKILL.md')) continue;
    const folder = uri.slice(0, -'SKILL.md'.length);
    if (documentUri.startsWith(folder) && (!best || uri.length > best.length)) best = uri;
  }
  return best;
}
