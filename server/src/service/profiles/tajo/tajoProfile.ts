import type { Profile, Rule, SkillRule } from '../profile';
import { isAgentSpec } from './agentTools';
import { describeTajo } from './describeTajo';
import { renderTajoCatalog, TAJO_CATALOG_TARGETS } from './renderTajoCatalog';
import { TAJO_SCHEMA } from './tajoSchema';
import { actionRules } from './rules/actionRules';
import { agentToolRule } from './rules/agentToolRule';
import { endpointFormatRule } from './rules/endpointFormatRule';
import { headerValueRules } from './rules/headerValueRules';
import { mcpInputSchemaRule } from './rules/mcpInputSchemaRule';
import { mcpRules } from './rules/mcpRules';
import { mcpToolDuplicateRule } from './rules/mcpToolDuplicateRule';
import { permissionRules } from './rules/permissionRules';
import { relatedSkillRule } from './rules/relatedSkillRule';
import { requiredFieldRule } from './rules/requiredFieldRule';
import { schemaTypeRule } from './rules/schemaTypeRule';
import { templateRules } from './rules/templateRules';
import { triggerRules } from './rules/triggerRules';

/**
 * Seed 002's format: one markdown file per skill whose YAML header defines an automation
 * (triggers, actions, permissions, MCP exposure). Only flat `<name>.md` files are loaded:
 * the seed defines a skill as "a single markdown file" and gives it no companion files,
 * so a `<name>/SKILL.md` folder is reported (`layout-unsupported`) rather than guessed at.
 */
export const tajoProfile: Profile = {
  id: 'tajo',
  label: { en: 'Tajo automations', fr: 'Automatisations Tajo' },
  layouts: { flat: true, folder: false },
  schema: TAJO_SCHEMA,
  // In the order of the rule table; agent specs (`tools: [tajo/<skill>, brevo_…]`) are markdown files of their own.
  rules: ([requiredFieldRule, headerValueRules, schemaTypeRule, triggerRules, actionRules, templateRules, permissionRules, endpointFormatRule, relatedSkillRule, mcpRules, mcpInputSchemaRule, mcpToolDuplicateRule, agentToolRule] as readonly Rule[]).map((r) => (r.kind === 'skill' ? skillsOnly(r) : r)),
  catalogTargets: TAJO_CATALOG_TARGETS,
  describe: describeTajo,
  renderCatalog: renderTajoCatalog,
};

/** A skill rule that leaves agent specs alone: one kept in the skills folder is not a skill (seed 002). */
function skillsOnly(rule: SkillRule): SkillRule {
  return { ...rule, check: (ctx) => (isAgentSpec(ctx.skill.parsed) ? undefined : rule.check(ctx)) };
}
