import type { Locale, Severity } from '../model/finding';
import type { ConfigScopes } from './configScopes';

/** The skill formats the service understands. */
export const PROFILE_IDS = ['mm', 'agent-skills', 'agent-app', 'tajo', 'skill-api'] as const;
/** One skill format. */
export type ProfileId = (typeof PROFILE_IDS)[number];

/** Agents that load the open SKILL.md standard, each with its own key list. */
export const AGENT_TARGETS = ['spec', 'claude-ai', 'claude-code', 'codex', 'copilot-cli', 'gemini-cli', 'vscode', 'opencode', 'kilo', 'pi', 'qwen-code', 'cline', 'factory-droid', 'augment', 'amp'] as const;
export type AgentTarget = (typeof AGENT_TARGETS)[number];

/**
 * The validators among the targets (declarations with `validator: true`): the reference validator
 * and the check Claude's apps make on upload. They read no folder of a project.
 */
export const VALIDATOR_TARGETS: readonly AgentTarget[] = Object.freeze(['spec', 'claude-ai'] as const);

/**
 * The targets checked when the user selects none: every agent, no validator. A folder is judged
 * by the agents that read it; a validator is not judged until the user selects it (`spec` for a
 * collection meant for publishing, `claude-ai` for skills uploaded to Claude's apps).
 */
export const DEFAULT_TARGETS: readonly AgentTarget[] = Object.freeze(AGENT_TARGETS.filter((t) => !VALIDATOR_TARGETS.includes(t)));

/** Per-code severity override; `off` silences the rule. */
export type RuleSetting = Severity | 'off';

/** Settings of one workspace folder (section `skillkiln`). */
export interface ServiceConfig {
  /** `auto` picks a profile per skills root from what its headers use. */
  readonly profile: 'auto' | ProfileId;
  /** Skills roots relative to the workspace folder (absolute paths allowed). */
  readonly skillsDirs: readonly string[];
  readonly agentSkills: {
    readonly targets: readonly AgentTarget[];
    /** Listing budgets in characters that replace an agent's own (Claude Code's `SLASH_COMMAND_TOOL_CHAR_BUDGET`). */
    readonly listingBudget?: Readonly<Partial<Record<AgentTarget, number>>>;
  };
  /** Context window of the model in use, for the agents' listing budgets; undefined: each agent's default model. */
  readonly contextWindowTokens: number | undefined;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly locale: Locale;
  /** Profile per skills root, by the root's path relative to the folder (`tajo`, `.claude/skills`); overrides `profile`. */
  readonly rootProfiles: Readonly<Record<string, ProfileId>>;
  /** `ignore` and `overrides` of the folder's `.skillkiln.json`, when it has any (see `config/configScopes.ts`). */
  readonly scopes?: ConfigScopes;
}

/** Defaults, used for every missing or malformed setting. */
export const DEFAULT_CONFIG: ServiceConfig = Object.freeze({
  profile: 'auto',
  skillsDirs: Object.freeze(['skills']),
  agentSkills: Object.freeze({ targets: DEFAULT_TARGETS }),
  contextWindowTokens: undefined,
  rules: Object.freeze({}),
  locale: 'en',
  rootProfiles: Object.freeze({}),
});

/** Agent folders scanned in every workspace folder when they exist (every folder an agent reads). */
export const AGENT_SKILL_DIRS: readonly string[] = ['.claude/skills', '.github/skills', '.agents/skills', '.codex/skills', '.gemini/skills', '.pi/skills', '.qwen/skills', '.augment/skills', '.clinerules/skills', '.cline/skills', '.factory/skills', '.opencode/skills', '.opencode/skill', '.kilo/skills', '.kilo/skill', '.kilocode/skills', '.kilocode/skill'];
