import type { AgentTarget } from '../config/serviceConfig';
import type { LocalizedText } from '../model/finding';
import type { ChoiceSignal, NoChoiceSignal } from '../triggers/choiceSignal';
import type { Discovery } from './discovery';
import type { DescriptionRule, NameRule } from './headerValueRules';
import type { ParserBehaviour } from './parserBehaviour';

export type { DescriptionRule, NameRule } from './headerValueRules';
export type { ParserBehaviour, YamlParser } from './parserBehaviour';

/**
 * What an agent does about one thing in a skill. Only the first three keep the skill from
 * loading at all (an error when the agent is selected); the others load it, but not as
 * written (a warning); `ignores` is a portability note.
 */
export type EffectKind =
  /** Refuses the skill and says so. */
  | 'rejects'
  /** Leaves the skill out without a word. */
  | 'skips'
  /** Never looks where the file is. */
  | 'not-found'
  /** Loads the skill with no header: name from the folder, description from the body. */
  | 'drops-header'
  /** Lists the skill under another name than its header's. */
  | 'renames'
  /** Lists a shortened description. */
  | 'cuts'
  /** Lists another description than the header's (the body's first line…). */
  | 'replaces'
  /** Loads the skill but leaves it out of the listing: the model never hears of it. */
  | 'unlisted'
  /** Loads the skill as written and prints a warning about it. */
  | 'warns'
  /** Reads the skill but not this key. */
  | 'ignores';

/** One effect, with what the agent does next in the words of a user (optional). */
export interface Effect {
  readonly kind: EffectKind;
  /** The agent's own message when it says one (`missing field description`…). */
  readonly says?: string;
}

/**
 * The things in a SKILL.md that agents disagree on, each a key of {@link AgentDeclaration.effects}.
 * A cause an agent has no entry for loads as written.
 */
export type Cause =
  /**
   * A file that is not UTF-8 text (UTF-16, NUL bytes) showing no header once read as UTF-8: how the agent reads it
   * (`drops-header`: loads the garbled text under the folder's name; `rejects`; `skips`). Nothing else of it is read.
   */
  | 'not-text'
  /**
   * A text file some of whose bytes are not UTF-8 (saved as Latin-1 or Windows-1252): how the
   * agent reads it (`rejects`: a strict UTF-8 read fails; with no entry it loads the file, each
   * bad byte a U+FFFD).
   */
  | 'invalid-utf8'
  /** A byte-order mark before the opening `---`. */
  | 'bom'
  /** No `---` header at all. */
  | 'no-header'
  /** `---` opens a header that never closes. */
  | 'unclosed'
  /** A YAML error other than those below. */
  | 'yaml-error'
  /** A key written twice at the same level. */
  | 'duplicate-key'
  /** A tab used as indentation. */
  | 'tab-indent'
  /** `---` inside the header before its closing line. */
  | 'dashes-inside'
  /** The same skill folder reached twice (a symlink to another skill folder). */
  | 'duplicate-folder'
  /** A top-level `key: value` line whose plain value holds `: `. */
  | 'colon-top-level'
  /** The same inside a nested mapping (`metadata:` …). */
  | 'colon-nested'
  /** A top-level `key: a: b` whose key is not a plain word (`argument-hint`): a word-only repair misses it. */
  | 'colon-key-symbol'
  /** A top-level `key: a: b` whose plain value goes on over the next lines: a one-line repair leaves them broken. */
  | 'colon-continued'
  /** Flow style (`{a: b}`, `[a]`) somewhere in the header. */
  | 'flow-style'
  /** The header parses but is not a mapping (a list, a scalar). */
  | 'not-mapping'
  | 'name-missing'
  /** Longer than the agent's `name.maxLength`. */
  | 'name-too-long'
  /** Characters outside lowercase letters, digits and single hyphens. */
  | 'name-format'
  /** Header `name` differs from the folder name. */
  | 'name-mismatch'
  /** No description, or an empty one. */
  | 'description-missing'
  /** A description YAML reads as a number, a boolean, a list or a mapping. */
  | 'description-not-text'
  /** Longer than the agent's `description.maxLength`. */
  | 'description-too-long'
  /** A character the agent refuses in a description (`description.refusedCharacters`). */
  | 'description-characters'
  /** Description (with what the agent appends to it) longer than the agent's listing cap. */
  | 'description-cut'
  /** `compatibility` that is not text or longer than 500 characters. */
  | 'compatibility-invalid'
  /** `allowed-tools` that is neither a string nor a list of strings. */
  | 'allowed-tools-invalid'
  /** `allowed-tools` written as a YAML list instead of a space-separated string. */
  | 'allowed-tools-list'
  /** `metadata` that is not a mapping. */
  | 'metadata-invalid'
  /** A key of `keyTypes` whose value is not of its type (Copilot CLI's own checks). */
  | 'key-type'
  /** A key this agent does not read. */
  | 'key-unknown'
  /** Deeper under the skills folder than the agent looks. */
  | 'too-deep'
  /** Past the number of folders the agent's walk of the skills folder takes in (`discovery.maxFolders`). */
  | 'folder-cap'
  /** In a folder whose name starts with `.`, under the skills folder, for an agent that skips them (`discovery.dotFolders`). */
  | 'dot-folder'
  /** A `SKILL.md` that is itself a symbolic link to a file, for an agent that follows linked folders only (`discovery.followsSymlinks`). */
  | 'linked-file'
  /** A `SKILL.md` directly in the skills folder, not in a folder of its own. */
  | 'top-file'
  /** A `SKILL.md` in a folder under another skill's folder (`<host>/<sub>/SKILL.md`), for an agent that never searches there (`discovery.nested`). */
  | 'nested'
  /** Larger than the agent's `discovery.maxFileBytes`. */
  | 'file-too-large'
  /** Nothing but whitespace after the header. */
  | 'body-empty'
  /**
   * A description an agent reading the header line by line (no YAML) takes otherwise than YAML
   * does: a block scalar (`>`, `|`) read as its mark, a value continued on the next lines cut to
   * its first line (single quotes it keeps around a one-line value do not count).
   */
  | 'description-line-read'
  /**
   * The header turns the skill off: `disabled: true`, or `enabled: false` without a
   * `disabled` the agent reads first (only agents whose `keys` hold these keys mind it).
   */
  | 'turned-off'
  /**
   * `disable-model-invocation` on and `user-invocable` written but not on (as `listing.flagsOn`
   * reads them): neither the model nor the user can run the skill (Claude Code keeps it out of
   * both its listing and its `/` commands).
   */
  | 'invocation-off'
  /**
   * A `paths` list (globs) the agent holds the skill back by until a matching file is touched
   * (Claude Code): loaded, but neither offered nor listed at the start.
   */
  | 'paths-held';

/**
 * What a YAML file must hold for an agent that reads it into fixed records (Rust's serde): a
 * value that fits no record makes it ignore the whole file. `scalar` takes any text, number or
 * boolean; `bool` a YAML boolean alone; a record takes a mapping whose other keys are ignored
 * but whose own keys may not repeat; a list, a sequence. `null` fits everywhere.
 */
export type FileShape = 'scalar' | 'bool' | { readonly record: Readonly<Record<string, FileShape>> } | { readonly list: FileShape };

/** The budget the listing must fit in, with the agent's own knobs. */
export interface ListingBudget {
  /** How the budget is computed, for the preview and the README. */
  readonly rule: LocalizedText;
  /** Characters, from the context window in tokens (the agent's default model when not set). */
  readonly chars: (contextWindowTokens: number | undefined) => number;
  /** What happens over budget. */
  readonly over: LocalizedText;
  /** Settings or variables the agent reads to change it. */
  readonly knobs: readonly string[];
}

/** The block the model receives. */
export interface ListingDeclaration {
  /** Where it goes: system prompt, developer message, tool description, reminder. */
  readonly placement: LocalizedText;
  /**
   * Entries sorted by name (`locale`: localeCompare; `bytes`: code units), by file path from
   * last to first (`reverse-path`: Gemini CLI's search returns them so), by file path folder by
   * folder from first to last (`path`: pi's walk), by folder path with each level compared by
   * localeCompare (`locale-path`: Factory Droid walks its folders so), or in folder order
   * (`discovery`: the order the file system gives, which Skillkiln cannot know).
   */
  readonly order: 'locale' | 'bytes' | 'reverse-path' | 'path' | 'locale-path' | 'discovery';
  /**
   * Skills that share a name: `keep-place` lists one entry at the first one's place with the
   * last one's content (a map keyed by name, as Gemini CLI builds it); otherwise a file reached
   * twice (a symlinked folder) is listed once, the first in folder-name order.
   */
  readonly sameName?: 'keep-place';
  /** How `<`, `&`… in values are written: `html` writes `'` as `&#x27;`, `xml` as `&apos;`. */
  readonly escaping: 'none' | 'html' | 'xml';
  /** How a skill's file is named in its entry. */
  readonly location: 'none' | 'absolute' | 'relative' | 'root-relative';
  readonly budget?: ListingBudget;
  /** Skills the agent ships and lists beside the project's (left out of Skillkiln's text). */
  readonly builtins?: {
    readonly count: number;
    readonly chars: number;
    readonly note: LocalizedText;
    /** Each built-in's entry, measured as the agent measures it against its budget, in full and over budget. */
    readonly entries?: readonly { readonly name: string; readonly width: number; readonly widthOverBudget: number; readonly replaceable: boolean }[];
  };
  /** Header keys that keep a skill out of the listing when true. */
  readonly hiddenBy?: readonly string[];
  /**
   * A file of the skill's folder whose flag keeps the skill out of the listing when it is
   * `false` (Codex: `policy.allow_implicit_invocation` in `agents/openai.yaml`). The agent reads
   * the file into `shape` and ignores it whole where it does not fit (see `folderFileFlag.ts`).
   */
  readonly hiddenByFile?: { readonly path: string; readonly flag: readonly string[]; readonly shape: FileShape };
  /**
   * What turns those keys on: the YAML `true` alone (the default), or also the text `true`,
   * case and all (`true-or-text`: Claude Code's reading, observed on 2.1.197: `"true"` hides the
   * skill, `"True"`, `yes` and `1` do not).
   */
  readonly flagsOn?: 'true' | 'true-or-text';
  /** Set when the listing could not be observed: the preview and messages say so. */
  readonly unverified?: LocalizedText;
  /** The model gets the names only (Cline): no description reaches it. */
  readonly namesOnly?: boolean;
  /**
   * Set when the agent builds its listing where Skillkiln cannot see it (on its own servers):
   * the preview shows which skills it loads, and says this instead of a listing.
   */
  readonly elsewhere?: LocalizedText;
}

/** How and against which release a declaration was checked. */
export interface Verification {
  /** The release the facts were observed on. */
  readonly version: string;
  /** `run`: the agent itself was run on fixtures and real collections; `source`: read from its source only. */
  readonly how: 'run' | 'source';
  /** What could not be checked and why, shown where the claim is made. */
  readonly limits?: LocalizedText;
}

/**
 * Everything Skillkiln says about one agent, as data: rules and listing renderers read it,
 * and the conformance stage checks it against the real agent at `verified.version`.
 */
export interface AgentDeclaration {
  readonly id: AgentTarget;
  readonly label: LocalizedText;
  /**
   * A validator, not an agent: it checks skills against written rules and reads no folder of a
   * project. It is judged only when the user selects it (a collection meant for publishing or
   * upload), everywhere, and never counts as a reader of a folder.
   */
  readonly validator?: true;
  /**
   * Never named unless the user selects it: its verdict concerns something the author may never
   * do (an upload), so it is no portability note either, and the preview's per-agent table leaves
   * its row out (`withoutUnselected`).
   */
  readonly onlyWhenSelected?: true;
  /** What a validator checks, in a few words (it reads no folder, so pickers say this instead). */
  readonly checks?: LocalizedText;
  readonly verified: Verification;
  readonly discovery: Discovery;
  readonly parser: ParserBehaviour;
  readonly name: NameRule;
  readonly description: DescriptionRule;
  /** Header keys it reads; `key-unknown` applies to the others. */
  readonly keys: readonly string[];
  /** What it does about each cause; a cause left out loads as written. */
  readonly effects: Readonly<Partial<Record<Cause, Effect>>>;
  /**
   * Keys whose YAML value the agent checks the type of, present even empty (Copilot CLI: a
   * `user-invocable` that is not a boolean): any other value is the `key-type` cause.
   */
  readonly keyTypes?: Readonly<Record<string, KeyType>>;
  /**
   * With `keyTypes`: a key whose value is `null` counts as absent (Cline: `disabled: ~` is fine,
   * `disabled: 1` is not); a list names the only keys it holds for (Copilot CLI's `argument-hint`).
   */
  readonly keyNullAbsent?: true | readonly string[];
  /**
   * With `keyTypes`: a key whose type is checked only where another key is absent (or null that
   * counts as absent). Cline reads `disabled` first: with `disabled: false`, `enabled: ''` loads.
   */
  readonly keyTypeUnless?: Readonly<Record<string, string>>;
  /** With `keyTypes`: keys whose text must hold more than whitespace (Copilot CLI: `name: ''` is `Skill name must not be empty`). */
  readonly keyTextFilled?: readonly string[];
  /**
   * With `keyTypes`: the values are checked as the agent hands them on after its YAML library:
   * through JSON (`json`, Copilot CLI: serde_yaml drops a tag, so `!!binary aGVsbG8=` is the
   * text `aGVsbG8=`, and JSON has no infinity, so `.inf` and `.nan` are null), or with numbers
   * and booleans written as text and the rest left as it is (`text`, Augment: `name: 123` is the
   * name `123`, where a date, a list or a mapping becomes JSON text its name check refuses).
   */
  readonly keyValues?: 'json' | 'text';
  /**
   * Its YAML library is libyaml, which holds the lines inside a quoted value or a `[…]`/`{…}` to
   * no indentation (Copilot CLI: `description: 'a` then `b'` at the start of the next line
   * loads): where Skillkiln's `yaml` fails on a header, it is read again with those lines
   * indented (flowLines.ts), and what that loads is the agent's header.
   */
  readonly flowLinesFree?: true;
  /**
   * The header text the agent hands its YAML library stops before the line break that ends the
   * header's last line (it looks for `\n---`: Gemini CLI, pi, Augment, Cline, Factory Droid), so a
   * `|+` or `>+` block at the end of the header keeps one line break fewer than Skillkiln's own
   * reading gives, and a header ending inside a quote may load (see agentYaml.ts).
   */
  readonly headerLastBreakDropped?: true;
  readonly listing: ListingDeclaration;
  /** How `skillkiln triggers` runs it headless and reads which skill it chose, or why it cannot. */
  readonly triggers?: ChoiceSignal | NoChoiceSignal;
}

/**
 * A value type an agent checks: a boolean, text, text or a list of texts, or text whenever
 * JavaScript finds the value true (pi: `name: 42` throws, `name: false` falls back to the folder),
 * a list of anything (or null), a list of texts only (Qwen Code's `paths` and `allowedTools`), or
 * anything but a list or a mapping (serde's `String`: Codex reads `name: false` as `false`), or
 * anything but a null written out (`null`, `~`, `Null`, `NULL`), where nothing after the key is
 * fine (serde_yaml reads an empty value as an empty struct and a written null as unit, which a
 * struct refuses: Codex's `metadata`).
 */
export type KeyType = 'boolean' | 'string' | 'strings' | 'string-if-truthy' | 'list' | 'text-list' | 'scalar' | 'not-null' | 'mapping' | 'no-written-null';

/** The kinds that keep a skill from loading. */
export const NOT_LOADED: ReadonlySet<EffectKind> = new Set(['rejects', 'skips', 'not-found']);
