import { URI } from 'vscode-uri';

/** Paths remembered at most; past that the cache starts over (a workspace rarely has this many skills). */
const MAX_PATHS = 50_000;
const uris = new Map<string, string>();

/**
 * The `file:` URI of an absolute path, as LSP clients spell it. Remembered: a catalog or
 * tree answer spells the URI of every skill, and building one (parse, percent-encode) costs
 * more than the rest of the entry; a URI is a function of the path alone, so never stale.
 */
export function pathToUri(p: string): string {
  let uri = uris.get(p);
  if (uri === undefined) {
    if (uris.size >= MAX_PATHS) uris.clear();
    uri = URI.file(p).toString();
    uris.set(p, uri);
  }
  return uri;
}

/** The absolute path of a `file:` URI; undefined for other schemes (untitled, git…). */
export function uriToPath(uri: string): string | undefined {
  const u = URI.parse(uri);
  return u.scheme === 'file' ? u.fsPath : undefined;
}
