import { pathToUri } from './uris';

/** Paths remembered at most; past that the cache starts over (a workspace rarely has this many skills). */
const MAX_PATHS = 50_000;
const uris = new Map<string, string>();

/**
 * `pathToUri`, remembered: a catalog or tree answer spells the URI of every skill, and
 * building one (parse, percent-encode) costs more than the rest of the entry. A URI is
 * a function of the path alone, so a remembered one is never stale.
 */
export function cachedPathToUri(p: string): string {
  let uri = uris.get(p);
  if (uri === undefined) {
    if (uris.size >= MAX_PATHS) uris.clear();
    uri = pathToUri(p);
    uris.set(p, uri);
  }
  return uri;
}
