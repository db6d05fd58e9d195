import * as vscode from 'vscode';
import { uriExists } from '../util/uriExists';
import type { Command } from '../commandManager';
import { validateSkillName } from '../skills/newSkillTemplate';
import { targetSkill, type CommandArgument, type SkillTarget } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';
import { skillResource } from './treeCommands';

/** Kind of the server's layout refactors (flat ↔ folder, with the body's links rewritten). */
const CONVERT_LAYOUT_KIND = vscode.CodeActionKind.Refactor.append('rewrite.skillkiln.convertLayout');

/**
 * Convert to Folder Skill / Convert to Single File (tree): applies the server's layout refactor
 * (which also rewrites relative links), or — when the server offers none — a plain rename, as
 * one undoable WorkspaceEdit that never overwrites.
 */
export class ConvertLayoutCommand implements Command {
  readonly id: string;

  constructor(
    private readonly model: SkillsModel,
    private readonly to: 'folder' | 'flat',
  ) {
    this.id = to === 'folder' ? 'skillkiln.convertToFolder' : 'skillkiln.convertToFlat';
  }

  async execute(arg?: CommandArgument): Promise<vscode.Uri | undefined> {
    const target = targetSkill(this.model, arg);
    if (!target || target.skill.layout === this.to) return undefined;
    const { skill } = target;
    const source = vscode.Uri.parse(skill.uri);
    const name = onDiskName(skill.uri, skill.layout);
    const parent = vscode.Uri.joinPath(skillResource(skill.uri, skill.layout), '..');
    const destination = this.to === 'folder' ? vscode.Uri.joinPath(parent, name, 'SKILL.md') : vscode.Uri.joinPath(parent, `${name}.md`);
    if (this.to === 'flat' && skill.files.length > 0) {
      void vscode.window.showWarningMessage(vscode.l10n.t('“{0}” cannot become a single file: its folder holds {1} other files (references, scripts, assets) that would be left behind.', skill.name, skill.files.length));
      return undefined;
    }
    const edit = (await this.serverRefactor(source)) ?? fallbackEdit(source, destination, this.to);
    if (!(await vscode.workspace.applyEdit(edit))) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not move {0} to {1}: the destination may already exist.', vscode.workspace.asRelativePath(source), vscode.workspace.asRelativePath(destination)));
      return undefined;
    }
    await this.model.refresh();
    return destination;
  }

  private async serverRefactor(uri: vscode.Uri): Promise<vscode.WorkspaceEdit | undefined> {
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[] | undefined>('vscode.executeCodeActionProvider', uri, new vscode.Range(0, 0, 0, 0), CONVERT_LAYOUT_KIND.value).then(
      (result) => result ?? [],
      () => [],
    );
    return actions.find((action) => action.kind && CONVERT_LAYOUT_KIND.contains(action.kind) && action.edit)?.edit;
  }
}

function fallbackEdit(source: vscode.Uri, destination: vscode.Uri, to: 'folder' | 'flat'): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  edit.renameFile(source, destination, { overwrite: false });
  if (to === 'flat') edit.deleteFile(vscode.Uri.joinPath(source, '..'), { recursive: false, ignoreIfNotExists: true });
  return edit;
}

/**
 * Rename Skill… (tree): the server's rename on the `name` value (which updates references), and
 * the file or folder too when it carried the same name.
 */
export class RenameSkillCommand implements Command {
  readonly id = 'skillkiln.renameSkill';

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument, newName?: string): Promise<boolean> {
    const target = targetSkill(this.model, arg);
    if (!target) return false;
    const name = newName ?? (await askNewName(target));
    if (!name || name === target.skill.name) return false;
    const { skill } = target;
    const uri = vscode.Uri.parse(skill.uri);

    if (skill.namePosition) {
      const position = new vscode.Position(skill.namePosition.line, skill.namePosition.character);
      const edit = await vscode.commands.executeCommand<vscode.WorkspaceEdit | undefined>('vscode.executeDocumentRenameProvider', uri, position, name).then(
        (result) => result,
        () => undefined,
      );
      if (edit && edit.size > 0 && !(await vscode.workspace.applyEdit(edit))) return false;
    }
    // Keep the on-disk name in step when it matched the skill's name (and the server did not move it).
    if (onDiskName(skill.uri, skill.layout) === skill.name && (await uriExists(uri))) {
      const resource = skillResource(skill.uri, skill.layout);
      const renamed = vscode.Uri.joinPath(resource, '..', skill.layout === 'folder' ? name : `${name}.md`);
      const move = new vscode.WorkspaceEdit();
      move.renameFile(resource, renamed, { overwrite: false });
      if (!(await vscode.workspace.applyEdit(move))) {
        void vscode.window.showErrorMessage(vscode.l10n.t('Could not rename {0}: {1} already exists.', vscode.workspace.asRelativePath(resource), vscode.workspace.asRelativePath(renamed)));
        return false;
      }
    }
    await this.model.refresh();
    return true;
  }
}

async function askNewName(target: SkillTarget): Promise<string | undefined> {
  const profile = target.root.choice.profile;
  return vscode.window.showInputBox({
    title: vscode.l10n.t('Rename Skill'),
    prompt: vscode.l10n.t('New name for “{0}”; references to it are updated too', target.skill.name),
    value: target.skill.name,
    validateInput: (value) => {
      const problem = validateSkillName(profile, value);
      if (problem === 'empty') return vscode.l10n.t('Type a name.');
      if (problem === 'invalid') return vscode.l10n.t('Use letters, digits, hyphens and underscores (at most 64 characters).');
      if (value !== target.skill.name && target.root.skills.some((other) => other.name === value)) return vscode.l10n.t('A skill named {0} already exists.', value);
      return undefined;
    },
  });
}

/** The skill's name on disk: the file name without `.md`, or the folder's name for `SKILL.md`. */
function onDiskName(skillUri: string, layout: 'flat' | 'folder'): string {
  const segments = vscode.Uri.parse(skillUri).path.split('/');
  return layout === 'folder' ? segments[segments.length - 2] ?? '' : (segments[segments.length - 1] ?? '').replace(/\.md$/i, '');
}

