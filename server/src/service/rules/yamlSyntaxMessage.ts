import type { LocalizedText } from '../model/finding';
import type { HeaderProblem, ParsedSkill } from '../parse/parsedSkill';
import { yamlProblemText } from './yamlProblemText';
import { leadSentence } from '../text/leadSentence';

/**
 * The `yaml-syntax` message: the fix (when one is clear) and the line, what is wrong in an
 * author's words, then what the selected agents do with a header they cannot read (`effect`,
 * from the profile's judgement of its agents), or that the runtime cannot read it when that is not known.
 * `problem` undefined: the header parses but is not `key: value` lines (a list, a bare text).
 */
export function yamlSyntaxMessage(parsed: ParsedSkill, problem: HeaderProblem | undefined, effect: LocalizedText = { en: 'the runtime cannot read the header', fr: 'le runtime ne peut pas lire l’en-tête' }): LocalizedText {
  if (!problem) return leadSentence({ en: 'Write the header as `key: value` lines', fr: 'Écrivez l’en-tête en lignes `clé: valeur`' }, undefined, effect);
  const text = yamlProblemText(parsed, problem);
  if (text.limit) return { en: `${capital(text.what.en)}.`, fr: `${capital(text.what.fr)}.` };
  const lead = text.fix
    ? { en: `${capital(text.fix.en)} (line ${text.line})`, fr: `${capital(text.fix.fr)} (ligne ${text.line})` }
    : { en: `Fix the header’s YAML on line ${text.line}`, fr: `Corrigez le YAML de l’en-tête à la ligne ${text.line}` };
  return leadSentence(lead, text.what, effect);
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
