import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { targetUri, type CommandArgument } from '../skills/commandTarget';

/** The code action kind the server offers for "fix all" on skill files. */
export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('skillkiln');

/** Skillkiln: Fix All in This File — applies the server's `source.fixAll.skillkiln` action. */
export class FixAllCommand implements Command {
  readonly id = 'skillkiln.fixAll';

  async execute(arg?: CommandArgument): Promise<boolean> {
    const uri = targetUri(arg);
    if (!uri) return false;
    const document = await vscode.workspace.openTextDocument(uri);
    const range = new vscode.Range(0, 0, document.lineCount, 0);
    const actions = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, FIX_ALL_KIND.value)) ?? [];
    const action = actions.find((candidate) => candidate.kind && FIX_ALL_KIND.contains(candidate.kind) && (candidate.edit || candidate.command));
    if (!action) {
      vscode.window.setStatusBarMessage(vscode.l10n.t('$(check) Skillkiln: nothing to fix in this file'), 3000);
      return false;
    }
    if (action.edit && !(await vscode.workspace.applyEdit(action.edit))) return false;
    if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
    return true;
  }
}
