import * as path from 'node:path';
import type { FileSystem } from '../fs/fileSystem';
import type { Locale } from '../model/finding';
import { isInside, packSkill } from '../pack/packSkill';
import { localize } from './localize';

/** The `.skill` archive of a skill folder, or why Claude's apps would refuse it (`skillkiln/pack`). */
export type PackDto =
  | {
      readonly ok: true;
      /** `<folder name>.skill`. */
      readonly archiveName: string;
      /** The archive's entries, `<folder name>/<path>`. */
      readonly entries: readonly string[];
      /** The archive's bytes, base64. */
      readonly base64: string;
    }
  | { readonly ok: false; readonly problems: readonly { readonly file?: string; readonly message: string }[] };

/**
 * Packs a skill folder of the workspace for upload to Claude's apps (see packSkill). A folder
 * outside every workspace folder is refused: nothing outside the workspace is read.
 */
export function packForUpload(fs: FileSystem, folder: string, workspaceFolders: readonly string[], locale: Locale): PackDto {
  const resolved = path.resolve(folder);
  const real = fs.realpath(resolved) ?? resolved;
  if (!workspaceFolders.some((w) => isInside(resolved, w) && isInside(real, fs.realpath(w) ?? w))) {
    const message = locale === 'fr' ? 'Ouvrez le dossier du skill dans l’espace de travail pour l’empaqueter : rien n’est lu hors de l’espace de travail.' : 'Open the skill\'s folder in the workspace to pack it: nothing outside the workspace is read.';
    return { ok: false, problems: [{ message }] };
  }
  const result = packSkill(fs, resolved);
  if (!result.ok) return { ok: false, problems: result.problems.map((p) => ({ ...('file' in p && p.file !== undefined ? { file: p.file } : {}), message: localize(p.message, locale) })) };
  return { ok: true, archiveName: result.archiveName, entries: result.entries, base64: Buffer.from(result.bytes).toString('base64') };
}
