import * as vscode from 'vscode';
import { DraftTriggersRequest } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import { targetUri, type CommandArgument } from '../skills/commandTarget';
import type { SkillkilnClient } from '../skillkilnClient';

/**
 * Draft Trigger Tests: the starter cases file `skillkiln triggers --draft` writes (the server
 * drafts it, the same code), created as an edit the user can undo, then opened.
 */
export class DraftTriggerTestsCommand implements Command {
  readonly id = 'skillkiln.draftTriggerTests';

  constructor(private readonly client: SkillkilnClient) {}

  async execute(arg?: CommandArgument): Promise<vscode.Uri | undefined> {
    const uri = targetUri(arg);
    const result = uri ? await this.client.request(DraftTriggersRequest, { skillUri: uri.toString() }) : { kind: 'no-skill' as const };
    if (result.kind === 'no-skill') {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a skill that has a folder of its own (NAME/SKILL.md) to draft its trigger tests.'));
      return undefined;
    }
    if (result.kind === 'no-description') {
      void vscode.window.showInformationMessage(vscode.l10n.t('Write the skill’s description first: the draft queries are made from it.'));
      return undefined;
    }
    const file = vscode.Uri.parse(result.fileUri!);
    if (result.kind === 'draft') {
      const edit = new vscode.WorkspaceEdit();
      edit.createFile(file, { ignoreIfExists: true, contents: new TextEncoder().encode(result.text!) });
      if (!(await vscode.workspace.applyEdit(edit))) {
        void vscode.window.showErrorMessage(vscode.l10n.t('Could not create {0}.', vscode.workspace.asRelativePath(file)));
        return undefined;
      }
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} draft trigger cases written: rewrite them in your users’ words, then remove "draft": true.', result.count ?? 0));
    }
    await vscode.window.showTextDocument(file);
    return file;
  }
}
