import type { LocalizedText } from '../model/finding';
import type { HeaderProblem, ParsedSkill } from '../parse/parsedSkill';
import { yamlProblemText } from './yamlProblemText';

/**
 * The `yaml-syntax` message: the line and key at fault in an author's words, then what the
 * selected agents do with a header they cannot read (`effect`, from the profile's judgement of its agents), or
 * that the runtime cannot read it when that is not known, then the fix when one is clear.
 * `problem` undefined: the header parses but is not `key: value` lines (a list, a bare text).
 */
export function yamlSyntaxMessage(parsed: ParsedSkill, problem: HeaderProblem | undefined, effect: LocalizedText = { en: 'the runtime cannot read it', fr: 'le runtime ne peut pas le lire' }): LocalizedText {
  if (!problem) {
    return {
      en: `The header is not made of \`key: value\` lines, so ${effect.en}.`,
      fr: `L’en-tête n’est pas fait de lignes \`clé: valeur\`, donc ${effect.fr}.`,
    };
  }
  const text = yamlProblemText(parsed, problem);
  if (text.limit) return { en: `${capital(text.what.en)}.`, fr: `${capital(text.what.fr)}.` };
  const fix = text.fix ? { en: `; ${text.fix.en}`, fr: ` ; ${text.fix.fr}` } : { en: '', fr: '' };
  return {
    en: `Line ${text.line}: ${text.what.en}, so the header is not valid YAML and ${effect.en}${fix.en}.`,
    fr: `Ligne ${text.line} : ${text.what.fr}, donc l’en-tête n’est pas du YAML valide et ${effect.fr}${fix.fr}.`,
  };
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
