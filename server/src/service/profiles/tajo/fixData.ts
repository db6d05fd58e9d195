import type { Range } from 'vscode-languageserver-types';

/**
 * Quick-fix payloads of the Tajo rules (`Finding.data`). Each carries a ready text edit
 * (`range` in the document, `newText`), so a code action is one `TextEdit` and never
 * re-reads the message or re-parses the header.
 */

/** `template-unquoted`: wrap the value in double quotes (`{{ env.X }}` → `"{{ env.X }}"`). */
export type QuoteTemplateFix = {
  readonly fix: 'quote-template';
  /** The unquoted value as written (up to the end of its line when YAML stopped early). */
  readonly original: string;
  readonly range: Range;
  /** The value as a YAML double-quoted string. */
  readonly newText: string;
};

/** `permission-missing`: add the scope to `permissions` (creating the key when absent). */
export type AddPermissionFix = {
  readonly fix: 'add-permission';
  readonly scope: string;
  /** Empty range where the text is inserted. */
  readonly range: Range;
  readonly newText: string;
};

/** `required-field`: add the missing key before the closing `---`. */
export type AddKeyFix = {
  readonly fix: 'add-key';
  readonly key: string;
  /** Empty range at the start of the closing `---` line. */
  readonly range: Range;
  readonly newText: string;
  /** The value in `newText` for the author to type over (selected when the client takes snippets). */
  readonly value?: string;
};

/**
 * Replace a value by the one the author almost certainly meant: a case or spelling
 * variant of an allowed value (`enum-value`, `action-type-unknown`, `filter-unknown`,
 * `permission-unknown`, `timezone-invalid`, `endpoint-format`, `type-mismatch` on
 * booleans written as text), or a derived form (`name-kebab`, `version-semver`, `mcp-tool-name`).
 */
export type ReplaceValueFix = {
  readonly fix: 'replace-value';
  readonly range: Range;
  readonly newText: string;
};

/** Every quick-fix payload a Tajo finding may carry. */
export type TajoFixData = QuoteTemplateFix | AddPermissionFix | AddKeyFix | ReplaceValueFix;
