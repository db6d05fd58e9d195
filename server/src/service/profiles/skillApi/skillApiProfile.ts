import type { Profile } from '../profile';
import { describeNamed } from '../shared/describeNamed';
import { renderSkillApiCatalog } from './renderSkillApiCatalog';
import { SKILL_API_RULES } from './skillApiRules';
import { SKILL_API_SCHEMA } from './skillApiSchema';

/**
 * Seed 003's skills API: a skill is a folder `<slug>/SKILL.md` plus reference files the
 * body links to; `name` derives the slug, `description` is the one line the agent sees
 * before opening a skill. Flat files are not skills here.
 */
export const skillApiProfile: Profile = {
  id: 'skill-api',
  label: { en: 'Skill API', fr: 'Skill API' },
  layouts: { flat: false, folder: true },
  schema: SKILL_API_SCHEMA,
  rules: SKILL_API_RULES,
  catalogTargets: [{ id: 'list_skills', label: { en: 'list_skills response', fr: 'réponse de list_skills' } }],
  describe: describeNamed,
  renderCatalog: renderSkillApiCatalog,
};
