import type { LocalizedText } from '../model/finding';
import type { Cause } from './agentDeclaration';

/** Each cause as a short phrase, for listings' reasons and the portability view. */
export const CAUSE_TEXT: Readonly<Record<Cause, LocalizedText>> = {
  bom: { en: 'a byte-order mark before `---`', fr: 'une marque d’ordre des octets avant `---`' },
  'no-header': { en: 'no `---` header', fr: 'pas d’en-tête `---`' },
  unclosed: { en: 'a header that never closes', fr: 'un en-tête jamais fermé' },
  'yaml-error': { en: 'a header that is not valid YAML', fr: 'un en-tête qui n’est pas du YAML valide' },
  'duplicate-key': { en: 'a key written twice', fr: 'une clé écrite deux fois' },
  'tab-indent': { en: 'a tab used as indentation', fr: 'une tabulation utilisée comme indentation' },
  'dashes-inside': { en: '`---` inside a header value', fr: '`---` dans une valeur de l’en-tête' },
  'duplicate-folder': { en: 'the same skill folder reached twice', fr: 'le même dossier de skill atteint deux fois' },
  'colon-top-level': { en: 'an unquoted value containing `: `', fr: 'une valeur sans guillemets contenant `: `' },
  'colon-nested': { en: 'an unquoted nested value containing `: `', fr: 'une valeur imbriquée sans guillemets contenant `: `' },
  'flow-style': { en: 'flow-style YAML (`{…}`, `[…]`)', fr: 'du YAML en style flux (`{…}`, `[…]`)' },
  'not-mapping': { en: 'a header that is not a list of keys', fr: 'un en-tête qui n’est pas une liste de clés' },
  'name-missing': { en: 'no `name`', fr: 'pas de `name`' },
  'name-too-long': { en: 'a name over 64 characters', fr: 'un nom de plus de 64 caractères' },
  'name-format': { en: 'a name that is not lowercase letters, digits and hyphens', fr: 'un nom qui n’est pas fait de minuscules, chiffres et tirets' },
  'name-mismatch': { en: 'a `name` other than the folder\'s', fr: 'un `name` différent du nom du dossier' },
  'description-missing': { en: 'no description', fr: 'pas de description' },
  'description-not-text': { en: 'a description that is not text', fr: 'une description qui n’est pas du texte' },
  'description-too-long': { en: 'a description over 1,024 characters', fr: 'une description de plus de 1 024 caractères' },
  'description-cut': { en: 'a description longer than the listing keeps', fr: 'une description plus longue que ce que la liste garde' },
  'compatibility-invalid': { en: 'a `compatibility` that is not short text', fr: 'un `compatibility` qui n’est pas un texte court' },
  'allowed-tools-invalid': { en: 'an `allowed-tools` that is not text', fr: 'un `allowed-tools` qui n’est pas du texte' },
  'allowed-tools-list': { en: '`allowed-tools` written as a list', fr: '`allowed-tools` écrit comme une liste' },
  'metadata-invalid': { en: 'a `metadata` that is not a mapping', fr: 'un `metadata` qui n’est pas une table' },
  'key-unknown': { en: 'a key it does not read', fr: 'une clé qu’il ne lit pas' },
  'too-deep': { en: 'a folder it does not search', fr: 'un dossier qu’il ne parcourt pas' },
  'file-too-large': { en: 'a file over 1 MB', fr: 'un fichier de plus de 1 Mo' },
  'body-empty': { en: 'nothing below the header', fr: 'rien sous l’en-tête' },
};
