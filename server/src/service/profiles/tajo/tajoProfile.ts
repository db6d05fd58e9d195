import type { Profile } from '../profile';
import { describeNamed } from '../shared/describeNamed';
import { renderMmCatalog } from '../mm/renderMmCatalog';

// Scaffolding until the tajo format is implemented: replace every field.
export const tajoProfile: Profile = {
  id: 'tajo',
  label: { en: 'tajo', fr: 'tajo' },
  layouts: { flat: true, folder: false },
  schema: { keys: [] },
  rules: [],
  skillRules: [],
  rootRules: [],
  documentRules: [],
  catalogTargets: [{ id: 'default', label: { en: 'tajo', fr: 'tajo' } }],
  describe: describeNamed,
  renderCatalog: renderMmCatalog,
};
