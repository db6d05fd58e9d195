import type { CreateFile, DeleteFile, Range, RenameFile, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { pathToUri } from './uris';

/** LSP 3.18's snippet edit (`vscode-languageserver-types` 3.17 predates it). */
export interface SnippetTextEdit {
  readonly range: Range;
  readonly snippet: { readonly kind: 'snippet'; readonly value: string };
}

/** One change of a multi-file edit, by path (converted to URIs at the end). */
export type FileChange =
  | { readonly kind: 'edit'; readonly path: string; readonly edits: readonly (TextEdit | SnippetTextEdit)[] }
  | { readonly kind: 'create'; readonly path: string }
  | { readonly kind: 'rename'; readonly from: string; readonly to: string }
  /** Removes an (emptied) folder or a file; never recursive. */
  | { readonly kind: 'delete'; readonly path: string };

/** What the client can apply (from its `workspace.workspaceEdit` capabilities). */
export interface EditCapabilities {
  readonly documentChanges: boolean;
  readonly resourceOperations: readonly string[];
  readonly snippetEdits: boolean;
}

/** A client that can apply everything (tests, the CLI). */
export const FULL_EDIT_CAPABILITIES: EditCapabilities = Object.freeze({ documentChanges: true, resourceOperations: Object.freeze(['create', 'rename', 'delete']), snippetEdits: true });

/**
 * Builds the LSP edit, or undefined when the client cannot apply it (a file operation it
 * does not support). File operations never overwrite: a created file is kept if it
 * exists, a rename onto an existing path fails instead of replacing it.
 */
export function toWorkspaceEdit(changes: readonly FileChange[], caps: EditCapabilities): WorkspaceEdit | undefined {
  const ops = changes.filter((c) => c.kind !== 'edit');
  if (ops.some((c) => !caps.documentChanges || !caps.resourceOperations.includes(c.kind))) return undefined;
  if (!caps.documentChanges) {
    const map: Record<string, TextEdit[]> = {};
    for (const c of changes) if (c.kind === 'edit') (map[pathToUri(c.path)] ??= []).push(...c.edits.map(asTextEdit));
    return { changes: map };
  }
  const documentChanges: (TextDocumentEdit | CreateFile | RenameFile | DeleteFile)[] = changes.map((c) => {
    switch (c.kind) {
      case 'edit':
        return { textDocument: { uri: pathToUri(c.path), version: null }, edits: c.edits.map(asTextEdit) };
      case 'create':
        return { kind: 'create', uri: pathToUri(c.path), options: { overwrite: false, ignoreIfExists: true } };
      case 'rename':
        return { kind: 'rename', oldUri: pathToUri(c.from), newUri: pathToUri(c.to), options: { overwrite: false, ignoreIfExists: false } };
      case 'delete':
        return { kind: 'delete', uri: pathToUri(c.path), options: { recursive: false, ignoreIfNotExists: true } };
    }
  });
  return { documentChanges };
}

/**
 * Marks every change of a `documentChanges` edit with one change annotation that asks for
 * confirmation: the client shows `label` (and `description`) in its preview before applying.
 */
export function needingConfirmation(edit: WorkspaceEdit, label: string, description: string): WorkspaceEdit {
  if (!edit.documentChanges) return edit;
  const id = 'confirm';
  const documentChanges = edit.documentChanges.map((c) => ('textDocument' in c ? { ...c, edits: c.edits.map((e) => ({ ...e, annotationId: id })) } : { ...c, annotationId: id }));
  return { documentChanges, changeAnnotations: { [id]: { label, description, needsConfirmation: true } } };
}

// The 3.18 protocol accepts snippet edits where the 3.17 types only know TextEdit.
function asTextEdit(e: TextEdit | SnippetTextEdit): TextEdit {
  return e as TextEdit;
}
