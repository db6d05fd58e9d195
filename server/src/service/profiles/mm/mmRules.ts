import type { DocumentRule, RootRule, RuleMeta, SkillRule } from '../profile';
import { descriptionInBodyRule } from './rules/descriptionInBodyRule';
import { descriptionMissingRule } from './rules/descriptionMissingRule';
import { fencedCommandRule } from './rules/fencedCommandRule';
import { unnamedToolRule } from './rules/unnamedToolRule';
import { nameEmptyRule, unknownKeyRule } from './rules/headerKeyRules';
import { keywordsCapRule, keywordsDuplicateRule, keywordsFormatRule, keywordsInDescriptionRule } from './rules/keywordsRules';
import { readmeNotSkillRule } from './rules/readmeNotSkillRule';
import { nameConflictRule, skillShadowedRule } from './rules/servedNameRules';

/** Documentation of every mm code (the codes are stable contracts). */
export const MM_RULES: readonly RuleMeta[] = [
  {
    code: 'keywords-cap', severity: 'warning',
    doc: { en: 'More than 8 keywords: only the first 8 reach the model (the catalog is sent with every request), the rest never do, and the startup banner warns that the list is truncated.', fr: 'Plus de 8 mots-clés : seuls les 8 premiers atteignent le modèle (le catalogue part à chaque requête), les autres jamais, et la bannière de démarrage signale la liste tronquée.' },
    fix: { en: 'Drop the keywords past the 8th.', fr: 'Supprimer les mots-clés au-delà du 8e.' },
  },
  {
    code: 'keywords-in-description', severity: 'information',
    doc: { en: 'A keyword that is already a word of the description: the catalog shows both, so the slot is wasted. Keywords are for the words users type in other languages.', fr: 'Un mot-clé déjà présent dans la description : le catalogue affiche les deux, la place est gaspillée. Les mots-clés servent aux mots que les utilisateurs tapent dans d’autres langues.' },
    fix: { en: 'Drop this keyword.', fr: 'Supprimer ce mot-clé.' },
  },
  {
    code: 'keywords-duplicate', severity: 'warning',
    doc: { en: 'The same keyword twice (ignoring case): the catalog shows it twice and it takes one of the 8 slots for nothing.', fr: 'Le même mot-clé deux fois (sans tenir compte de la casse) : le catalogue l’affiche deux fois et il occupe une des 8 places pour rien.' },
    fix: { en: 'Drop the repeated keyword.', fr: 'Supprimer le mot-clé répété.' },
  },
  {
    code: 'keywords-format', severity: 'warning',
    doc: { en: '`keywords` is written as a YAML list; this format defines it as one comma-separated line.', fr: '`keywords` est écrit comme une liste YAML ; ce format le définit comme une seule ligne séparée par des virgules.' },
    fix: { en: 'Convert the list to the comma-separated form.', fr: 'Convertir la liste en ligne séparée par des virgules.' },
  },
  {
    code: 'description-missing', severity: 'warning',
    doc: { en: 'No description, or an empty one: the skill shows in the catalog as a bare name the model cannot match to any request, and the startup banner warns about it.', fr: 'Pas de description, ou une description vide : le skill apparaît dans le catalogue comme un nom nu que le modèle ne peut rattacher à aucune demande, et la bannière de démarrage le signale.' },
    fix: { en: 'Add a description.', fr: 'Ajouter une description.' },
  },
  {
    code: 'description-in-body', severity: 'warning',
    doc: { en: 'A `description:` (or `name:`, `keywords:`) line in the body, after the header: it is not metadata, the model just reads it as text.', fr: 'Une ligne `description:` (ou `name:`, `keywords:`) dans le corps, après l’en-tête : ce n’est pas une métadonnée, le modèle la lit comme du texte.' },
  },
  {
    code: 'fenced-command', severity: 'warning',
    doc: { en: 'The command the skill wants run is in a fenced shell block (or an unlabelled fence after a run instruction such as "Run this:"): small models copy it into their answer instead of running it. Indent it four spaces and name the tool ("Call your `bash` tool with this command:"). Skills that document several commands keep their fences.', fr: 'La commande que le skill veut faire exécuter est dans un bloc shell clôturé (ou un bloc sans langage après une consigne d’exécution comme « Run this: ») : les petits modèles la recopient dans leur réponse au lieu de l’exécuter. Indentez-la de quatre espaces et nommez l’outil (« Call your `bash` tool with this command: »). Les skills qui documentent plusieurs commandes gardent leurs clôtures.' },
    fix: { en: 'Indent the command (a `console` block loses its `$ ` prompts and its output lines), turn the run instruction into "call your `bash` tool with this command" and add "The answer is the command\'s output, nothing else." when the skill lacks it.', fr: 'Indenter la commande (un bloc `console` perd ses invites `$ ` et ses lignes de sortie), changer la consigne d’exécution en « call your `bash` tool with this command » et ajouter « The answer is the command\'s output, nothing else. » quand le skill ne le dit pas.' },
  },
  {
    code: 'command-tool-unnamed', severity: 'warning',
    doc: { en: '"Run:" introduces an indented command without naming the tool: small models then answer without running it. Name the tool ("Call your `bash` tool with this command:") and say that the answer is the command’s output, nothing else.', fr: '« Run: » introduit une commande indentée sans nommer l’outil : les petits modèles répondent alors sans l’exécuter. Nommez l’outil (« Call your `bash` tool with this command: ») et dites que la réponse est la sortie de la commande, rien d’autre.' },
    fix: { en: 'Name the `bash` tool in the lead-in.', fr: 'Nommer l’outil `bash` dans l’introduction.' },
  },
  {
    code: 'unknown-key', severity: 'information',
    doc: { en: 'A header key this format does not read: the runtime ignores it (only `name`, `description` and `keywords` are read).', fr: 'Une clé d’en-tête que ce format ne lit pas : le runtime l’ignore (seuls `name`, `description` et `keywords` sont lus).' },
    fix: { en: 'Rename it to the key it looks like.', fr: 'La renommer en la clé qu’elle semble viser.' },
  },
  {
    code: 'name-empty', severity: 'information',
    doc: { en: '`name` is present but empty: the runtime keeps the on-disk name (the file name without `.md`, or the folder name).', fr: '`name` est présent mais vide : le runtime garde le nom sur disque (le nom du fichier sans `.md`, ou celui du dossier).' },
    fix: { en: 'Write the on-disk name.', fr: 'Écrire le nom sur disque.' },
  },
  {
    code: 'name-conflict', severity: 'error',
    doc: { en: 'Two served skills resolve to the same name: the catalog lists the name twice and read_skill can load only one of them.', fr: 'Deux skills servis ont le même nom : le catalogue l’affiche deux fois et read_skill ne peut en charger qu’un.' },
  },
  {
    code: 'skill-shadowed', severity: 'warning',
    doc: { en: '`<name>/SKILL.md` next to a flat `<name>.md`: read_skill serves the flat file and never loads the folder.', fr: '`<nom>/SKILL.md` à côté d’un fichier à plat `<nom>.md` : read_skill sert le fichier à plat et ne charge jamais le dossier.' },
  },
  {
    code: 'readme-not-skill', severity: 'information',
    doc: { en: 'README.md at the root of the skills folder has a header, but it is documentation, not a skill: it is never served.', fr: 'Le README.md à la racine du dossier des skills a un en-tête, mais c’est de la documentation, pas un skill : il n’est jamais servi.' },
  },
];

/** Per-file rules (header keys, keywords, body). */
export const MM_SKILL_RULES: readonly SkillRule[] = [
  keywordsCapRule,
  keywordsInDescriptionRule,
  keywordsDuplicateRule,
  keywordsFormatRule,
  descriptionMissingRule,
  descriptionInBodyRule,
  fencedCommandRule,
  unnamedToolRule,
  unknownKeyRule,
  nameEmptyRule,
];

/** Per-root rules: what the runtime serves under each name. */
export const MM_ROOT_RULES: readonly RootRule[] = [nameConflictRule, skillShadowedRule];

/** Rules on other markdown files of a folder using this profile. */
export const MM_DOCUMENT_RULES: readonly DocumentRule[] = [readmeNotSkillRule];
