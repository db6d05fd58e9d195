import * as path from 'node:path';
import type { ServiceConfig } from '../config/serviceConfig';
import type { FileSystem } from '../fs/fileSystem';
import { createLanguageService } from '../languageService';
import type { Finding, Locale } from '../model/finding';
import type { SourceText } from '../parse/parsedSkill';

/** What a file's own rules found, and the language to show it in. */
export interface QuickFindings {
  readonly findings: readonly Finding[];
  readonly locale: Locale;
}

/**
 * The findings of the rules that read `file` alone (see `LanguageService.ownFindings`), without
 * indexing its workspace folder: a throwaway service over the same folder sees only the way
 * down to the file (see {@link narrowedTo}). Its cost does not grow with the workspace, so an
 * open file has an answer while the rest is still being indexed. The profile is the one the
 * file's own header and the settings point to; the complete index may choose another, and its
 * findings then replace these.
 */
export function quickFindings(fs: FileSystem, folder: string, config: ServiceConfig, file: string, text: SourceText): QuickFindings {
  const service = createLanguageService({ fs: narrowedTo(fs, folder, file), configFor: () => config });
  service.openDocument(file, text);
  service.setFolders([folder]);
  return { findings: service.ownFindings(file), locale: service.index.configFor(file).locale };
}

/**
 * `fs` as if `folder` held nothing but `file` and the files of its skill folder: listings of
 * the folders on the way to it show only the next step, the skill folder's own (a `SKILL.md`'s
 * folder: scripts, references) are whole, any other folder is empty.
 */
export function narrowedTo(fs: FileSystem, folder: string, file: string): FileSystem {
  const home = path.basename(file).toLowerCase() === 'skill.md' ? path.dirname(file) : file;
  const inside = (dir: string, parent: string) => dir === parent || dir.startsWith(parent + path.sep);
  const narrowed: FileSystem = {
    readFile: (p) => fs.readFile(p),
    stat: (p) => fs.stat(p),
    realpath: (p) => fs.realpath(p),
    readDirectory: (dir) => {
      const resolved = path.resolve(dir);
      if (inside(resolved, home)) return fs.readDirectory(dir);
      if (!inside(resolved, folder) || !home.startsWith(resolved + path.sep)) return [];
      const next = home.slice(resolved.length + 1).split(path.sep)[0];
      return fs.readDirectory(dir)?.filter((e) => e.name === next);
    },
  };
  if (fs.readFileHead) narrowed.readFileHead = (p, length, wholeUpTo) => fs.readFileHead!(p, length, wholeUpTo);
  if (fs.readFileWithStat) narrowed.readFileWithStat = (p, max) => fs.readFileWithStat!(p, max);
  return narrowed;
}
