import type { Rule } from '../profile';
import { descriptionRule } from './rules/descriptionRule';
import { referenceBudgetRule } from './rules/referenceBudgetRule';
import { referenceLinkRule } from './rules/referenceLinkRule';
import { slugConflictRule } from './rules/slugConflictRule';

/** Every rule of skill-api, in the order of its rule table. */
export const SKILL_API_RULES: readonly Rule[] = [referenceLinkRule, referenceBudgetRule, slugConflictRule, descriptionRule];
