import type { Profile } from '../profile';
import { describeMm } from './describeMm';
import { MM_DOCUMENT_RULES, MM_RULES, MM_ROOT_RULES, MM_SKILL_RULES } from './mmRules';
import { MM_SCHEMA } from './mmSchema';
import { renderMmCatalog } from './renderMmCatalog';

/** Seed 000's format: `<name>.md` and `<name>/SKILL.md`, `name`/`description`/`keywords`. */
export const mmProfile: Profile = {
  id: 'mm',
  label: { en: 'mm app', fr: 'app mm' },
  layouts: { flat: true, folder: true },
  schema: MM_SCHEMA,
  rules: MM_RULES,
  skillRules: MM_SKILL_RULES,
  rootRules: MM_ROOT_RULES,
  documentRules: MM_DOCUMENT_RULES,
  catalogTargets: [{ id: 'default', label: { en: 'read_skill tool description', fr: 'description de l’outil read_skill' } }],
  describe: describeMm,
  renderCatalog: renderMmCatalog,
};
