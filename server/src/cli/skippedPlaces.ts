import * as path from 'node:path';
import type { SkippedPlace } from '../service/discovery/skipLog';
import type { FileSystem } from '../service/fs/fileSystem';
import { readText } from '../service/fs/readText';
import type { LanguageService } from '../service/languageService';
import type { Locale, LocalizedText } from '../service/model/finding';
import { countEn, countFr } from '../service/text/numbers';
import { relativePath } from './formatFindings';

/** One thing `lint` left out, said on stderr. */
interface Note {
  readonly text: LocalizedText;
  /** True when files may hide there unchecked (the run must not look clean); false for a link not followed on purpose. */
  readonly unchecked: boolean;
}

/**
 * Everything a `lint` run could not look at: paths given that cannot be reached, places the
 * walk left out, settings that could not be read. Each is said once on stderr and counted;
 * any place left unchecked makes the run fail (exit 1) even without an error finding, since
 * a CI log that says "0 problems" must mean every skill was read.
 */
export class SkippedPlaces {
  private readonly notes: Note[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly fs: FileSystem, private readonly cwd: string, private readonly locale: Locale) {}

  /** Places left unchecked (the exit code fails when there is one). */
  get unchecked(): number {
    return this.notes.filter((n) => n.unchecked).length;
  }

  /**
   * Why a path given on the command line cannot be stat'ed: a folder on the way cannot be
   * read (noted, true), or nothing is there (false: the caller says "no such file").
   */
  unreachableArgument(arg: string, abs: string): boolean {
    let dir = abs;
    let child = abs;
    while (path.dirname(dir) !== dir) {
      child = dir;
      dir = path.dirname(dir);
      if (this.fs.stat(dir)?.kind !== 'directory') continue;
      const list = this.fs.readDirectory(dir);
      if (list && !list.some((e) => e.name === path.basename(child))) return false;
      const blocked = list ? child : dir;
      this.add(`arg:${abs}`, true, {
        en: `${arg} is not checked: the folder ${this.rel(blocked)} cannot be read (permission denied or an I/O error).`,
        fr: `${arg} n’est pas vérifié : le dossier ${this.rel(blocked)} ne peut pas être lu (permission refusée ou erreur d’entrée-sortie).`,
      });
      return true;
    }
    return false;
  }

  /** The places the index's walk left out, under the paths being linted. */
  addDiscovery(service: LanguageService, inScope: (p: string) => boolean): void {
    for (const place of service.index.skipped()) if (place.reason === 'too-many-entries' || inScope(place.path)) this.addPlace(place);
  }

  /** Files discovery listed that could not be opened (a folder listed but not entered): not checked, said. */
  addUnopened(service: LanguageService, files: readonly string[]): void {
    for (const p of files) {
      if (service.index.recordAt(p)?.unreadable !== 'missing') continue;
      this.add(`unopened:${p}`, true, {
        en: `${this.rel(p)} is not checked: it cannot be read (permission denied or an I/O error).`,
        fr: `${this.rel(p)} n’est pas vérifié : il ne peut pas être lu (permission refusée ou erreur d’entrée-sortie).`,
      });
    }
  }

  /** A folder's `.vscode/settings.json` that exists but cannot be read: the defaults are used instead. */
  addSettingsOf(folder: string): void {
    const file = path.join(folder, '.vscode', 'settings.json');
    if (this.fs.stat(file) === undefined) return;
    const read = readText(this.fs, file).decoded;
    if (read.ok && !read.notText) return;
    this.add(`settings:${file}`, true, {
      en: `the default settings are used, so the findings may differ from the editor’s: ${this.rel(file)} cannot be read.`,
      fr: `les réglages par défaut s’appliquent, les constats peuvent donc différer de ceux de l’éditeur : ${this.rel(file)} ne peut pas être lu.`,
    });
  }

  /** Writes one line per note through `warn`. */
  report(warn: (line: string) => void): void {
    for (const n of this.notes) warn(n.text[this.locale]);
  }

  /** What the summary line adds: `; 2 places not checked, 1 link not followed (see above)`, or ''. */
  summarySuffix(): string {
    const unchecked = this.unchecked;
    const followed = this.notes.length - unchecked;
    if (this.locale === 'fr') {
      const fr = [...(unchecked > 0 ? [`${unchecked} ${unchecked > 1 ? 'emplacements non vérifiés' : 'emplacement non vérifié'}`] : []), ...(followed > 0 ? [`${followed} ${followed > 1 ? 'liens non suivis' : 'lien non suivi'}`] : [])];
      return fr.length > 0 ? ` ; ${fr.join(', ')} (listés sur stderr)` : '';
    }
    const parts = [...(unchecked > 0 ? [`${unchecked} ${unchecked === 1 ? 'place' : 'places'} not checked`] : []), ...(followed > 0 ? [`${followed} ${followed === 1 ? 'link' : 'links'} not followed`] : [])];
    return parts.length > 0 ? `; ${parts.join(', ')} (listed on stderr)` : '';
  }

  private addPlace(place: SkippedPlace): void {
    const p = this.rel(place.path);
    const n = Number(place.detail ?? 0);
    const text: Record<SkippedPlace['reason'], () => LocalizedText> = {
      unreadable: () => ({ en: `the skills in ${p} are not checked: it cannot be read (permission denied or an I/O error).`, fr: `les skills de ${p} ne sont pas vérifiés : il ne peut pas être lu (permission refusée ou erreur d’entrée-sortie).` }),
      'name-not-utf8': () => ({ en: `rename ${p}: its name is not valid UTF-8, so it cannot be opened and is not checked.`, fr: `renommez ${p} : son nom n’est pas de l’UTF-8 valide, il ne peut donc pas être ouvert et n’est pas vérifié.` }),
      'too-deep': () => ({ en: `lint ${p} directly: it is more than ${countEn(n)} folders deep, so it is not checked here.`, fr: `vérifiez ${p} directement : il est à plus de ${countFr(n)} dossiers de profondeur, il n’est donc pas vérifié ici.` }),
      'too-many-entries': () => ({ en: `lint a smaller folder: the walk stopped in ${p} after ${countEn(n)} files and folders, and the rest is not checked.`, fr: `vérifiez un dossier plus petit : le parcours s’est arrêté dans ${p} après ${countFr(n)} fichiers et dossiers, et le reste n’est pas vérifié.` }),
      'link-outside': () => ({ en: `${p} is not followed: it links out of the folder (to ${place.detail ?? '?'}).`, fr: `${p} n’est pas suivi : il pointe hors du dossier (vers ${place.detail ?? '?'}).` }),
      'link-broken': () => ({ en: `${p} is not followed: it is a symbolic link to nothing.`, fr: `${p} n’est pas suivi : c’est un lien symbolique vers rien.` }),
      'not-a-file': () => ({ en: `make ${p} a regular file: it is a pipe, a socket or a device, so it is not checked.`, fr: `faites de ${p} un fichier ordinaire : c’est un tube, une socket ou un périphérique, il n’est donc pas vérifié.` }),
    };
    this.add(`${place.reason}:${place.path}`, place.reason !== 'link-outside' && place.reason !== 'link-broken', text[place.reason]());
  }

  private add(key: string, unchecked: boolean, text: LocalizedText): void {
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.notes.push({ text, unchecked });
  }

  private rel(p: string): string {
    return relativePath(this.cwd, p);
  }
}

/** Collects what the run left out (the walk's skips, unreadable settings) and says it on stderr. */
export function reportSkipped(skipped: SkippedPlaces, service: LanguageService, folders: readonly string[], inScope: (p: string) => boolean, warn: (line: string) => void): void {
  for (const folder of folders) skipped.addSettingsOf(folder);
  skipped.addDiscovery(service, inScope);
  skipped.report(warn);
}
