import * as vscode from 'vscode';
import { uriExists } from '../util/uriExists';
import { applyEdits, modify, parse } from 'jsonc-parser';

/** Where a choice is saved: user, workspace or folder settings, or the team's `.skillkiln.json`. */
export type SettingsTarget = 'user' | 'workspace' | 'folder' | 'file';

/** A setting by its two spellings: `skillkiln.<setting>` in settings, a path in `.skillkiln.json`. */
export interface SettingKey {
  /** Under `skillkiln.`, e.g. `agentSkills.targets`. */
  readonly setting: string;
  /** Its path in `.skillkiln.json`, e.g. `['targets']`. */
  readonly file: readonly string[];
}

/** The config file the server reads for `folder`: the existing `.skillkiln.jsonc`, else `.skillkiln.json`. */
export async function configFileUri(folder: vscode.WorkspaceFolder): Promise<vscode.Uri> {
  const jsonc = vscode.Uri.joinPath(folder.uri, '.skillkiln.jsonc');
  return (await uriExists(jsonc)) ? jsonc : vscode.Uri.joinPath(folder.uri, '.skillkiln.json');
}

/** The value `.skillkiln.json` gives a key, or undefined (no file, no key, unreadable). */
export async function configFileValue(folder: vscode.WorkspaceFolder, path: readonly string[]): Promise<unknown> {
  const uri = await configFileUri(folder);
  const text = await readText(uri);
  let value: unknown = text === undefined ? undefined : parse(text);
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** Asks where to save; the config file is offered with a workspace folder only. */
export async function pickSettingsTarget(folder: vscode.WorkspaceFolder | undefined, title: string): Promise<SettingsTarget | undefined> {
  const items: (vscode.QuickPickItem & { target: SettingsTarget })[] = [];
  if (folder) {
    items.push({ label: vscode.l10n.t('Workspace settings'), description: '.vscode/settings.json', detail: vscode.l10n.t('For this workspace, in VS Code only.'), target: 'workspace' });
    if ((vscode.workspace.workspaceFolders?.length ?? 0) > 1) items.push({ label: vscode.l10n.t('Folder settings'), description: folder.name, detail: vscode.l10n.t('This workspace folder only.'), target: 'folder' });
    items.push({ label: vscode.l10n.t('Team file'), description: '.skillkiln.json', detail: vscode.l10n.t('Read by VS Code, the command line and CI; commit it to share the choice with your team.'), target: 'file' });
  }
  items.push({ label: vscode.l10n.t('User settings'), detail: vscode.l10n.t('Every workspace you open, on this machine only.'), target: 'user' });
  const choice = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Where should the choice be saved?'), ignoreFocusOut: true });
  return choice?.target;
}

/** The place a choice was saved, in words for a message. */
export function targetWords(target: SettingsTarget, fileName = '.skillkiln.json'): string {
  switch (target) {
    case 'user':
      return vscode.l10n.t('your user settings');
    case 'folder':
      return vscode.l10n.t('the folder settings');
    case 'workspace':
      return vscode.l10n.t('the workspace settings (.vscode/settings.json)');
    case 'file':
      return fileName;
  }
}

/** The value saved at `target` (undefined when unset there). */
export async function savedValue<T>(folder: vscode.WorkspaceFolder | undefined, target: SettingsTarget, key: SettingKey): Promise<T | undefined> {
  if (target === 'file') return folder ? ((await configFileValue(folder, key.file)) as T | undefined) : undefined;
  const inspected = vscode.workspace.getConfiguration('skillkiln', folder).inspect<T>(key.setting);
  return target === 'user' ? inspected?.globalValue : target === 'folder' ? inspected?.workspaceFolderValue : inspected?.workspaceValue;
}

/**
 * Saves `value` (undefined: removes the key) at `target`. In `.skillkiln.json` the edit touches
 * that key only (comments and the rest kept), is undoable, and is saved so the server reads it.
 */
export async function saveSetting(folder: vscode.WorkspaceFolder | undefined, target: SettingsTarget, key: SettingKey, value: unknown): Promise<boolean> {
  if (target !== 'file') {
    const where = target === 'user' ? vscode.ConfigurationTarget.Global : target === 'folder' ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Workspace;
    await vscode.workspace.getConfiguration('skillkiln', folder).update(key.setting, value, where);
    return true;
  }
  if (!folder) return false;
  const uri = await configFileUri(folder);
  const text = await readText(uri);
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };
  const edit = new vscode.WorkspaceEdit();
  if (text === undefined) {
    if (value === undefined) return true;
    const created = applyEdits('{}', modify('{}', [...key.file], value, { formattingOptions }));
    edit.createFile(uri, { overwrite: false, contents: new TextEncoder().encode(`${created}\n`) });
    return vscode.workspace.applyEdit(edit);
  }
  const document = await vscode.workspace.openTextDocument(uri);
  const current = document.getText();
  for (const change of modify(current, [...key.file], value, { formattingOptions })) {
    edit.replace(uri, new vscode.Range(document.positionAt(change.offset), document.positionAt(change.offset + change.length)), change.content);
  }
  if (!(await vscode.workspace.applyEdit(edit))) return false;
  return document.save();
}

/** The file's text: unsaved edits of an open editor included; undefined when the file is gone (a closed document may outlive it). */
async function readText(uri: vscode.Uri): Promise<string | undefined> {
  let disk: string;
  try {
    disk = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && d.isDirty);
  return open ? open.getText() : disk;
}

