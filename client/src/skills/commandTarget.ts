import * as vscode from 'vscode';
import type { TreeSkillDto } from '../../../server/src/lsp/protocol';
import type { SkillLocation, SkillsModel } from '../skillsModel';
import type { SkillsNode } from '../tree/treeNodes';

/** The first argument commands receive: a tree node, a URI (explorer, editor title), or nothing. */
export type CommandArgument = SkillsNode | vscode.Uri | string | undefined | unknown;

/** A skill with its root and folder. */
export type SkillTarget = SkillLocation & { readonly skill: TreeSkillDto };

export function isNode(value: unknown): value is SkillsNode {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof (value as { kind: unknown }).kind === 'string';
}

/** The resource a command is about: the node's file, the URI given, or the active editor's document. */
export function targetUri(arg: CommandArgument): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) return arg;
  if (typeof arg === 'string') return vscode.Uri.parse(arg);
  if (isNode(arg)) {
    switch (arg.kind) {
      case 'folder':
        return vscode.Uri.parse(arg.folder.uri);
      case 'root':
        return vscode.Uri.parse(arg.root.uri);
      case 'skill':
        return vscode.Uri.parse(arg.skill.uri);
      default:
        return vscode.Uri.parse(arg.uri);
    }
  }
  return vscode.window.activeTextEditor?.document.uri;
}

/** The skill a command is about, or undefined when the argument is not a skill. */
export function targetSkill(model: SkillsModel, arg: CommandArgument): SkillTarget | undefined {
  if (isNode(arg) && arg.kind === 'skill') return { folder: arg.folder, root: arg.root, skill: arg.skill };
  const uri = targetUri(arg);
  const location = uri && model.findSkill(uri);
  return location?.skill ? { ...location, skill: location.skill } : undefined;
}

/** The root a command is about (a root node, or the root holding the target resource). */
export function targetRoot(model: SkillsModel, arg: CommandArgument): SkillLocation | undefined {
  if (isNode(arg) && (arg.kind === 'root' || arg.kind === 'skill')) return { folder: arg.folder, root: arg.root };
  const uri = targetUri(arg);
  return uri ? model.findRoot(uri) : undefined;
}

/**
 * The workspace folder a command is about: the target's folder, else the only folder, else the
 * user's pick (undefined when cancelled or when no folder is open).
 */
export async function targetFolder(arg: CommandArgument): Promise<vscode.WorkspaceFolder | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const uri = isNode(arg) && arg.kind === 'folder' ? vscode.Uri.parse(arg.folder.uri) : isNode(arg) && 'folder' in arg ? vscode.Uri.parse(arg.folder.uri) : targetUri(arg);
  const folder = uri && vscode.workspace.getWorkspaceFolder(uri);
  if (folder) return folder;
  if (folders.length <= 1) return folders[0];
  return vscode.window.showWorkspaceFolderPick({ placeHolder: vscode.l10n.t('Pick the workspace folder') });
}
