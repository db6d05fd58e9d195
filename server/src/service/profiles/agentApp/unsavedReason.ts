import type { LocalizedText } from '../../model/finding';
import type { SkillView } from '../profile';
import { AGENT_APP_LIMITS } from './agentAppSchema';
import { NAME_CHAR } from './rules/nameRules';

/**
 * Why the app would refuse to save this skill (seed 001's limits on the header: a name over
 * 128 characters or with other characters than letters, digits, `-`, `_`; a description over
 * 500), or undefined when it saves it. A skill it refuses does not exist for the app: no
 * agent lists or reads it.
 */
export function unsavedReason(view: SkillView): LocalizedText | undefined {
  const { name, description } = view.info;
  if (name.length > AGENT_APP_LIMITS.nameChars) return { en: `not saved by the app: the name is ${name.length} characters long (at most ${AGENT_APP_LIMITS.nameChars})`, fr: `non enregistrée par l’application : le nom fait ${name.length} caractères (${AGENT_APP_LIMITS.nameChars} au plus)` };
  if (![...name].every((c) => NAME_CHAR.test(c))) return { en: 'not saved by the app: the name has characters other than letters, digits, - and _', fr: 'non enregistrée par l’application : le nom contient d’autres caractères que lettres, chiffres, - et _' };
  if (description.length > AGENT_APP_LIMITS.descriptionChars) return { en: `not saved by the app: the description is longer than ${AGENT_APP_LIMITS.descriptionChars} characters`, fr: `non enregistrée par l’application : la description dépasse ${AGENT_APP_LIMITS.descriptionChars} caractères` };
  return undefined;
}
