import type { Profile } from '../profile';
import { describeMm } from './describeMm';
import { MM_RULES } from './mmRules';
import { MM_SCHEMA } from './mmSchema';
import { renderMmCatalog } from './renderMmCatalog';

/** Seed 000's format: `<name>.md` and `<name>/SKILL.md`, `name`/`description`/`keywords`. */
export const mmProfile: Profile = {
  id: 'mm',
  label: { en: 'mm app', fr: 'app mm' },
  layouts: { flat: true, folder: true },
  schema: MM_SCHEMA,
  rules: MM_RULES,
  catalogTargets: [{ id: 'default', label: { en: 'read_skill tool description', fr: 'description de l’outil read_skill' } }],
  describe: describeMm,
  renderCatalog: renderMmCatalog,
};
