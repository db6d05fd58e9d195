import type { Profile } from '../profile';
import { AGENT_SKILLS_SCHEMA } from './agentSkillsSchema';
import { AGENT_SKILLS_CATALOG_TARGETS, renderAgentSkillsCatalog } from './catalog/renderAgentSkillsCatalog';
import { describeAgentSkill } from './describeAgentSkill';
import { agentHeader } from './header/agentHeader';
import { judge } from '../../agents/judgement';
import { topFileHidesRule } from './rules/topFileHidesRule';
import { DESCRIPTION_OVERLAP_META, descriptionOverlapRule } from './rules/descriptionOverlapRule';
import { NAME_SHARED_META, nameSharedRule } from './rules/nameSharedRule';
import { AGENT_SKILLS_RULES } from './rules/agentSkillsRuleMeta';
import { AGENT_SKILLS_DOCUMENT_RULES, AGENT_SKILLS_SKILL_RULES } from './rules/agentSkillsRules';

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
  rules: [...AGENT_SKILLS_RULES, DESCRIPTION_OVERLAP_META, NAME_SHARED_META],
  skillRules: AGENT_SKILLS_SKILL_RULES,
  rootRules: [topFileHidesRule, descriptionOverlapRule, nameSharedRule],
  documentRules: AGENT_SKILLS_DOCUMENT_RULES,
  catalogTargets: AGENT_SKILLS_CATALOG_TARGETS,
  describe: describeAgentSkill,
  renderCatalog: renderAgentSkillsCatalog,
  claimsHeaderProblem: (problem, parsed) => agentHeader(parsed).claims(problem),
  headerJudgement: (cause, skill, config) => judge(cause, skill.record, skill.parsed, config),
};
