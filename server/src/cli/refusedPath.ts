import { homedir } from 'node:os';
import * as path from 'node:path';
import type { Locale } from '../service/model/finding';

/**
 * Why a path given on the command line is not checked, in `locale`, if it is not: an empty
 * argument (a shell variable that was not set) would mean the current folder by accident, and
 * the root of a disk or the home folder would walk everything below it (other projects, other
 * users' files) for minutes before saying anything.
 */
export function refusedPath(arg: string, cwd: string, locale: Locale, home = homedir()): string | undefined {
  if (arg.trim() === '') return locale === 'fr' ? 'nommez le dossier de vos skills : un chemin vide a été donné (une variable non définie ?).' : 'name the folder of your skills: an empty path was given (an unset variable?).';
  const abs = path.resolve(cwd, arg);
  const disk = path.dirname(abs) === abs;
  if (!disk && abs !== path.resolve(home)) return undefined;
  if (locale === 'fr') return `nommez le dossier de vos skills : ${arg} n’est pas vérifié, c’est ${disk ? 'tout le disque' : 'votre dossier personnel'}.`;
  return `name the folder of your skills: ${arg} is not checked, it is ${disk ? 'the whole disk' : 'your home folder'}.`;
}
