import type { FixEdit } from '../../model/finding';

/**
 * Quick-fix payloads of the agent-app profile, carried in `Finding.data`. Each holds a
 * ready-made minimal edit of the file the finding is in (unless `path` says otherwise),
 * so a code action never re-reads the header or parses the message.
 */


/** `skill-reference-unknown`: replace the name of a reference with the nearest existing name. */
export type ReplaceSkillReferenceFix = {
  readonly fix: 'replace-skill-reference';
  /** The name as written. */
  readonly name: string;
  readonly replacement: string;
  /** Replaces the name only, inside `{{skill:…}}`. */
  readonly edit: FixEdit;
};

/** `skill-reference-disabled`: turn the referenced skill back on, in that skill's file. */
export type EnableSkillFix = {
  readonly fix: 'enable-skill';
  readonly name: string;
  /** Absolute path of the disabled skill's file. */
  readonly path: string;
  /** Replaces the `false` of its `enabled:` with `true`. */
  readonly edit: FixEdit;
};

/** `name-chars`: the name with every run of other characters turned into one `-`. */
export type SanitizeNameFix = {
  readonly fix: 'sanitize-name';
  readonly replacement: string;
  /** Replaces the `name` value. */
  readonly edit: FixEdit;
};

/** `category-invalid`: the category value the text most likely means. */
export type ReplaceCategoryFix = {
  readonly fix: 'replace-category';
  readonly replacement: string;
  /** Replaces the `category` value. */
  readonly edit: FixEdit;
};

/** `enabled-invalid`: write the boolean the text most likely means. */
export type EnabledBooleanFix = {
  readonly fix: 'enabled-boolean';
  readonly replacement: 'true' | 'false';
  /** Replaces the `enabled` value. */
  readonly edit: FixEdit;
};

/** Every payload the agent-app profile attaches to findings. */
export type AgentAppFixData = ReplaceSkillReferenceFix | EnableSkillFix | SanitizeNameFix | ReplaceCategoryFix | EnabledBooleanFix;
