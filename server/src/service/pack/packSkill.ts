import { zipSync, type Zippable } from 'fflate';
import * as path from 'node:path';
import type { FileSystem } from '../fs/fileSystem';
import type { LocalizedText } from '../model/finding';
import { uploadProblems, type UploadProblem } from './uploadRules';

/** Whether `child` is `parent` or lies below it (the parent written with or without a trailing separator). */
export function isInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/** Bounds of what is packed here, so that a wrong folder (a home folder) cannot exhaust memory. */
export const PACK_LIMITS = { files: 5_000, bytes: 200 * 1024 * 1024 } as const;

/** A reason the folder cannot be packed that is not a header problem. */
export interface FolderProblem {
  readonly check: 'not-a-folder' | 'no-skill-file' | 'unreadable' | 'link-outside' | 'not-a-file' | 'too-big';
  /** The file concerned, relative to the skill folder ('/' separators). */
  readonly file?: string;
  readonly message: LocalizedText;
}

/** The outcome of packing one skill folder. */
export type PackResult =
  | {
      readonly ok: true;
      /** `<folder name>.skill`, the file name Claude's apps expect. */
      readonly archiveName: string;
      /** The archive's entries, `<folder name>/<path>`, sorted. */
      readonly entries: readonly string[];
      readonly bytes: Uint8Array;
    }
  | { readonly ok: false; readonly problems: readonly (UploadProblem | FolderProblem)[] };

const folderProblem = (check: FolderProblem['check'], file: string | undefined, en: string, fr: string): FolderProblem => ({ check, ...(file === undefined ? {} : { file }), message: { en, fr } });

const unreadable = (rel: string, listing = false): FolderProblem =>
  folderProblem('unreadable', rel, `Make \`${rel}\` readable: it cannot be ${listing ? 'listed' : 'read'}, so it would be missing from the archive.`, `Rendez \`${rel}\` lisible : il ne peut pas être ${listing ? 'listé' : 'lu'}, il manquerait dans l’archive.`);

/** Every file of the folder, by path relative to it, with the problems met on the way. */
function collectFiles(fs: FileSystem, root: string, realRoot: string): { files: Map<string, { abs: string; mtimeMs: number; mode: number | undefined }>; problems: FolderProblem[] } {
  const files = new Map<string, { abs: string; mtimeMs: number; mode: number | undefined }>();
  const problems: FolderProblem[] = [];
  let bytes = 0;
  const walk = (dir: string, rel: string): void => {
    const entries = fs.readDirectory(dir);
    if (entries === undefined) {
      problems.push(unreadable(rel || '.', true));
      return;
    }
    for (const entry of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (problems.length > 0 && problems[problems.length - 1]!.check === 'too-big') return;
      const abs = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      let kind = entry.kind;
      if (kind === 'symlink') {
        const real = fs.realpath(abs);
        if (real === undefined || !isInside(real, realRoot)) {
          problems.push(folderProblem('link-outside', relPath, `Replace the link \`${relPath}\` by the file itself: it leads outside the skill folder, and nothing outside is packed.`, `Remplacez le lien \`${relPath}\` par le fichier lui-même : il mène hors du dossier du skill, et rien de l’extérieur n’est empaqueté.`));
          continue;
        }
        const target = fs.stat(abs)?.kind;
        // A link to a folder inside the skill is already packed through that folder.
        if (target === 'directory') continue;
        kind = target === 'file' ? 'file' : 'other';
      }
      if (kind === 'directory') {
        walk(abs, relPath);
      } else if (kind === 'file') {
        const stat = fs.stat(abs);
        if (stat === undefined) {
          problems.push(unreadable(relPath));
          continue;
        }
        bytes += stat.size;
        if (files.size >= PACK_LIMITS.files || bytes > PACK_LIMITS.bytes) {
          problems.push(folderProblem('too-big', undefined, `Pack a skill folder, not a larger one: this one holds more than ${PACK_LIMITS.files.toLocaleString('en')} files or ${PACK_LIMITS.bytes / 1024 / 1024} MB.`, `Empaquetez un dossier de skill, pas un dossier plus grand : celui-ci dépasse ${PACK_LIMITS.files} fichiers ou ${PACK_LIMITS.bytes / 1024 / 1024} Mo.`));
          return;
        }
        files.set(relPath, { abs, mtimeMs: stat.mtimeMs, mode: stat.mode });
      } else {
        problems.push(folderProblem('not-a-file', relPath, `Remove \`${relPath}\` from the skill folder: it is not a regular file (a pipe, a socket or a device) and cannot be packed.`, `Retirez \`${relPath}\` du dossier du skill : ce n’est pas un fichier ordinaire (un tube, une socket ou un périphérique), il ne peut pas être empaqueté.`));
      }
    }
  };
  walk(root, '');
  return { files, problems };
}

/**
 * Packs a skill folder into the `.skill` archive Claude's apps accept for upload, as skill-creator's
 * `package_skill.py` makes it: a zip (deflate) whose entries are `<folder name>/<path>` for every
 * file of the folder. Refuses, with every reason, a header the upload would refuse (its
 * validator's rules, see uploadRules.ts), a link that leaves the folder, and anything that is not
 * a regular file. Reads only inside the folder; writes nothing (the caller writes the bytes).
 */
export function packSkill(fs: FileSystem, folder: string): PackResult {
  const root = path.resolve(folder);
  const realRoot = fs.realpath(root);
  if (realRoot === undefined || fs.stat(root)?.kind !== 'directory') {
    return { ok: false, problems: [folderProblem('not-a-folder', undefined, `Give the skill's folder (the one holding SKILL.md): \`${folder}\` is not a folder.`, `Donnez le dossier du skill (celui qui contient SKILL.md) : \`${folder}\` n’est pas un dossier.`)] };
  }
  const { files, problems } = collectFiles(fs, root, realRoot);
  const skillFile = files.get('SKILL.md');
  const text = skillFile === undefined ? undefined : fs.readFile(skillFile.abs);
  const all: (UploadProblem | FolderProblem)[] = [];
  if (text === undefined) {
    all.push(folderProblem('no-skill-file', 'SKILL.md', 'Add a SKILL.md to the folder: an upload needs one at its top.', 'Ajoutez un SKILL.md au dossier : un envoi en attend un à sa racine.'));
  } else {
    all.push(...uploadProblems(new TextDecoder('utf-8').decode(text)));
  }
  all.push(...problems);
  if (all.length > 0) return { ok: false, problems: all };

  const name = path.basename(root);
  const zippable: Zippable = {};
  for (const [rel, { abs, mtimeMs, mode }] of files) {
    const bytes = fs.readFile(abs);
    if (bytes === undefined) return { ok: false, problems: [unreadable(rel)] };
    // Unix permission bits kept as Python's zipfile keeps them (a script stays executable).
    const attributes = mode === undefined ? {} : { os: 3, attrs: ((0o100000 | mode) << 16) >>> 0 };
    zippable[`${name}/${rel}`] = [bytes, { level: 6, mtime: new Date(Math.max(mtimeMs, Date.UTC(1980, 0, 2))), ...attributes }];
  }
  return { ok: true, archiveName: `${name}.skill`, entries: Object.keys(zippable), bytes: zipSync(zippable) };
}
