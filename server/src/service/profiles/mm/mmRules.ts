import type { RootRule, RuleMeta, SkillRule } from '../profile';

/** Documentation of every mm code (filled by the mm rules). */
export const MM_RULES: readonly RuleMeta[] = [];
export const MM_SKILL_RULES: readonly SkillRule[] = [];
export const MM_ROOT_RULES: readonly RootRule[] = [];
