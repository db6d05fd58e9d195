import { unexplainedDrops } from './rules/unexplainedDrops';
import type { Profile } from '../profile';
import { AGENT_SKILLS_SCHEMA } from './agentSkillsSchema';
import { AGENT_SKILLS_CATALOG_TARGETS, renderAgentSkillsCatalog } from './catalog/renderAgentSkillsCatalog';
import { describeAgentSkill } from './describeAgentSkill';
import { agentHeader } from './header/agentHeader';
import { judge } from '../../agents/judgement';
import { agentParserRule } from './rules/agentParserRule';
import { bodyEmptyRule } from './rules/bodyEmptyRule';
import { bodyLengthRule } from './rules/bodyLengthRule';
import { bomRule } from './rules/bomRule';
import { dashesRule } from './rules/dashesRule';
import { descriptionOverlapRule } from './rules/descriptionOverlapRule';
import { descriptionRule } from './rules/descriptionRules';
import { execMarkerRule } from './rules/execMarkerRule';
import { allowedToolsRule, compatibilityRule, keyTypeRule, metadataRule } from './rules/fieldTypeRules';
import { flowStyleRule } from './rules/flowStyleRule';
import { frontmatterRule } from './rules/frontmatterRule';
import { keyUnsupportedRule } from './rules/keyUnsupportedRule';
import { lineReadRule } from './rules/lineReadRule';
import { nameRule } from './rules/nameRules';
import { nameSharedRule } from './rules/nameSharedRule';
import { nestedSkillRule } from './rules/nestedSkillRule';
import { referenceMissingRule } from './rules/referenceMissingRule';
import { skillFileNameRule } from './rules/skillFileNameRule';
import { tooDeepRule } from './rules/tooDeepRule';
import { topFileHidesRule } from './rules/topFileHidesRule';
import { topFileRule } from './rules/topFileRule';
import { turnedOffRule } from './rules/turnedOffRule';
import { unquotedColonRule } from './rules/unquotedColonRule';

/**
 * The open Agent Skills standard (agentskills.io): `<name>/SKILL.md` folders read by the
 * reference tooling, Claude Code, VS Code and Codex, which disagree on the keys they
 * accept; findings and catalogs follow the targets selected in
 * `skillkiln.agentSkills.targets`.
 */
export const agentSkillsProfile: Profile = {
  id: 'agent-skills',
  label: { en: 'Agent Skills (SKILL.md standard)', fr: 'Agent Skills (standard SKILL.md)' },
  layouts: { flat: false, folder: true },
  schema: AGENT_SKILLS_SCHEMA,
  // Header first, then body, then the skills of a root together; the order of the rule table.
  rules: [
    frontmatterRule,
    nameRule,
    descriptionRule,
    lineReadRule,
    compatibilityRule,
    metadataRule,
    allowedToolsRule,
    keyTypeRule,
    keyUnsupportedRule,
    unquotedColonRule,
    agentParserRule,
    execMarkerRule,
    bomRule,
    flowStyleRule,
    dashesRule,
    tooDeepRule,
    nestedSkillRule,
    topFileRule,
    topFileHidesRule,
    skillFileNameRule,
    bodyLengthRule,
    referenceMissingRule,
    bodyEmptyRule,
    turnedOffRule,
    descriptionOverlapRule,
    nameSharedRule,
  ],
  catalogTargets: AGENT_SKILLS_CATALOG_TARGETS,
  describe: describeAgentSkill,
  renderCatalog: renderAgentSkillsCatalog,
  claimsHeaderProblem: (problem, parsed) => agentHeader(parsed).claims(problem),
  headerJudgement: (cause, skill, config) => judge(cause, skill.record, skill.parsed, config),
  lastWord: unexplainedDrops,
};
