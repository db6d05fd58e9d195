/**
 * How an agent reads a skill's name and description into its listing: where each comes from,
 * what limits it, how it is counted (the `name` and `description` parts of an `AgentDeclaration`).
 */

/** Where the listed name comes from and what limits it. */
export interface NameRule {
  /** `folder`: always the folder's name; `header`: the header's, else the folder's (`fallback`). */
  readonly source: 'folder' | 'header';
  /** With `source: header`, what a skill without `name` is listed as (undefined: not loaded). */
  readonly fallback?: 'folder';
  readonly maxLength?: number;
  /** Characters replaced by `-` in the listed name. */
  readonly replaced?: RegExp;
  /** A name it matches is listed in lower case (Cline lists `Foo: Bar`, an id of the `plugin:skill` kind, as `foo: bar`). */
  readonly lowerCasedWhen?: RegExp;
  /** The only names accepted (others: the `name-format` effect applies). */
  readonly allowed?: RegExp;
  /** `allowed` is checked on every name, the standard's valid ones too (`pdf-é`: ASCII only); else only on names the standard refuses. */
  readonly allowedAlways?: true;
  /**
   * Whether the name is listed and checked as the YAML gives it, spaces and line breaks around
   * it kept (`name: "pdf "`, a `|` block's last line break): `pdf ` and `pdf` are two names to it.
   * Else it is trimmed.
   */
  readonly untrimmed?: true;
  /**
   * Whether a `name` JavaScript takes for false (`false`, `0`) gives the folder's name too, as
   * a missing one does (`frontmatter.name || folder`: pi).
   */
  readonly falsyFallback?: true;
  /**
   * A skill under a folder holding a plugin manifest is listed as `<plugin>:<name>` (Codex). The
   * nearest folder, from the skill's own up, with a manifest it can read gives the plugin: its
   * `name`, else that folder's name. `manifests` are looked for in order in each folder; the first
   * found decides for that folder, and one it cannot read sends the search one folder up.
   */
  readonly plugin?: { readonly manifests: readonly string[] };
}

/** How the description reaches the listing. */
export interface DescriptionRule {
  /** With no description: the body's first line (Claude Code) or first paragraph (Copilot CLI). */
  readonly fallback?: 'first-line' | 'first-paragraph';
  /** What `fallback` lists when the body has no line to give either (Claude Code: `Skill`). */
  readonly fallbackEmpty?: string;
  /** Longest accepted (longer: see the `description-too-long` effect). */
  readonly maxLength?: number;
  /** Whether `maxLength` counts the value as the YAML gives it, spaces around it included (Copilot CLI), instead of trimmed. */
  readonly countsUntrimmed?: boolean;
  /**
   * Listing cap in characters: kept characters and the mark that follows them. With
   * `codeUnits`, both count UTF-16 code units as JavaScript's `length` and `slice` do (an emoji
   * counts two, and a cut may fall between its halves). With `halfReplaced`, a half left at the
   * cut reaches the model as U+FFFD (the agent's request is UTF-8: Claude Code, Factory Droid).
   */
  readonly listingCap?: { readonly chars: number; readonly keep: number; readonly mark: string; readonly codeUnits?: boolean; readonly halfReplaced?: boolean };
  /**
   * A description YAML reads as a number or a boolean is listed as JavaScript writes that value
   * (`1.5e3` → `1500`, `0x1F` → `31`, `.inf` → `Infinity`), not as written.
   */
  readonly jsValues?: boolean;
  /** Other keys appended to the description in the listing, with their separator. */
  readonly appended?: readonly { readonly key: string; readonly separator: string }[];
  /** Whether whitespace runs become one space in the listing. */
  readonly singleLine?: boolean;
  /** Whether an empty `description: ""` is kept as an empty description (else it counts as missing). */
  readonly emptyAllowed?: boolean;
  /** Whether the value is listed as the YAML gives it (a block scalar keeps its last line break) instead of trimmed. */
  readonly untrimmed?: boolean;
  /** Whether `maxLength` counts UTF-16 code units (JavaScript's `length`: an emoji counts two) instead of characters. */
  readonly codeUnits?: boolean;
  /** What the listing shows for an empty `description: ""` (Factory Droid: `No description provided`). */
  readonly placeholder?: string;
  /**
   * Whether any value JavaScript takes for true is a description (`!frontmatter.description`,
   * Amp): a list, a mapping, `true`, `42` or blank text pass; `false`, `0` and `NaN` are
   * `description-not-text`, an empty text or null `description-missing`. Needs the agent's own
   * library reading (`yaml.npm`); elsewhere the description is judged as text.
   */
  readonly truthy?: true;
  /** Characters refused anywhere in the description (Claude's apps on upload: `<` and `>`). */
  readonly refusedCharacters?: string;
}
