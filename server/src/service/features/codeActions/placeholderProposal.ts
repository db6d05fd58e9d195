import type { TextEdit } from 'vscode-languageserver-types';
import type { FixData, LocalizedText } from '../../model/finding';
import type { SnippetTextEdit } from '../workspaceEdit';
import { editProposal, type FixBuilder, type FixContext, type FixProposal } from './fixBuilder';

/**
 * A proposal whose edit writes a value for the author to check or type over (`value`, its
 * last occurrence in the edit's text): a selected tab stop when the client takes snippet
 * edits, plain text otherwise — the same text either way, so the finding goes in both.
 */
export function placeholderProposal(ctx: FixContext, title: LocalizedText, edit: TextEdit, value: string | undefined): FixProposal[] {
  const at = value ? edit.newText.lastIndexOf(value) : -1;
  if (!ctx.caps.snippetEdits || !value || at < 0) return editProposal(ctx, title, [edit]);
  const prefix = edit.newText.slice(0, at);
  const suffix = edit.newText.slice(at + value.length);
  const snippet: SnippetTextEdit = { range: edit.range, snippet: { kind: 'snippet', value: `${escapeSnippet(prefix)}\${1:${escapeSnippet(value)}}${escapeSnippet(suffix)}` } };
  return [{ title, changes: [{ kind: 'edit', path: ctx.doc.path, edits: [snippet] }], preferred: true }];
}

/** What a payload with one edit that writes a value to type over needs (see {@link placeholderFix}). */
export interface PlaceholderFixOptions {
  readonly fix: string;
  readonly title: (data: FixData) => LocalizedText;
  /** The payload's edit; undefined when malformed (no proposal). */
  readonly edit: (data: FixData) => TextEdit | undefined;
  /** The value in the edit's text to select, if any. */
  readonly placeholder: (data: FixData) => string | undefined;
}

/** A builder, like `editFix`, for payloads whose one edit writes a value the author checks ({@link placeholderProposal}). */
export function placeholderFix(options: PlaceholderFixOptions): FixBuilder {
  return {
    fix: options.fix,
    safe: false,
    build(ctx) {
      const edit = options.edit(ctx.data);
      return edit ? placeholderProposal(ctx, options.title(ctx.data), edit, options.placeholder(ctx.data)) : [];
    },
  };
}

/** Escapes text for LSP snippet syntax. */
function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, (c) => `\\${c}`);
}
