import type { Range } from 'vscode-languageserver-types';

/** How bad a finding is; mirrors LSP's DiagnosticSeverity names. */
export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** A message in every language the product ships. */
export interface LocalizedText {
  readonly en: string;
  readonly fr: string;
}

/** Languages of messages. */
export type Locale = keyof LocalizedText;

/** Another place that explains a finding (e.g. the other skill of a name conflict). */
export interface RelatedPlace {
  readonly path: string;
  readonly range: Range;
  readonly message: LocalizedText;
}

/**
 * What a rule reports. `code` is a stable contract (CLI JSON, quick fixes, settings);
 * `data` carries what the quick fix needs so code actions never parse the message.
 */
export interface Finding {
  /** Absolute path of the file the finding is in. */
  readonly path: string;
  readonly code: string;
  readonly severity: Severity;
  readonly message: LocalizedText;
  readonly range: Range;
  readonly data?: FixData;
  readonly related?: readonly RelatedPlace[];
  /** Marks findings on text the runtime never shows the model, rendered faded by editors. */
  readonly unnecessary?: boolean;
}

/** A ready-made replacement carried in quick-fix data: `range` becomes `newText`. */
export type FixEdit = { readonly range: Range; readonly newText: string };

/** Quick-fix payload: a discriminated union keyed by `fix`. */
export type FixData = { readonly fix: string; readonly [key: string]: unknown };

/** What a rule hands the engine; the engine fills `path` and applies severity overrides. */
export interface Report {
  readonly code: string;
  readonly message: LocalizedText;
  readonly range: Range;
  /** Overrides the rule's default severity for this one report. */
  readonly severity?: Severity;
  readonly data?: FixData;
  readonly related?: readonly RelatedPlace[];
  readonly unnecessary?: boolean;
}
