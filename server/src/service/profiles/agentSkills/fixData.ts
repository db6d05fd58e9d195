import type { FixEdit } from '../../model/finding';
import type { AgentTarget } from '../../config/serviceConfig';

/**
 * Quick-fix payloads of the agent-skills findings (`Finding.data`). Each carries the
 * exact edits, so the server builds a code action without re-reading the header:
 * apply `edit`/`edits` as a WorkspaceEdit, or the file operation given.
 */


/**
 * `frontmatter-missing`: insert a header with the folder's name and a placeholder description
 * (`value`, the last occurrence in `edit.newText`: a selected tab stop for clients that take snippets).
 */
export type AddFrontmatterFix = { readonly fix: 'add-frontmatter'; readonly value: string; readonly edit: FixEdit };

/**
 * `name-missing`, `description-missing`: give the key a value (add it, fill its empty value or
 * replace one that is not text). `value` is what is written — the folder's name, or a
 * placeholder description — and the last occurrence in `edit.newText`: clients that take
 * snippets get it as a selected tab stop.
 */
export type AddKeyFix = { readonly fix: 'add-key'; readonly key: 'name' | 'description'; readonly value: string; readonly edit: FixEdit };

/** `name-format`: replace the name with the nearest valid one (lowercased, NFKC, invalid runs → `-`). */
export type FixNameFix = { readonly fix: 'fix-name'; readonly suggestion: string; readonly edit: FixEdit };

/**
 * `name-dir-mismatch`, both directions: `setName` writes the folder's name into `name`;
 * `renameFolder` (only when the name is itself valid and the target folder is free)
 * moves the skill's folder to the name.
 */
export type NameDirMismatchFix = {
  readonly fix: 'name-dir-mismatch';
  readonly name: string;
  readonly dirName: string;
  readonly setName?: FixEdit;
  readonly renameFolder?: { readonly from: string; readonly to: string };
};

/** `unquoted-colon`, two actions: "quote it" (`quote`) and "fold it (`>-`)" (`fold`). */
export type UnquotedColonFix = {
  readonly fix: 'unquoted-colon';
  readonly keyPath: string;
  readonly quote: FixEdit;
  readonly fold: FixEdit;
};

/** `metadata-type`: quote a number or boolean exactly as written (`1.10` → `"1.10"`). */
export type QuoteValueFix = { readonly fix: 'quote-value'; readonly edit: FixEdit };

/** `allowed-tools-type`: a YAML list of tool names → the standard's space-separated string. */
export type JoinToolsFix = { readonly fix: 'join-tools'; readonly edit: FixEdit };

/**
 * `key-unsupported`: who rejects and who accepts the key, a typo correction when one is
 * close (`rename`), and the deletion of the whole `key: value` lines (`remove`).
 */
export type KeyUnsupportedFix = {
  readonly fix: 'key-unsupported';
  readonly key: string;
  readonly rejectedBy: readonly AgentTarget[];
  readonly acceptedBy: readonly AgentTarget[];
  readonly suggestion?: string;
  readonly rename?: FixEdit;
  readonly remove: FixEdit;
};

/** `exec-marker`: break the `` !` `` marker (a space after `!`) so no agent runs it. */
export type EscapeExecMarkerFix = { readonly fix: 'escape-exec-marker'; readonly command: string; readonly edit: FixEdit };

/** `reference-missing`: create the file (absolute `path`; `relative` as written in the body), empty. */
export type CreateFileFix = { readonly fix: 'create-file'; readonly path: string; readonly relative: string };

/** Every payload this profile puts in `Finding.data`. */
export type AgentSkillsFix =
  | AddFrontmatterFix | AddKeyFix | FixNameFix | NameDirMismatchFix | UnquotedColonFix | QuoteValueFix
  | JoinToolsFix | KeyUnsupportedFix | EscapeExecMarkerFix | CreateFileFix;
