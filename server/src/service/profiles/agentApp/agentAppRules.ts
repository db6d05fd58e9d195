import type { DocumentRule, RootRule, RuleMeta, SkillRule } from '../profile';
import { agentAppCategoryRule } from './rules/categoryRule';
import { agentAppEnabledRule } from './rules/enabledRule';
import { agentAppLimitRule } from './rules/limitRules';
import { agentAppNameDuplicateRule } from './rules/nameDuplicateRule';
import { agentAppNameRule } from './rules/nameRules';
import { skillReferenceRule } from './rules/skillReferenceRule';
import { agentAssignmentRule } from './rules/agentAssignmentRule';

/** Documentation of every agent-app code (seed 001). */
export const AGENT_APP_RULES: readonly RuleMeta[] = [
  { code: 'name-length', severity: 'error', doc: { en: 'The name is longer than 128 characters: the app will not save the skill.', fr: 'Le nom dépasse 128 caractères : l’application n’enregistre pas la compétence.' } },
  { code: 'name-chars', severity: 'error', doc: { en: 'The name has characters other than letters, digits, `-` and `_`: the app will not save the skill.', fr: 'Le nom contient d’autres caractères que lettres, chiffres, `-` et `_` : l’application n’enregistre pas la compétence.' }, fix: { en: 'Replace each run of other characters with `-`.', fr: 'Remplacer chaque suite d’autres caractères par `-`.' } },
  { code: 'description-length', severity: 'error', doc: { en: 'The description is longer than 500 characters: the app will not save the skill.', fr: 'La description dépasse 500 caractères : l’application n’enregistre pas la compétence.' } },
  { code: 'content-length', severity: 'error', doc: { en: 'The content (the markdown after the header) is longer than 50,000 characters: the app will not save the skill.', fr: 'Le contenu (le markdown après l’en-tête) dépasse 50 000 caractères : l’application n’enregistre pas la compétence.' } },
  { code: 'category-invalid', severity: 'error', doc: { en: 'The category is not one of system, code, workflow, analysis, custom (or their French labels Système, Code, Flux de travail, Analyse, Personnalisée).', fr: 'La catégorie n’est pas l’une de system, code, workflow, analysis, custom (ou leurs libellés Système, Code, Flux de travail, Analyse, Personnalisée).' }, fix: { en: 'Replace it with the nearest category.', fr: 'La remplacer par la catégorie la plus proche.' } },
  { code: 'enabled-invalid', severity: 'warning', doc: { en: '`enabled` is not `true` or `false` (YAML reads `no` or `"false"` as text): the skill stays enabled.', fr: '`enabled` ne vaut ni `true` ni `false` (YAML lit `no` ou `"false"` comme du texte) : la compétence reste activée.' }, fix: { en: 'Write the boolean it means.', fr: 'Écrire le booléen voulu.' } },
  { code: 'name-duplicate', severity: 'error', doc: { en: 'Two enabled skills share a name: the app reads skills by name, so only one can be read or referenced.', fr: 'Deux compétences activées portent le même nom : l’application lit les compétences par leur nom, une seule peut être lue ou référencée.' } },
  { code: 'skill-reference-unknown', severity: 'error', doc: { en: '`{{skill:name}}` names no enabled skill of the workspace: the model is told to read a skill it cannot get.', fr: '`{{skill:nom}}` ne nomme aucune compétence activée de l’espace de travail : le modèle reçoit l’ordre de lire une compétence qu’il ne peut pas obtenir.' }, fix: { en: 'Replace it with the nearest existing name.', fr: 'La remplacer par le nom existant le plus proche.' } },
  { code: 'skill-reference-unassigned', severity: 'error', doc: { en: '`{{skill:name}}` in an agent’s prompt (`agents/<agent>.md`) names a skill that agent is not assigned (its `skills:` list): the app refuses the read.', fr: '`{{skill:nom}}` dans le prompt d’un agent (`agents/<agent>.md`) nomme une compétence qui ne lui est pas assignée (sa liste `skills:`) : l’application refuse la lecture.' } },
  { code: 'agent-skill-unknown', severity: 'warning', doc: { en: 'An agent’s `skills:` list (`agents/<agent>.md`) names no enabled skill the app saves: the agent is assigned nothing under that name.', fr: 'La liste `skills:` d’un agent (`agents/<agent>.md`) nomme une compétence activée qui n’existe pas : l’agent ne reçoit rien sous ce nom.' } },
  { code: 'skill-reference-disabled', severity: 'error', doc: { en: '`{{skill:name}}` names a disabled skill, which the app treats as nonexistent.', fr: '`{{skill:nom}}` nomme une compétence désactivée, que l’application traite comme inexistante.' }, fix: { en: 'Enable the skill (`enabled: true`).', fr: 'Activer la compétence (`enabled: true`).' } },
];

export const AGENT_APP_SKILL_RULES: readonly SkillRule[] = [agentAppNameRule, agentAppLimitRule, agentAppCategoryRule, agentAppEnabledRule];
export const AGENT_APP_ROOT_RULES: readonly RootRule[] = [agentAppNameDuplicateRule];
export const AGENT_APP_DOCUMENT_RULES: readonly DocumentRule[] = [skillReferenceRule, agentAssignmentRule];
