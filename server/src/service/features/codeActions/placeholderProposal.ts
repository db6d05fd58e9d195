import type { TextEdit } from 'vscode-languageserver-types';
import type { LocalizedText } from '../../model/finding';
import type { SnippetTextEdit } from '../workspaceEdit';
import { editProposal, type FixContext, type FixProposal } from './fixBuilder';

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

/** Escapes text for LSP snippet syntax. */
function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, (c) => `\\${c}`);
}
