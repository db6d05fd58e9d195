import type { Profile } from '../profile';
import { describeNamed } from '../shared/describeNamed';
import { renderMmCatalog } from '../mm/renderMmCatalog';

// Scaffolding until the agent-app format is implemented: replace every field.
export const agentAppProfile: Profile = {
  id: 'agent-app',
  label: { en: 'agent-app', fr: 'agent-app' },
  layouts: { flat: true, folder: false },
  schema: { keys: [] },
  rules: [],
  skillRules: [],
  rootRules: [],
  documentRules: [],
  catalogTargets: [{ id: 'default', label: { en: 'agent-app', fr: 'agent-app' } }],
  describe: describeNamed,
  renderCatalog: renderMmCatalog,
};
