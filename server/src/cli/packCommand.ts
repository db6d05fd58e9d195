import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import type { FileSystem } from '../service/fs/fileSystem';
import { isInside, packSkill } from '../service/pack/packSkill';
import type { CliOptions } from './cliOptions';
import { escapeControls } from './escapeControls';

/** What `skillkiln pack` prints and returns. */
export interface PackOutcome {
  readonly output: string;
  readonly exitCode: 0 | 1;
}

/** The archive written next to its final name, then renamed: a reader never sees half of one. */
function writeNew(target: string, bytes: Uint8Array): string | undefined {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.skillkiln-tmp`);
  try {
    const fd = nodeFs.openSync(temp, 'wx', 0o644);
    try {
      nodeFs.writeSync(fd, bytes);
      nodeFs.fsyncSync(fd);
    } finally {
      nodeFs.closeSync(fd);
    }
    nodeFs.renameSync(temp, target);
    return undefined;
  } catch (err) {
    nodeFs.rmSync(temp, { force: true });
    return (err as Error).message;
  }
}

/**
 * `skillkiln pack <skill-folder> [--out DIR]`: writes `<DIR>/<folder name>.skill`, the archive
 * Claude's apps accept for upload, or says every reason they would refuse the skill (exit 1).
 */
export function packCommand(options: CliOptions, fs: FileSystem, cwd: string): PackOutcome {
  const folder = path.resolve(cwd, options.paths[0]!);
  const outDir = path.resolve(cwd, options.out ?? '.');
  const shown = (p: string) => escapeControls(path.relative(cwd, p) || '.');
  const result = packSkill(fs, folder);
  const json = options.format === 'json';
  if (!result.ok) {
    const problems = result.problems.map((p) => ({ check: p.check, ...('file' in p && p.file !== undefined ? { file: p.file } : {}), message: p.message[options.locale] }));
    if (json) return { output: JSON.stringify({ folder: path.relative(cwd, folder) || '.', packed: false, problems }, null, 2) + '\n', exitCode: 1 };
    const lines = problems.map((p) => `  ${p.file === undefined ? '' : `${escapeControls(p.file)}: `}${escapeControls(p.message)}`);
    const head = options.locale === 'fr' ? `${shown(folder)} n’est pas empaqueté : Claude refuserait cet envoi.` : `${shown(folder)} was not packed: Claude's apps would refuse the upload.`;
    return { output: `${head}\n${lines.join('\n')}\n`, exitCode: 1 };
  }
  if (isInside(outDir, fs.realpath(folder) ?? folder) || isInside(outDir, folder)) {
    const why = options.locale === 'fr' ? `Choisissez un dossier de sortie hors du skill (--out) : l’archive serait empaquetée avec lui la fois suivante.` : 'Choose an output folder outside the skill (--out): the archive would be packed into the next one.';
    return { output: `${why}\n`, exitCode: 1 };
  }
  nodeFs.mkdirSync(outDir, { recursive: true });
  const target = path.join(outDir, result.archiveName);
  const failed = writeNew(target, result.bytes);
  if (failed !== undefined) {
    const why = options.locale === 'fr' ? `Impossible d’écrire ${shown(target)} : ${failed}` : `Could not write ${shown(target)}: ${failed}`;
    return { output: `${escapeControls(why)}\n`, exitCode: 1 };
  }
  if (json) return { output: JSON.stringify({ folder: path.relative(cwd, folder) || '.', packed: true, archive: path.relative(cwd, target), bytes: result.bytes.length, entries: result.entries }, null, 2) + '\n', exitCode: 0 };
  const size = result.bytes.length < 1024 ? `${result.bytes.length} B` : `${(result.bytes.length / 1024).toFixed(1)} KB`;
  const sizeFr = result.bytes.length < 1024 ? `${result.bytes.length} o` : `${(result.bytes.length / 1024).toFixed(1).replace('.', ',')} Ko`;
  const head = options.locale === 'fr'
    ? `${shown(target)} est prêt à être envoyé (${result.entries.length} fichier${result.entries.length > 1 ? 's' : ''}, ${sizeFr}) :`
    : `${shown(target)} is ready to upload (${result.entries.length} file${result.entries.length > 1 ? 's' : ''}, ${size}):`;
  return { output: `${head}\n${result.entries.map((e) => `  ${escapeControls(e)}`).join('\n')}\n`, exitCode: 0 };
}
