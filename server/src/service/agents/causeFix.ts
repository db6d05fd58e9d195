import type { LocalizedText } from '../model/finding';
import type { AgentDeclaration, Cause } from './agentDeclaration';
import { countEn, countFr } from '../text/numbers';

/**
 * The change to the skill that takes each cause away, in an author's words (for the
 * portability view's "to load it as written everywhere"). A cause left out has no fix in the
 * file itself (a key an agent merely ignores).
 */
const CAUSE_FIX: Readonly<Partial<Record<Cause, LocalizedText>>> = {
  'not-text': { en: 'save the file as UTF-8', fr: 'enregistrez le fichier en UTF-8' },
  'invalid-utf8': { en: 'save the file as UTF-8', fr: 'enregistrez le fichier en UTF-8' },
  bom: { en: 'remove the byte-order mark at the start of the file', fr: 'retirez la marque d’ordre des octets au début du fichier' },
  'no-header': { en: 'add a `---` header with `name` and `description`', fr: 'ajoutez un en-tête `---` avec `name` et `description`' },
  unclosed: { en: 'close the header with a `---` line', fr: 'fermez l’en-tête par une ligne `---`' },
  'yaml-error': { en: 'fix the header’s YAML', fr: 'corrigez le YAML de l’en-tête' },
  'duplicate-key': { en: 'keep one of the keys written twice', fr: 'ne gardez qu’une des clés écrites deux fois' },
  'tab-indent': { en: 'indent the header with spaces, not tabs', fr: 'indentez l’en-tête avec des espaces, pas des tabulations' },
  'dashes-inside': { en: 'take `---` out of the header’s values', fr: 'retirez `---` des valeurs de l’en-tête' },
  'colon-top-level': { en: 'quote the value that contains `: `', fr: 'mettez entre guillemets la valeur qui contient `: `' },
  'colon-nested': { en: 'quote the nested value that contains `: `', fr: 'mettez entre guillemets la valeur imbriquée qui contient `: `' },
  'flow-style': { en: 'write lists and mappings one item per line (block style)', fr: 'écrivez listes et tables un élément par ligne (style bloc)' },
  'not-mapping': { en: 'write the header as `key: value` lines', fr: 'écrivez l’en-tête en lignes `clé: valeur`' },
  'name-missing': { en: 'add a `name`', fr: 'ajoutez un `name`' },
  'name-too-long': { en: 'shorten the name to 64 characters', fr: 'raccourcissez le nom à 64 caractères' },
  'name-format': { en: 'use a name of lowercase letters, digits and hyphens', fr: 'utilisez un nom fait de minuscules, chiffres et tirets' },
  'name-mismatch': { en: 'make `name` the folder’s name', fr: 'donnez à `name` le nom du dossier' },
  'description-missing': { en: 'add a description', fr: 'ajoutez une description' },
  'description-not-text': { en: 'quote the description', fr: 'mettez la description entre guillemets' },
  'description-too-long': { en: 'shorten the description under 1,024 characters', fr: 'raccourcissez la description sous 1 024 caractères' },
  'description-characters': { en: 'write `<` and `>` out in words', fr: 'écrivez `<` et `>` en toutes lettres' },
  'description-cut': { en: 'shorten the description to what every listing keeps', fr: 'raccourcissez la description à ce que chaque liste garde' },
  'compatibility-invalid': { en: 'make `compatibility` short text (500 characters at most)', fr: 'faites de `compatibility` un texte court (500 caractères au plus)' },
  'allowed-tools-invalid': { en: 'write `allowed-tools` as space-separated text', fr: 'écrivez `allowed-tools` en texte séparé par des espaces' },
  'allowed-tools-list': { en: 'write `allowed-tools` as space-separated text', fr: 'écrivez `allowed-tools` en texte séparé par des espaces' },
  'key-type': { en: 'give the key a value of the type it takes', fr: 'donnez à la clé une valeur du type qu’elle prend' },
  'metadata-invalid': { en: 'make `metadata` a mapping of keys', fr: 'faites de `metadata` une table de clés' },
  'dot-folder': { en: 'rename the folder without its leading `.`', fr: 'renommez le dossier sans son `.` initial' },
  'too-deep': { en: 'move the skill folder directly under the skills folder', fr: 'placez le dossier du skill directement sous le dossier de skills' },
  'folder-cap': { en: 'keep fewer folders under the skills folder', fr: 'gardez moins de dossiers sous le dossier de skills' },
  'linked-file': { en: 'put the file itself in the skill folder instead of a link to it (or link the whole folder)', fr: 'placez le fichier lui-même dans le dossier du skill au lieu d’un lien vers lui (ou liez tout le dossier)' },
  'top-file': { en: 'move the SKILL.md into a folder of its own', fr: 'placez le SKILL.md dans un dossier à lui' },
  nested: { en: 'move the SKILL.md\'s folder out of the other skill\'s folder, directly under the skills folder', fr: 'sortez le dossier du SKILL.md du dossier de l’autre skill, directement sous le dossier de skills' },
  'file-too-large': { en: 'make the file smaller than 1 MB', fr: 'rendez le fichier plus petit que 1 Mo' },
  'body-empty': { en: 'write the instructions below the header', fr: 'écrivez les instructions sous l’en-tête' },
};

/** The smallest of the agents' limits, where the fix depends on it. */
function smallest(agents: readonly AgentDeclaration[], limit: (a: AgentDeclaration) => number | undefined): number | undefined {
  const all = agents.map(limit).filter((n): n is number => n !== undefined);
  return all.length > 0 ? Math.min(...all) : undefined;
}

/**
 * The fix for `cause`, for the agents it helps: a length limit names the smallest of theirs
 * ("shorten the description to 1,023 characters"). Undefined when no change to the file helps.
 */
export function causeFix(cause: Cause, agents: readonly AgentDeclaration[]): LocalizedText | undefined {
  const limit = cause === 'name-too-long' ? smallest(agents, (a) => a.name.maxLength)
    : cause === 'description-too-long' ? smallest(agents, (a) => a.description.maxLength)
      : cause === 'description-cut' ? smallest(agents, (a) => a.description.listingCap?.keep)
        : undefined;
  if (limit === undefined) return CAUSE_FIX[cause];
  const what = cause === 'name-too-long' ? { en: 'the name', fr: 'le nom' } : { en: 'the description', fr: 'la description' };
  return { en: `shorten ${what.en} to ${countEn(limit)} characters`, fr: `raccourcissez ${what.fr} à ${countFr(limit)} caractères` };
}
