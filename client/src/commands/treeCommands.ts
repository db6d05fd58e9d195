import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { isNode, targetFolder, targetSkill, targetUri, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';
import type { NewSkillCommand } from './newSkillCommand';
import type { ProfileIdDto } from '../../../server/src/lsp/protocol';

/** Open (tree): a skill at its header, a reference file, or an ignored file. */
export class OpenSkillCommand implements Command {
  readonly id = 'skillkiln.openSkill';

  async execute(arg?: CommandArgument): Promise<vscode.TextEditor | undefined> {
    const uri = targetUri(arg);
    if (!uri) return undefined;
    const line = isNode(arg) && arg.kind === 'skill' ? arg.skill.headerLine ?? 0 : 0;
    const position = new vscode.Position(line, 0);
    // Like the Explorer: a single click opens a preview editor and keeps the focus in the tree.
    return vscode.window.showTextDocument(uri, { preview: true, preserveFocus: true, selection: new vscode.Range(position, position) });
  }
}

/** Reveal in Explorer View (tree): the skill's file or folder in the Explorer. */
export class RevealInExplorerCommand implements Command {
  readonly id = 'skillkiln.revealInExplorer';

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument): Promise<void> {
    const skill = targetSkill(this.model, arg);
    const uri = skill ? skillResource(skill.skill.uri, skill.skill.layout) : targetUri(arg);
    if (uri) await vscode.commands.executeCommand('revealInExplorer', uri);
  }
}

/** Create Skills Folder (welcome view): the folder of the agent the user picks, with a first skill. */
export class CreateSkillsFolderCommand implements Command {
  readonly id = 'skillkiln.createSkillsFolder';
  readonly asksQuestions = true;

  constructor(
    private readonly newSkill: NewSkillCommand,
    private readonly model: SkillsModel,
  ) {}

  async execute(arg?: CommandArgument, options: { layout?: 'flat' | 'folder'; name?: string; rootDir?: vscode.Uri; profile?: ProfileIdDto } = {}): Promise<vscode.Uri | undefined> {
    const folder = await targetFolder(arg);
    if (!folder) return undefined;
    // Which agent the skills are for decides the folder and the header (tests pass both); New
    // Skill asks it, so that its steps are numbered with the others.
    const created = await this.newSkill.execute(folder.uri, { ...options, newRoot: !(options.rootDir && options.profile) });
    if (created) await this.model.refresh();
    return created;
  }
}

/** The file or folder that holds a skill: the folder for `<name>/SKILL.md`, else the file. */
export function skillResource(skillUri: string, layout: 'flat' | 'folder'): vscode.Uri {
  const uri = vscode.Uri.parse(skillUri);
  return layout === 'folder' ? vscode.Uri.joinPath(uri, '..') : uri;
}

/** Closes the editor tabs of `resource` and the files under it, except those with unsaved changes. */
async function closeCleanTabsUnder(resource: vscode.Uri): Promise<void> {
  const prefix = `${resource.toString()}/`;
  const tabs = vscode.window.tabGroups.all.flatMap((group) => group.tabs).filter((tab) => {
    if (!(tab.input instanceof vscode.TabInputText) || tab.isDirty) return false;
    const uri = tab.input.uri.toString();
    return uri === resource.toString() || uri.startsWith(prefix);
  });
  if (tabs.length > 0) await vscode.window.tabGroups.close(tabs, true);
}

/** What deleting a folder skill takes with it, in words (no “0 other files”). */
function folderDetail(path: string, otherFiles: number): string {
  if (otherFiles === 0) return vscode.l10n.t('The folder {0}, which holds only the skill, will be moved to the trash.', path);
  if (otherFiles === 1) return vscode.l10n.t('The folder {0}, with the skill and 1 other file, will be moved to the trash.', path);
  return vscode.l10n.t('The folder {0}, with the skill and {1} other files, will be moved to the trash.', path, otherFiles);
}

/** Answers that skip the questions (tests). */
export interface DeleteSkillOptions {
  /** The first question (“Delete the skill?”) answered yes; with no trash, the skill is then deleted permanently unless `permanently` says otherwise. */
  readonly confirmed?: boolean;
  /** The answer to “Delete it permanently?” when there is no trash. */
  readonly permanently?: boolean;
  /**
   * Shows a modal question and resolves with the button chosen (default: VS Code's warning
   * dialog). In-editor tests, where the workbench refuses modal dialogs, read the question here.
   */
  readonly ask?: (question: string, options: vscode.MessageOptions, ...answers: string[]) => Thenable<string | undefined>;
}

/** Delete Skill (tree): after confirmation, to the trash (or permanently when there is none). */
export class DeleteSkillCommand implements Command {
  readonly id = 'skillkiln.deleteSkill';

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument, options: DeleteSkillOptions = {}): Promise<boolean> {
    const target = targetSkill(this.model, arg);
    if (!target) return false;
    const { skill } = target;
    const resource = skillResource(skill.uri, skill.layout);
    const path = vscode.workspace.asRelativePath(resource);
    const ask = options.ask ?? ((question: string, messageOptions: vscode.MessageOptions, ...answers: string[]) => vscode.window.showWarningMessage(question, messageOptions, ...answers));
    if (!options.confirmed) {
      const trash = vscode.l10n.t('Move to Trash');
      const detail = skill.layout === 'flat' ? vscode.l10n.t('{0} will be moved to the trash.', path) : folderDetail(path, skill.files.length);
      const answer = await ask(vscode.l10n.t('Delete the skill “{0}”?', skill.name), { modal: true, detail }, trash);
      if (answer !== trash) return false;
    }
    try {
      await vscode.workspace.fs.delete(resource, { recursive: true, useTrash: true });
    } catch {
      // Remote and virtual file systems may have no trash. Asked while the skill's tabs are still
      // open: cancelling leaves everything as it was.
      const remove = vscode.l10n.t('Delete Permanently');
      const permanently = options.permanently ?? (options.confirmed || (await ask(vscode.l10n.t('{0} cannot be moved to the trash. Delete it permanently?', path), { modal: true }, remove)) === remove);
      if (!permanently) return false;
      await vscode.workspace.fs.delete(resource, { recursive: true, useTrash: false });
    }
    // An open tab keeps the skill alive in the server (its text is the editor's, not the disk's).
    await closeCleanTabsUnder(resource);
    await this.model.refresh();
    return true;
  }
}
