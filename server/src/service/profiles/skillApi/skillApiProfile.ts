import type { Profile } from '../profile';
import { describeNamed } from '../shared/describeNamed';
import { renderMmCatalog } from '../mm/renderMmCatalog';

// Scaffolding until the skill-api format is implemented: replace every field.
export const skillApiProfile: Profile = {
  id: 'skill-api',
  label: { en: 'skill-api', fr: 'skill-api' },
  layouts: { flat: false, folder: true },
  schema: { keys: [] },
  rules: [],
  skillRules: [],
  rootRules: [],
  documentRules: [],
  catalogTargets: [{ id: 'default', label: { en: 'skill-api', fr: 'skill-api' } }],
  describe: describeNamed,
  renderCatalog: renderMmCatalog,
};
