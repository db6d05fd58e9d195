import type { Rule } from '../profile';
import { agentAppCategoryRule } from './rules/categoryRule';
import { agentAppEnabledRule } from './rules/enabledRule';
import { agentAppLimitRule } from './rules/limitRules';
import { agentAppNameDuplicateRule } from './rules/nameDuplicateRule';
import { agentAppNameRule } from './rules/nameRules';
import { skillReferenceRule } from './rules/skillReferenceRule';
import { agentAssignmentRule } from './rules/agentAssignmentRule';

/** Every rule of agent-app, in the order of its rule table. */
export const AGENT_APP_RULES: readonly Rule[] = [
  agentAppNameRule,
  agentAppLimitRule,
  agentAppCategoryRule,
  agentAppEnabledRule,
  agentAppNameDuplicateRule,
  // Prompts and agents of the folder (any markdown file).
  skillReferenceRule,
  agentAssignmentRule,
];
