import type { Profile } from '../profile';
import { describeNamed } from '../shared/describeNamed';
import { renderMmCatalog } from '../mm/renderMmCatalog';

// Scaffolding until the agent-skills format is implemented: replace every field.
export const agentSkillsProfile: Profile = {
  id: 'agent-skills',
  label: { en: 'agent-skills', fr: 'agent-skills' },
  layouts: { flat: false, folder: true },
  schema: { keys: [] },
  rules: [],
  skillRules: [],
  rootRules: [],
  documentRules: [],
  catalogTargets: [{ id: 'default', label: { en: 'agent-skills', fr: 'agent-skills' } }],
  describe: describeNamed,
  renderCatalog: renderMmCatalog,
};
