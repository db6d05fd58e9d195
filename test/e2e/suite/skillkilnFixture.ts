// Shared set-up for the Skillkiln e2e tests: the extension's test API, workspace paths, and
// clean-up that never leaves a dirty editor behind (a dirty editor would block later tests
// with a save prompt).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { RenderedEvent } from '../../../client/src/preview/catalogPreview';
import { waitFor } from './helpers';

export const EXTENSION_ID = 'skillkiln.skillkiln';

/** Activates the extension and waits for the language server (fails when it cannot start). */
export async function activateSkillkiln(): Promise<SkillkilnApi> {
  const extension = vscode.extensions.getExtension<SkillkilnApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed in the test VS Code`);
  // code-server saves after a delay by default: tests edit example skills and must not persist them.
  if (vscode.workspace.getConfiguration('files').get('autoSave') !== 'off') {
    await vscode.workspace.getConfiguration('files').update('autoSave', 'off', vscode.ConfigurationTarget.Global);
  }
  const api = await extension.activate();
  assert.ok(await api.whenReady(), 'the Skillkiln language server did not start (see the Skillkiln output)');
  return api;
}

/** The opened workspace folder (a throwaway copy of examples/). */
export function workspaceFolder(): vscode.WorkspaceFolder {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the runner opens a workspace folder');
  return folder;
}

/** A URI inside the workspace. */
export function workspaceUri(...segments: string[]): vscode.Uri {
  return vscode.Uri.joinPath(workspaceFolder().uri, ...segments);
}

/** Opens a workspace file in an editor. */
export async function openFile(...segments: string[]): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceUri(...segments));
  return vscode.window.showTextDocument(document, { preview: false });
}

/** Replaces a document's whole text (unsaved), as typing would. */
export async function setText(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  assert.ok(await vscode.workspace.applyEdit(edit), 'the edit applies');
}

/** Reverts every dirty document and closes all editors. */
export async function revertAndCloseAll(): Promise<void> {
  for (const document of vscode.workspace.textDocuments) {
    if (!document.isDirty || document.isClosed) continue;
    await vscode.window.showTextDocument(document, { preview: false });
    await vscode.commands.executeCommand('workbench.action.files.revert');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The code of a diagnostic, whether plain or with a documentation link. */
export function codeOf(diagnostic: vscode.Diagnostic): string {
  const code = diagnostic.code;
  return String(typeof code === 'object' && code !== null ? code.value : code);
}

/** Resolves with the first rendered catalog satisfying `predicate` (subscribe before acting). */
export function nextRender(api: SkillkilnApi, predicate: (event: RenderedEvent) => boolean, what: string, timeoutMs = 10_000): Promise<RenderedEvent> {
  return waitFor(api.previews.onDidRender, predicate, timeoutMs, what);
}

/** Resolves once `predicate` holds for the tree (now, or after a fetch the server's didChange triggers). */
export async function treeWhere(api: SkillkilnApi, predicate: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const changed = waitFor(api.tree.onDidChange, predicate, timeoutMs, what);
  await api.tree.refresh();
  if (predicate()) {
    changed.catch(() => undefined);
    return;
  }
  await changed;
}

/** Closes the panel and clears notifications, so a screenshot shows only what it is about. */
export async function tidyForScreenshot(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closePanel');
  await vscode.commands.executeCommand('notifications.clearAll');
}

/**
 * Like revertAndCloseAll, and also waits until the extension has seen its previews close (the
 * dispose event reaches the extension host after closeAllEditors resolves).
 */
export async function closeAllAndPreviews(api: SkillkilnApi): Promise<void> {
  const folderUri = workspaceFolder().uri.toString();
  const preview = api.previews.get(folderUri);
  const disposed = preview ? waitFor(preview.onDidDispose, () => true, 10_000, 'the preview to close') : Promise.resolve();
  await revertAndCloseAll();
  await disposed;
}
