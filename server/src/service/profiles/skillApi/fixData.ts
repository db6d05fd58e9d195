import type { FixEdit } from '../../model/finding';

/**
 * Quick-fix payloads of the skill-api profile, carried in `Finding.data`, each with
 * everything the code action needs (no message parsing, no re-reading the header).
 */


/** `reference-missing`: create the file the link points at (empty), inside the skill folder. */
export type CreateReferenceFileFix = {
  readonly fix: 'create-reference-file';
  /** Absolute path of the file to create (parent folders included). */
  readonly path: string;
  /** The same path relative to the skill folder, `/`-separated. */
  readonly relPath: string;
};

/** `reference-missing` when only the letter case differs: point the link at the real file. */
export type ReplaceLinkTargetFix = {
  readonly fix: 'replace-link-target';
  readonly replacement: string;
  /** Replaces the link's destination. */
  readonly edit: FixEdit;
};

/** `description-missing`: write a description that says when to use the skill. */
export type AddDescriptionFix = {
  readonly fix: 'add-description';
  /** Fills the empty value, inserts a `description:` line before the closing `---`, or adds a header. */
  readonly edit: FixEdit;
  /** The text put in place of the description; the author must finish it. */
  readonly value: string;
  readonly placeholder: true;
  readonly kind: 'fill-value' | 'insert-key' | 'insert-header';
};

/** Every payload the skill-api profile attaches to findings. */
export type SkillApiFixData = CreateReferenceFileFix | ReplaceLinkTargetFix | AddDescriptionFix;
