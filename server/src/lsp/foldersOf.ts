import { homedir } from 'node:os';
import * as path from 'node:path';
import type { InitializeParams } from 'vscode-languageserver/node';
import { uriToPath } from '../service/features/uris';
import type { LocalizedText } from '../service/model/finding';

/** The workspace folders an `initialize` names: its folders, else its root URI, else its root path. */
export function foldersOf(params: InitializeParams): string[] {
  const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  const paths = uris.map(uriToPath).filter((p): p is string => !!p);
  if (paths.length === 0 && typeof params.rootPath === 'string' && path.isAbsolute(params.rootPath)) paths.push(params.rootPath);
  return paths;
}

/**
 * Why a folder is not checked, if it is not: the root of a disk or the home folder would
 * have the server walk everything below (other projects, other processes' folders) before
 * it answers anything.
 */
export function refusedFolder(folder: string, home = homedir()): LocalizedText | undefined {
  const resolved = path.resolve(folder);
  const whole = path.dirname(resolved) === resolved;
  if (!whole && resolved !== path.resolve(home)) return undefined;
  const what = whole ? { en: 'the whole disk', fr: 'tout le disque' } : { en: 'your home folder', fr: 'votre dossier personnel' };
  return {
    en: `Open the folder of your skills to have them checked: Skillkiln does not check ${resolved}, which is ${what.en}.`,
    fr: `Ouvrez le dossier de vos skills pour les faire vérifier : Skillkiln ne vérifie pas ${resolved}, qui est ${what.fr}.`,
  };
}

/** A plain object (settings and initialization options come as anything a client sends). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
