import type { LocalizedText } from '../../model/finding';
import { slugify } from './slugify';

/**
 * Seed 003: the slug is derived from the name, and `upsert_skill` without `previousSlug`
 * "creates a second skill". Renaming a skill-api skill that changes its slug therefore
 * leaves every client that had the old one with two skills: the rename says so before it
 * applies (a change annotation that asks for confirmation). Undefined when the slug stays.
 */
export function slugChangeNote(oldName: string, newName: string): LocalizedText | undefined {
  const before = slugify(oldName);
  const after = slugify(newName);
  if (before === after) return undefined;
  return {
    en: `The slug changes from "${before}" to "${after}": uploading the renamed skill creates a second skill next to "${before}" for every client that has it, unless the upload passes previousSlug "${before}".`,
    fr: `Le slug passe de « ${before} » à « ${after} » : envoyer le skill renommé en crée un second à côté de « ${before} » chez chaque client qui l’a, sauf si l’envoi passe previousSlug « ${before} ».`,
  };
}
