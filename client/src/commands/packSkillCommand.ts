import * as vscode from 'vscode';
import { PackRequest } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import { targetSkill, type CommandArgument } from '../skills/commandTarget';
import type { SkillkilnClient } from '../skillkilnClient';
import type { SkillsModel } from '../skillsModel';

/** What a test (or another command) may decide instead of the user. */
export interface PackOptions {
  /** Where to write the archive, instead of asking. */
  readonly target?: vscode.Uri;
  /** Save the skill's unsaved files without asking. */
  readonly saveFirst?: boolean;
}

/**
 * Pack for Claude Upload… (Skills view): writes `<name>.skill`, the archive Claude's apps accept,
 * where the user chooses, or says every reason the upload would refuse the skill. The server packs
 * (the same code as `skillkiln pack`), from the files on disk: unsaved changes are saved first,
 * with the user's consent.
 */
export class PackSkillCommand implements Command {
  readonly id = 'skillkiln.packSkill';

  constructor(
    private readonly client: SkillkilnClient,
    private readonly model: SkillsModel,
  ) {}

  async execute(arg?: CommandArgument, options: PackOptions = {}): Promise<vscode.Uri | undefined> {
    const skill = targetSkill(this.model, arg);
    if (!skill || skill.skill.layout !== 'folder') {
      void vscode.window.showInformationMessage(vscode.l10n.t('Pick a skill that has a folder of its own (NAME/SKILL.md) to pack it for upload.'));
      return undefined;
    }
    const folder = vscode.Uri.joinPath(vscode.Uri.parse(skill.skill.uri), '..');
    if (!(await this.savedFirst(folder, options.saveFirst))) return undefined;
    const result = await this.client.request(PackRequest, { folderUri: folder.toString() });
    if (!result.ok) {
      const reasons = result.problems.map((p) => (p.file ? `${p.file}: ${p.message}` : p.message));
      void vscode.window.showErrorMessage(vscode.l10n.t('Fix this before packing {0}: Claude\'s apps would refuse the upload.', skill.skill.name), { modal: true, detail: reasons.join('\n\n') });
      return undefined;
    }
    const workspace = vscode.workspace.getWorkspaceFolder(folder)?.uri ?? vscode.Uri.joinPath(folder, '..');
    const target = options.target ?? (await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(workspace, result.archiveName),
      filters: { [vscode.l10n.t('Skill archive')]: ['skill'] },
      saveLabel: vscode.l10n.t('Save Archive'),
      title: vscode.l10n.t('Pack {0} for Claude Upload', skill.skill.name),
    }));
    if (!target) return undefined;
    if (target.toString() === folder.toString() || target.toString().startsWith(`${folder.toString()}/`)) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Save the archive outside the skill\'s folder: it would be packed into the next one.'));
      return undefined;
    }
    await vscode.workspace.fs.writeFile(target, Buffer.from(result.base64, 'base64'));
    const reveal = vscode.l10n.t('Reveal in Explorer View');
    void vscode.window.showInformationMessage(vscode.l10n.t('{0} is ready to upload ({1} files).', vscode.workspace.asRelativePath(target), result.entries.length), reveal).then((choice) => {
      if (choice === reveal) void vscode.commands.executeCommand('revealInExplorer', target);
    });
    return target;
  }

  /** Whether the skill's files are all saved (after saving them with the user's consent). */
  private async savedFirst(folder: vscode.Uri, saveFirst: boolean | undefined): Promise<boolean> {
    const prefix = `${folder.toString()}/`;
    const dirty = vscode.workspace.textDocuments.filter((d) => d.isDirty && d.uri.toString().startsWith(prefix));
    if (dirty.length === 0) return true;
    const save = vscode.l10n.t('Save and Pack');
    if (!saveFirst && (await vscode.window.showWarningMessage(vscode.l10n.t('Save the skill\'s unsaved changes first? The archive is made from the files on disk.'), { modal: true }, save)) !== save) return false;
    for (const doc of dirty) if (!(await doc.save())) return false;
    return true;
  }
}
