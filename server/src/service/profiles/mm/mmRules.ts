import type { Rule } from '../profile';
import { descriptionInBodyRule } from './rules/descriptionInBodyRule';
import { descriptionMissingRule } from './rules/descriptionMissingRule';
import { fencedCommandRule } from './rules/fencedCommandRule';
import { unnamedToolRule } from './rules/unnamedToolRule';
import { nameEmptyRule, unknownKeyRule } from './rules/headerKeyRules';
import { keywordsCapRule, keywordsDuplicateRule, keywordsFormatRule, keywordsInDescriptionRule } from './rules/keywordsRules';
import { readmeNotSkillRule } from './rules/readmeNotSkillRule';
import { nameConflictRule, skillShadowedRule } from './rules/servedNameRules';

/** Every rule of mm, in the order of its rule table. */
export const MM_RULES: readonly Rule[] = [
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
  // What the runtime serves under each name.
  nameConflictRule,
  skillShadowedRule,
  // Other markdown files of a folder using this profile.
  readmeNotSkillRule,
];
