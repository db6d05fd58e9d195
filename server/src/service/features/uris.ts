import { URI } from 'vscode-uri';

/** The `file:` URI of an absolute path, as LSP clients spell it. */
export function pathToUri(p: string): string {
  return URI.file(p).toString();
}

/** The absolute path of a `file:` URI; undefined for other schemes (untitled, git…). */
export function uriToPath(uri: string): string | undefined {
  const u = URI.parse(uri);
  return u.scheme === 'file' ? u.fsPath : undefined;
}
