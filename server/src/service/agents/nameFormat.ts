import type { LocalizedText } from '../model/finding';

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/** The usual name, which has no problem: every check below passes on it. */
const PLAIN_VALID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What keeps a name (already trimmed and NFKC-normalised) from the standard's form —
 * lowercase letters, digits and single hyphens, no hyphen at either end — length aside.
 */
export function nameFormatProblems(name: string): LocalizedText[] {
  if (PLAIN_VALID.test(name)) return [];
  const out: LocalizedText[] = [];
  if (name !== name.toLowerCase()) out.push({ en: 'not lowercase', fr: 'pas en minuscules' });
  if (name.startsWith('-') || name.endsWith('-')) out.push({ en: 'starts or ends with a hyphen', fr: 'commence ou finit par un tiret' });
  if (name.includes('--')) out.push({ en: 'consecutive hyphens', fr: 'tirets consécutifs' });
  const bad = [...new Set([...name].filter((c) => c !== '-' && !LETTER_OR_DIGIT.test(c)))];
  if (bad.length > 0) {
    const shown = (space: string) => bad.map((c) => (c === ' ' ? space : `\`${c}\``)).join(', ');
    out.push({ en: `characters other than letters, digits and hyphens: ${shown('space')}`, fr: `caractères autres que lettres, chiffres et tirets : ${shown('espace')}` });
  }
  return out;
}
