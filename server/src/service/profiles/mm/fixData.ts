import type { Range } from 'vscode-languageserver-types';

/**
 * Quick-fix payloads of the mm profile, carried in `Finding.data`. Each one holds a
 * ready-made minimal edit (document offsets and the matching LSP range), so a code action
 * never re-reads the header or parses a message. Offsets are UTF-16 offsets in the text
 * the finding was computed on.
 */

/** One text replacement: `range` (offsets `start`..`end`) becomes `newText`. */
export type MmTextEdit = {
  readonly range: Range;
  readonly start: number;
  readonly end: number;
  readonly newText: string;
};

/** `keywords-cap`: delete the keywords past the 8th, with the comma before the 9th. */
export type DropKeywordsPastCapFix = {
  readonly fix: 'drop-keywords-past-cap';
  /** Deletion: `newText` is ''. */
  readonly edit: MmTextEdit;
  /** The keywords that go (those that never reached the model). */
  readonly dropped: readonly string[];
};

/** `keywords-duplicate`, `keywords-in-description`: delete one keyword and its separator. */
export type DropKeywordFix = {
  readonly fix: 'drop-keyword';
  /** Deletion: `newText` is ''. */
  readonly edit: MmTextEdit;
  readonly keyword: string;
};

/** `keywords-format`: rewrite a YAML list of keywords as one comma-separated line. */
export type KeywordsToCommaFix = {
  readonly fix: 'keywords-to-comma';
  /** From just after `keywords:` to the end of the list; `newText` starts with a space. */
  readonly edit: MmTextEdit;
  /** The comma string itself (`a, b, c`), before any YAML quoting. */
  readonly value: string;
};

/** `description-missing`: write a description (fill the empty value, add the key, or add a header). */
export type AddDescriptionFix = {
  readonly fix: 'add-description';
  /** `newText` = `prefix` + `value` + `suffix`. */
  readonly edit: MmTextEdit;
  readonly prefix: string;
  /** Suggested description (YAML-ready): the body's first heading or sentence, or a placeholder. */
  readonly value: string;
  readonly suffix: string;
  /** True when `value` is a placeholder the author must replace. */
  readonly placeholder: boolean;
  /** Where the new header line or header goes. */
  readonly kind: 'fill-value' | 'insert-key' | 'insert-header';
};

/** `fenced-command`: turn a fenced shell block into an indented command with the tool named. */
export type UnfenceCommandFix = {
  readonly fix: 'unfence-command';
  /** The tool the instruction names. */
  readonly tool: 'bash';
  /** Whole opening fence line (without its line break). */
  readonly openFence: Range;
  /** Whole closing fence line (without its line break); undefined for a fence never closed. */
  readonly closeFence: Range | undefined;
  /** Lines (0-based, inclusive) of the command between the fences; end < start when empty. */
  readonly contentLines: { readonly start: number; readonly end: number };
  /** Prefix added to every non-empty command line (four spaces). */
  readonly indent: string;
  /** True when the block follows a paragraph line: an indented block needs a blank line before it. */
  readonly blankLineBefore: boolean;
  /** The run instruction just before the block (`Run:`), when there is one. */
  readonly leadIn: Range | undefined;
  /** True when the lead-in is only a run instruction and is replaced by `leadInText`. */
  readonly replaceLeadIn: boolean;
  /** The instruction that names the tool. */
  readonly leadInText: string;
  /** The sentence added after the command when the skill does not say the answer is its output. */
  readonly answerText?: string;
  /** The complete change: non-overlapping edits in document order, apply them all. */
  readonly edits: readonly MmTextEdit[];
};

/** `command-tool-unnamed`: the lead-in of an indented command names the tool. */
export type NameToolFix = {
  readonly fix: 'name-tool';
  readonly tool: 'bash';
  /** The instruction that names the tool. */
  readonly leadInText: string;
  /** The sentence added after the command when the skill does not say the answer is its output. */
  readonly answerText?: string;
  /** Non-overlapping edits in document order. */
  readonly edits: readonly MmTextEdit[];
};

/** `unknown-key`: the key looks like a typo of a key this format reads. */
export type RenameKeyFix = {
  readonly fix: 'rename-key';
  readonly replacement: string;
  /** Replaces the key text with `replacement`. */
  readonly edit: MmTextEdit;
};

/** `name-empty`: write the name the runtime already uses (the file or folder name). */
export type FillNameFix = {
  readonly fix: 'fill-name';
  readonly name: string;
  readonly edit: MmTextEdit;
};

/** Every payload the mm profile attaches to findings. */
export type MmFixData = DropKeywordsPastCapFix | DropKeywordFix | KeywordsToCommaFix | AddDescriptionFix | UnfenceCommandFix | NameToolFix | RenameKeyFix | FillNameFix;
