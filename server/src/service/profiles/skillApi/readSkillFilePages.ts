import { decodeText } from '../../fs/decodeText';
import type { FileSystem } from '../../fs/fileSystem';
import type { LocalizedText } from '../../model/finding';
import { countEn, countFr } from '../../text/numbers';

/** Seed 003: `read_skill_file` "reads one 100,000-character page of a reference file". */
export const READ_SKILL_FILE_PAGE = 100_000;

// Characters per file version (path, size, mtime): a link tooltip is asked for on every
// edit of the body, and a reference file can weigh 10 MB. Bounded: oldest entries go first.
const MAX_CACHED = 256;
const cache = new Map<string, number | undefined>();

/** Characters of a text file as the API counts them; undefined for a binary or unreadable file. */
export function referenceChars(fs: FileSystem, file: string): number | undefined {
  const stat = fs.stat(file);
  if (stat?.kind !== 'file') return undefined;
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  if (cache.has(key)) return cache.get(key);
  const decoded = decodeText(fs.readFile(file));
  const chars = decoded.ok ? decoded.text.length : undefined;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, chars);
  return chars;
}

/**
 * How many `read_skill_file` calls the agent needs to read a reference file whole, for the
 * tooltip of a link to it ("3 pages of 100,000 characters: 254,312 characters"). Undefined
 * for a file that is not text.
 */
export function readSkillFilePages(fs: FileSystem, file: string): LocalizedText | undefined {
  const chars = referenceChars(fs, file);
  if (chars === undefined) return undefined;
  const pages = Math.max(1, Math.ceil(chars / READ_SKILL_FILE_PAGE));
  if (pages === 1) {
    return {
      en: `The agent reads this file in one read_skill_file call (${countEn(chars)} characters; a page holds ${countEn(READ_SKILL_FILE_PAGE)}).`,
      fr: `L’agent lit ce fichier en un appel read_skill_file (${countFr(chars)} caractères ; une page en contient ${countFr(READ_SKILL_FILE_PAGE)}).`,
    };
  }
  return {
    en: `The agent needs ${pages} read_skill_file calls to read this file whole: ${countEn(chars)} characters, in pages of ${countEn(READ_SKILL_FILE_PAGE)}.`,
    fr: `L’agent a besoin de ${pages} appels read_skill_file pour lire ce fichier en entier : ${countFr(chars)} caractères, par pages de ${countFr(READ_SKILL_FILE_PAGE)}.`,
  };
}
