import type { SnippetTextEdit } from '../workspaceEdit';
import { editProposal, payloadEdit, payloadString, type FixBuilder } from './fixBuilder';

/**
 * `description-missing` (mm, skill-api): writes a description (fills the empty value, adds
 * the key or a header). When the text is a placeholder and the client takes snippet
 * edits, the placeholder is selected, ready to be typed over.
 */
export const addDescription: FixBuilder = {
  fix: 'add-description',
  safe: false,
  build(ctx) {
    const edit = payloadEdit(ctx.data['edit']);
    if (!edit) return [];
    const title = { en: 'Add a description', fr: 'Ajouter une description' };
    const value = payloadString(ctx.data, 'value');
    const at = value ? edit.newText.lastIndexOf(value) : -1;
    if (ctx.caps.snippetEdits && ctx.data['placeholder'] === true && value && at >= 0) {
      const prefix = edit.newText.slice(0, at);
      const suffix = edit.newText.slice(at + value.length);
      const snippet: SnippetTextEdit = { range: edit.range, snippet: { kind: 'snippet', value: `${escapeSnippet(prefix)}\${1:${escapeSnippet(value)}}${escapeSnippet(suffix)}` } };
      return [{ title, changes: [{ kind: 'edit', path: ctx.doc.path, edits: [snippet] }], preferred: true }];
    }
    return editProposal(ctx, title, [edit]);
  },
};

/** Escapes text for LSP snippet syntax. */
function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, (c) => `\\${c}`);
}
