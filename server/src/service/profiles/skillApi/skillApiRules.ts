import type { DocumentRule, RootRule, RuleMeta, SkillRule } from '../profile';
import { descriptionRule } from './rules/descriptionRule';
import { referenceBudgetRule } from './rules/referenceBudgetRule';
import { referenceLinkRule } from './rules/referenceLinkRule';
import { slugConflictRule } from './rules/slugConflictRule';

/** Documentation of every skill-api code (seed 003). */
export const SKILL_API_RULES: readonly RuleMeta[] = [
  { code: 'reference-missing', severity: 'error', doc: { en: 'A relative link of the body names no file of the skill folder (letter case included): the agent’s read_skill_file call fails.', fr: 'Un lien relatif du corps ne nomme aucun fichier du dossier de la compétence (casse comprise) : l’appel read_skill_file de l’agent échoue.' }, fix: { en: 'Create the file, or fix the letter case of the link.', fr: 'Créer le fichier, ou corriger la casse du lien.' } },
  { code: 'reference-outside', severity: 'error', doc: { en: 'A link leaves the skill folder (`../x.md`, an absolute path): the API stores only the folder, so the agent cannot open it.', fr: 'Un lien sort du dossier de la compétence (`../x.md`, chemin absolu) : l’API ne stocke que le dossier, l’agent ne peut pas l’ouvrir.' } },
  { code: 'reference-skill-md', severity: 'warning', doc: { en: 'A link of the body points to the skill’s own SKILL.md: read_skill_file cannot read it (get_skill already returns the body), so the agent’s call fails.', fr: 'Un lien du corps mène au SKILL.md de la compétence : read_skill_file ne peut pas le lire (get_skill renvoie déjà le corps), l’appel de l’agent échoue.' } },
  { code: 'reference-count', severity: 'error', doc: { en: 'The skill folder holds more than 200 files besides SKILL.md: the API refuses the skill.', fr: 'Le dossier de la compétence contient plus de 200 fichiers en plus de SKILL.md : l’API refuse la compétence.' } },
  { code: 'reference-size', severity: 'error', doc: { en: 'A file of the skill is larger than 10 MB: the API refuses the skill.', fr: 'Un fichier de la compétence dépasse 10 Mo : l’API refuse la compétence.' } },
  { code: 'skill-size', severity: 'error', doc: { en: 'The skill weighs more than 50 MB with SKILL.md and its files: the API refuses it.', fr: 'La compétence pèse plus de 50 Mo avec SKILL.md et ses fichiers : l’API la refuse.' } },
  { code: 'slug-conflict', severity: 'error', doc: { en: 'Two names derive the same slug: uploading one replaces the other.', fr: 'Deux noms donnent le même slug : envoyer l’une remplace l’autre.' } },
  { code: 'slug-empty', severity: 'error', doc: { en: 'The name has no letter a–z or digit: its slug is empty and the API cannot store the skill.', fr: 'Le nom n’a ni lettre a–z ni chiffre : son slug est vide et l’API ne peut pas stocker la compétence.' } },
  { code: 'description-missing', severity: 'warning', doc: { en: 'No description (or one that only repeats the name): it is the only line the agent sees before opening the skill, so it must say when to use it.', fr: 'Pas de description (ou une qui répète le nom) : c’est la seule ligne que l’agent voit avant d’ouvrir la compétence, elle doit dire quand l’utiliser.' }, fix: { en: 'Add a `description: Use when …` line to complete.', fr: 'Ajouter une ligne `description: Use when …` à compléter.' } },
  { code: 'description-when', severity: 'warning', doc: { en: 'The description is a few words that say what the skill is ("PDF tools."), not when to use it: it is the only line the agent sees before opening the skill. Descriptions of more than four words, or with a word such as when, for, to, use, if, are not reported (5 of the 460 well-kept corpus skills are).', fr: 'La description est quelques mots qui disent ce qu’est la compétence (« PDF tools. »), pas quand l’utiliser : c’est la seule ligne que l’agent voit avant de l’ouvrir. Les descriptions de plus de quatre mots, ou avec un mot comme when, for, to, use, if, ne sont pas signalées (5 des 460 compétences soignées du corpus le sont).' } },
];

// The scan runs before the cross-file rules that read what it remembers.
export const SKILL_API_SKILL_RULES: readonly SkillRule[] = [descriptionRule, referenceLinkRule, referenceBudgetRule];
export const SKILL_API_ROOT_RULES: readonly RootRule[] = [slugConflictRule];
export const SKILL_API_DOCUMENT_RULES: readonly DocumentRule[] = [];
