import type { DocumentRule, SkillRule } from '../../profile';
import { agentParserRule } from './agentParserRule';
import { bodyEmptyRule } from './bodyEmptyRule';
import { bodyLengthRule } from './bodyLengthRule';
import { bomRule } from './bomRule';
import { dashesRule } from './dashesRule';
import { skillFileNameRule } from './skillFileNameRule';
import { tooDeepRule } from './tooDeepRule';
import { topFileRule } from './topFileRule';
import { turnedOffRule } from './turnedOffRule';
import { descriptionRule } from './descriptionRules';
import { execMarkerRule } from './execMarkerRule';
import { allowedToolsRule, compatibilityRule, keyTypeRule, metadataRule } from './fieldTypeRules';
import { flowStyleRule } from './flowStyleRule';
import { frontmatterRule } from './frontmatterRule';
import { keyUnsupportedRule } from './keyUnsupportedRule';
import { lineReadRule } from './lineReadRule';
import { nameRule } from './nameRules';
import { referenceMissingRule } from './referenceMissingRule';
import { unquotedColonRule } from './unquotedColonRule';

/** Every per-skill rule of agent-skills, header first, then body. */
export const AGENT_SKILLS_SKILL_RULES: readonly SkillRule[] = [
  tooDeepRule,
  topFileRule,
  bomRule,
  frontmatterRule,
  agentParserRule,
  dashesRule,
  unquotedColonRule,
  flowStyleRule,
  nameRule,
  descriptionRule,
  lineReadRule,
  compatibilityRule,
  metadataRule,
  allowedToolsRule,
  keyTypeRule,
  keyUnsupportedRule,
  turnedOffRule,
  execMarkerRule,
  bodyEmptyRule,
  bodyLengthRule,
  referenceMissingRule,
];

/** Markdown files beside the skills: a `skill.md` no agent loads. */
export const AGENT_SKILLS_DOCUMENT_RULES: readonly DocumentRule[] = [skillFileNameRule];
