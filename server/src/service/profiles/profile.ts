import type { AgentTarget, ProfileId, ServiceConfig } from '../config/serviceConfig';
import type { IgnoredEntry, SkillRoot } from '../discovery/skillRoot';
import type { FileSystem } from '../fs/fileSystem';
import type { Catalog } from '../model/catalog';
import type { Finding, LocalizedText, Report, Severity } from '../model/finding';
import type { SkillInfo, SkillRecord } from '../model/skillRecord';
import type { HeaderProblem, ParsedSkill } from '../parse/parsedSkill';
import type { HeaderSchema } from '../schema/headerSchema';
import type { Rule, RuleCode } from '../rules/rule';

/** Documentation of one diagnostic code: what a rule declares of it (see `RuleCode`). */
export type RuleMeta = RuleCode;

/**
 * Whether the runtime serves a skill: `shadowed` when the flat file of the same name wins
 * (seed 000), `layout` when the profile does not load this layout, `disabled` when the
 * header turns it off (agent-app `enabled: false`).
 */
export type SkillStatus = 'served' | 'shadowed' | 'layout' | 'disabled';

/** A skill with everything the rules of its profile may need. */
export interface SkillView {
  readonly record: SkillRecord;
  readonly parsed: ParsedSkill;
  readonly info: SkillInfo;
  readonly status: SkillStatus;
}

/** A skill as the profile of its root reads it, with that profile's id. */
export interface ProfiledView extends SkillView {
  readonly profileId: ProfileId;
}

/** Read-only view of the index that rules use for cross-file questions. */
export interface IndexView {
  readonly fs: FileSystem;
  /** The readable skills of one root, whatever their status. */
  skillsOf(root: SkillRoot): readonly SkillView[];
  /** Every skill of the workspace folder, any root, root after root, with its root's profile (what `other-headers` reads). */
  skillsInFolder(folder: string): readonly ProfiledView[];
  /** The same skills by name only (what `other-names` reads): the same list while no name or skill changes. */
  namesInFolder(folder: string): readonly SkillName[];
  /** Files and folders discovery left out of the skills, with the reason (a root's README…). */
  ignored(): readonly IgnoredEntry[];
}

/** A skill of the folder as a rule that reads only the others' names sees it (`other-names`). */
export interface SkillName {
  /** Where the skill is: its path, root and folder name (not its header: a rule reading it declares `other-headers`). */
  readonly record: SkillRecord;
  /** The name its format serves it under (`SkillInfo.name`). */
  readonly name: string;
}

/** What a per-file rule receives. */
export interface SkillRuleContext {
  readonly skill: SkillView;
  /** The format of the skill's root. */
  readonly profile: Profile;
  readonly config: ServiceConfig;
  readonly index: IndexView;
  /** What the rule's `own` worked out from this version of the skill, when it has one. */
  readonly own?: unknown;
  report(report: Report): void;
}

/** What a per-root rule (name conflicts, shadowing, slugs) receives. */
export interface RootRuleContext {
  readonly root: SkillRoot;
  readonly skills: readonly SkillView[];
  readonly config: ServiceConfig;
  readonly index: IndexView;
  /**
   * For a rule with `peerKeys`: the skills sharing a key with `view` (itself included), in
   * the order of the folder (or root) list; undefined when the caller keeps no keys.
   */
  readonly peers?: (view: SkillView) => readonly SkillView[];
  /**
   * For a rule without groups or peers, when the caller holds what the rule found on its last
   * run on this root: `only(paths)`, called before reporting, says this run checks those paths
   * alone — what it reports on them is all they now have (nothing: they have none left) — and
   * every other path keeps what the last run found. A rule that knows what changed since its
   * last run (a description edit in a folder of 10,000 skills) so reports that, not everything.
   */
  readonly partial?: { only(paths: Iterable<string>): void };
  report(path: string, report: Report): void;
}

/** What a rule over any markdown file (references like `{{skill:x}}`) receives. */
export interface DocumentRuleContext {
  readonly path: string;
  readonly parsed: ParsedSkill;
  /** The workspace folder the file belongs to. */
  readonly folder: string;
  readonly config: ServiceConfig;
  readonly index: IndexView;
  /**
   * What the rule's `gather` found in this version of the file's text, when it has one; the
   * parse may then hold the header only.
   */
  readonly facts?: unknown;
  report(report: Report): void;
}

/** Rules are modules of their own (`rules/rule.ts`): their codes, check and declared inputs. */
export type { DocumentRule, EngineRule, Rule, RootRule, SkillRule } from '../rules/rule';

/** Options for rendering a catalog. */
export interface CatalogRequest {
  readonly root: SkillRoot;
  /** Every readable skill of the root; the renderer lists those with status `served`. */
  readonly skills: readonly SkillView[];
  /** Skills in folders deeper inside the root (found by a deep search), for agents that look there. */
  readonly nested?: readonly SkillView[];
  /** Unreadable files, left out before rendering, with the reason. */
  readonly excluded: Catalog['excluded'];
  readonly config: ServiceConfig;
  /** Findings per skill path, for problem counts. */
  readonly findings: (path: string) => readonly Finding[];
  /** Variant to render (an agent target for agent-skills); undefined picks the profile's first. */
  readonly target?: string;
  /** The index's file system, for catalogs that list a skill's files (skill-api's `list_skills`). */
  readonly fs?: FileSystem;
}

/**
 * A skill format: which keys exist, which rules run, how the runtime reads a skill and
 * what catalog it builds. One object per format in `profiles/<id>/`.
 */
export interface Profile {
  readonly id: ProfileId;
  readonly label: LocalizedText;
  /** Layouts the runtime loads; a skill in another layout is reported and not served. */
  readonly layouts: { readonly flat: boolean; readonly folder: boolean };
  readonly schema: HeaderSchema;
  /**
   * Its rules, in the order its rule table lists their codes: checks of one skill, of a
   * root, of other markdown files of the folder. The common rules (`COMMON_RULES`) run too.
   */
  readonly rules: readonly Rule[];
  /** Catalog variants, e.g. agent targets; the first is the default. */
  readonly catalogTargets: readonly { readonly id: string; readonly label: LocalizedText }[];
  /** Reads name, description, keywords… the way the runtime does. */
  describe(record: SkillRecord, parsed: ParsedSkill): SkillInfo;
  /** Builds the catalog the runtime would send. */
  renderCatalog(request: CatalogRequest): Catalog;
  /**
   * Optional: true for a YAML error this profile reports under a clearer code of its own
   * (agent-skills' `unquoted-colon`), so the common `yaml-syntax` rule leaves it out and the
   * author sees one finding.
   */
  readonly claimsHeaderProblem?: (problem: HeaderProblem, parsed: ParsedSkill) => boolean;
  /**
   * Optional: what the runtimes do about a header that does not close or does not parse
   * (agent-skills: each selected agent's effect); the common header rules take their severity
   * and closing clause from it. Undefined from the hook: no runtime minds, no finding.
   */
  readonly headerJudgement?: (cause: HeaderCause, skill: SkillView, config: ServiceConfig) => { readonly severity: Severity; readonly effect: LocalizedText } | undefined;
  /**
   * Optional: what the format still has to say about a skill where none of its rules found an
   * error (agent-skills: an agent that drops the skill for a reason none of them told). Worked
   * out with the per-file rules, on the same inputs (`header`, `body`), kept and redone with
   * them; shown only when the file's other findings, all phases merged, hold no error.
   */
  readonly lastWord?: (skill: SkillView, config: ServiceConfig) => readonly Report[];
}

/** Header problems the common rules report: unclosed, duplicate keys, tabs, other YAML errors, not a mapping, a file that is not UTF-8 text. */
export type HeaderCause = 'unclosed' | 'duplicate-key' | 'tab-indent' | 'yaml-error' | 'not-mapping' | 'not-text' | 'invalid-utf8';

/** Target ids of agent-skills, re-exported for profiles that need them. */
export type { AgentTarget };
