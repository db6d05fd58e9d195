import type { AgentTarget, ProfileId, ServiceConfig } from '../config/serviceConfig';
import type { FixBuilder } from '../features/codeActions/fixBuilder';
import type { LocalizedText, Severity } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { DocumentRuleContext, IndexView, RootRuleContext, SkillRuleContext, SkillView } from '../profiles/profile';

/**
 * What a rule reads, declared. The engine gives a rule these and nothing else, and runs it
 * again only when one of them changes:
 * - `header`: this file's header (the parse of its front matter);
 * - `body`: this file's body, up to the scan limit of a huge file (`scannedPart`);
 * - `whole-text`: this file's complete text, whatever its size (the safety scan);
 * - `other-headers`: the headers of the other skills of its folder (names, references);
 * - `other-names`: only the names and folders of the other skills of its folder (a name fix
 *   that must not give a name another skill has): a description edit leaves it unchanged;
 * - `file-system`: files on disk the skill names or holds (references, bundled files);
 * - `root`: the skills of its root, a group at a time (`RootRule.groupKey`);
 * - `root-paths`: only which skills its root holds and where (their records: paths, folders),
 *   never their headers: the engine runs it again when a skill appears, vanishes or becomes
 *   readable or unreadable, not after a header edit;
 * - `document`: a markdown file of the folder that is not a skill (`DocumentRule`).
 *
 * A skill rule that reads neither `other-headers` nor `file-system` runs with the file's own
 * version; one that reads `file-system` only, again when a file appears or vanishes; one that
 * reads `other-headers`, again after any header edit; one that reads `other-names`, again when a
 * skill's name changes or a skill appears or vanishes. A cross-file rule that reads no `body`
 * gets the header-only parse of a file no editor has open.
 */
export type RuleInput = 'header' | 'body' | 'whole-text' | 'other-headers' | 'other-names' | 'file-system' | 'root' | 'root-paths' | 'document';

/**
 * A small workspace that produces one code: `file` is the file shown on the rule page (and
 * the one the finding is in), `others` what else the workspace needs. A test lints every
 * example and fails when its code is not reported.
 */
export interface RuleExample {
  readonly file: string;
  readonly text: string;
  readonly others?: Readonly<Record<string, string>>;
  /** Set when the folder does not pick the profile by itself. */
  readonly profile?: ProfileId;
  /**
   * How `file` is saved when not as UTF-8 (a Windows editor's Latin-1 or UTF-16): the workspace
   * holds `text` in that encoding, and the rule page says so above the text.
   */
  readonly encoding?: 'latin1' | 'utf16le';
  /**
   * Set when the code concerns a validator no folder selects (`spec`, `claude-ai`): the
   * targets the workspace is checked for (`"targets"` of `.skillkiln.json`), shown on the page.
   */
  readonly targets?: readonly AgentTarget[];
  /**
   * What the rest of the workspace holds, in words, for a rule page: `others` is not shown
   * there, and some are too many or too big to show (201 bundled files, a 12 MB PDF).
   */
  readonly setting?: LocalizedText;
}

/**
 * One diagnostic code as its rule declares it: the README table, the rule pages (both
 * languages), SARIF's rule list, hovers and the settings' schema are generated from it.
 */
export interface RuleCode {
  readonly code: string;
  readonly severity: Severity;
  /** What is wrong and what the runtime does about it. */
  readonly doc: LocalizedText;
  /** The quick fix, in words, when there is one. */
  readonly fix?: LocalizedText;
  /** A workspace that produces the code (shown on the rule page, linted by a test). */
  readonly example?: RuleExample;
}

/** What every rule module declares. */
interface RuleBase {
  /** Stable id, for logs when a check throws. */
  readonly id: string;
  /**
   * The codes it may report, with their docs, examples and fixes. A rule whose codes the
   * settings turn all off does not run (see `rulesToRun`). Rules of one family may share the
   * same code objects (the two safety scans).
   */
  readonly codes: readonly RuleCode[];
  /** The inputs it reads (see `RuleInput`); the engine decides from them when it runs. */
  readonly reads: readonly RuleInput[];
  /**
   * The quick-fix builders of the `data.fix` payloads its findings carry: code actions,
   * "fix all" and `lint --fix` find a finding's builder among its rule's (`fixBuilderFor`).
   */
  readonly fixes?: readonly FixBuilder[];
}

/** A check of one skill at a time. */
export interface SkillRule extends RuleBase {
  readonly kind: 'skill';
  /**
   * Optional, for a rule that reads other skills (`other-headers`, `other-names`): what it works out from the skill alone
   * (the agents' verdicts on its header), handed to `check` as `own`. The engine asks once per
   * file version while the complete parse is at hand (a cold index reads each file once) and
   * keeps a JSON copy (plain data, no string of the file kept), so a header edit elsewhere re-runs
   * only what asks about the other skills; without a kept copy it asks on the view `check` gets.
   */
  own?(skill: SkillView, config: ServiceConfig): unknown;
  check(ctx: SkillRuleContext): void;
}

/** A check of the skills of a root together (name conflicts, shadowing, slugs). */
export interface RootRule extends RuleBase {
  readonly kind: 'root';
  /**
   * Optional: the group a skill belongs to for this rule (its name, its slug), undefined for
   * none. The rule then promises that what it reports on a skill depends only on the skills of
   * its group, in root order: the engine runs `check` on one group at a time and, after a
   * header edit, again only on the groups whose skills changed.
   */
  groupKey?(view: SkillView): string | undefined;
  /**
   * Optional, for a rule whose groups overlap (a skill listed under its `name` by one agent and
   * its folder's name by another): the keys under which a skill meets others. The rule then
   * promises that what it reports on a skill depends only on the skills sharing a key with it
   * (`RootRuleContext.peers`) and on theirs, taken from the whole workspace folder when it reads
   * `other-headers`, else from its root. After a header edit the engine runs `check` only on
   * the skills of the root within two such steps of a skill that changed (its keys before and
   * after), and keeps what it found on the others. `config` is the root's, as `check` gets it.
   * The engine also asks once per file version read from disk while its complete parse is at
   * hand, so a rule that derives its keys from what local rules worked out on that parse (agent
   * outcomes) can keep them per file version instead of deriving them again from the header.
   */
  peerKeys?(view: SkillView, index: IndexView, config: ServiceConfig): readonly string[];
  check(ctx: RootRuleContext): void;
}

/** A check of any markdown file of a folder (references like `{{skill:x}}`, a README with a header). */
export interface DocumentRule extends RuleBase {
  readonly kind: 'document';
  /**
   * Optional cheap pre-filter: false when the rule has nothing to check in this file, so
   * the engine need not read it (mm's README rule concerns one file per root).
   */
  appliesTo?(path: string, index: IndexView): boolean;
  /**
   * Optional: what the rule needs from the file's text (plain JSON data), found once per
   * version of it. The engine keeps it and passes it to `check` as `facts`, so a header
   * edit elsewhere, which must re-check every file, does not read every file again. An
   * empty list (or undefined) means nothing to check: `check` is then not called.
   */
  gather?(parsed: ParsedSkill): unknown;
  check(ctx: DocumentRuleContext): void;
}

/**
 * Codes the engine itself reports while reading a file (unreadable, a layout the format does
 * not load, a body checked in part, suppression comments): their check is the engine's, the
 * module holds their docs and examples.
 */
export interface EngineRule extends RuleBase {
  readonly kind: 'engine';
}

/**
 * A rule is one module: its codes (severity, docs, example, fixes), its check and the inputs
 * it reads. A profile lists its rules in the order its rule table shows them; the engine
 * runs each kind where it belongs (`rulesOfKind`).
 */
export type Rule = SkillRule | RootRule | DocumentRule | EngineRule;

/** The rules of one kind, in the order given. */
export function rulesOfKind<K extends Rule['kind']>(rules: readonly Rule[], kind: K): readonly Extract<Rule, { kind: K }>[] {
  return rules.filter((r): r is Extract<Rule, { kind: K }> => r.kind === kind);
}

/** Every code a list of rules declares, in order, each once (a family shares its code objects). */
export function codesOf(rules: readonly Rule[]): readonly RuleCode[] {
  const seen = new Set<RuleCode>();
  for (const r of rules) for (const c of r.codes) seen.add(c);
  return [...seen];
}

/** True when the rule reads only its own file (its findings change with its version alone). */
export function readsOwnFileOnly(rule: Rule): boolean {
  return !readsOtherSkills(rule) && !rule.reads.includes('file-system');
}

/** True when a cross-file rule asks the file system only, never other skills. */
export function readsFileSystemOnly(rule: Rule): boolean {
  return rule.reads.includes('file-system') && !readsOtherSkills(rule);
}

/** True when the rule reads something of the other skills of its folder (their headers or only their names). */
export function readsOtherSkills(rule: Rule): boolean {
  return rule.reads.includes('other-headers') || rule.reads.includes('other-names');
}

/** True when a root rule reads of its root's skills only which they are and where (`root-paths`), never their headers. */
export function readsRootPathsOnly(rule: Rule): boolean {
  return rule.reads.includes('root-paths') && !rule.reads.includes('root') && !readsOtherSkills(rule);
}

/** True when the rule never reads the body: it may get the header-only parse of a closed file. */
export function readsHeaderOnly(rule: Rule): boolean {
  return !rule.reads.includes('body') && !rule.reads.includes('whole-text');
}
