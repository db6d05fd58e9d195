import type { InitializeParams } from 'vscode-languageserver/node';
import { uriToPath } from '../service/features/uris';

/** The workspace folders an `initialize` names: its folders, else its root URI, else its root path. */
export function foldersOf(params: InitializeParams): string[] {
  const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  const paths = uris.map(uriToPath).filter((p): p is string => !!p);
  if (paths.length === 0 && params.rootPath) paths.push(params.rootPath);
  return paths;
}

/** A plain object (settings and initialization options come as anything a client sends). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
