import type { Profile } from '../profile';
import { AGENT_APP_RULES } from './agentAppRules';
import { AGENT_APP_SCHEMA } from './agentAppSchema';
import { describeAgentApp } from './describeAgentApp';
import { AGENT_APP_CATALOG_TARGETS, renderAgentAppCatalog } from './renderAgentAppCatalog';

/**
 * Seed 001's app: a skill is one markdown document with `name`, `description`, `category`
 * and `enabled`; prompts reference skills with `{{skill:name}}`.
 *
 * Both layouts are loaded: the seed defines a skill as a markdown document and says
 * nothing about where it is stored, and the name comes from the header, so `<x>.md` and
 * `<x>/SKILL.md` are equally one document. Refusing the folder form would call ignored
 * files the app imports as well as any other.
 */
export const agentAppProfile: Profile = {
  id: 'agent-app',
  label: { en: 'Agent app', fr: 'Agent app' },
  layouts: { flat: true, folder: true },
  schema: AGENT_APP_SCHEMA,
  rules: AGENT_APP_RULES,
  catalogTargets: AGENT_APP_CATALOG_TARGETS,
  describe: describeAgentApp,
  renderCatalog: renderAgentAppCatalog,
};
