import type { FileSystem } from '../../fs/fileSystem';
import type { LocalizedText } from '../../model/finding';
import { countEn, countFr, formatMegabytes, formatMegabytesFr } from '../../text/numbers';
import { SKILL_API_LIMITS } from './skillApiLimits';

/** Seed 003: `read_skill_file` "reads one 100,000-character page of a reference file". */
export const READ_SKILL_FILE_PAGE = 100_000;
/** Bytes sniffed for a NUL to tell a binary file from text (never the whole file). */
const SNIFF_BYTES = 8192;

/** A file size for messages: `4,096 bytes` below a megabyte, `10.5 MB` above. */
export function sizeText(bytes: number): LocalizedText {
  return bytes < 1024 * 1024 ? { en: `${countEn(bytes)} bytes`, fr: `${countFr(bytes)} octets` } : { en: formatMegabytes(bytes), fr: formatMegabytesFr(bytes) };
}

/** The size of a reference file against the 10 MB limit ("4,096 bytes", "12.0 MB, over the 10 MB limit"). */
export function referenceSizeText(bytes: number): LocalizedText {
  const size = sizeText(bytes);
  const limit = sizeText(SKILL_API_LIMITS.fileBytes);
  return bytes > SKILL_API_LIMITS.fileBytes
    ? { en: `${size.en}, over the ${limit.en} limit: the API refuses the skill`, fr: `${size.fr}, au-delà de la limite de ${limit.fr} : l’API refuse le skill` }
    : { en: `${size.en} of the ${limit.en} a file may weigh`, fr: `${size.fr} sur les ${limit.fr} permis par fichier` };
}

/**
 * The tooltip of a link to a reference file: its size against the limit and how many
 * `read_skill_file` calls the agent needs ("3 pages of 100,000 characters"). Only `stat` and
 * the first bytes (binary or text) are read, never the file whole: a tooltip is asked for on
 * every edit, and a linked file can be huge or sparse. A text file has at most as many
 * characters as bytes, so the page count is exact for ASCII and an upper bound otherwise.
 */
export function readSkillFilePages(fs: FileSystem, file: string): LocalizedText | undefined {
  const stat = fs.stat(file);
  if (stat?.kind !== 'file') return undefined;
  const size = referenceSizeText(stat.size);
  const head = fs.readFileHead?.(file, SNIFF_BYTES);
  if (!head || head.includes(0)) return { en: `${size.en}.`, fr: `${size.fr}.` };
  const pages = Math.max(1, Math.ceil(stat.size / READ_SKILL_FILE_PAGE));
  if (pages === 1) {
    return {
      en: `${size.en}. The agent reads it in one read_skill_file call (a page holds ${countEn(READ_SKILL_FILE_PAGE)} characters).`,
      fr: `${size.fr}. L’agent le lit en un appel read_skill_file (une page contient ${countFr(READ_SKILL_FILE_PAGE)} caractères).`,
    };
  }
  return {
    en: `${size.en}. The agent needs up to ${pages} read_skill_file calls to read it whole, in pages of ${countEn(READ_SKILL_FILE_PAGE)} characters.`,
    fr: `${size.fr}. L’agent a besoin d’au plus ${pages} appels read_skill_file pour le lire en entier, par pages de ${countFr(READ_SKILL_FILE_PAGE)} caractères.`,
  };
}
