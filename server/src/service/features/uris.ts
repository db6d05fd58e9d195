import { URI } from 'vscode-uri';

/** Paths remembered at most; past that the cache starts over (a workspace rarely has this many skills). */
const MAX_PATHS = 50_000;
const uris = new Map<string, string>();
/** `file:` then a path (`file:///p`, `file://host/p`, `file:/p`). */
const FILE_URI = /^file:(\/\/[^/]*\/|\/(?!\/))/i;

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

/**
 * The absolute path of a `file:` URI; undefined for other schemes (untitled, git…) and for
 * anything that is not a `file:` URI with a path: the URI parser reads an empty string (or
 * `file:`) as `/`, which would make the whole disk a workspace folder.
 */
export function uriToPath(uri: string): string | undefined {
  if (typeof uri !== 'string' || !FILE_URI.test(uri)) return undefined;
  const u = URI.parse(uri);
  return u.scheme === 'file' ? u.fsPath : undefined;
}
