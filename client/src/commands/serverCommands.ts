import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import type { SkillkilnClient } from '../skillkilnClient';
import type { SkillsModel } from '../skillsModel';

/** Skillkiln: Show Output — the language server's log. */
export class ShowOutputCommand implements Command {
  readonly id = 'skillkiln.showOutput';

  constructor(private readonly client: SkillkilnClient) {}

  execute(): void {
    this.client.outputChannel.show(true);
  }
}

/** Skillkiln: Restart Server. */
export class RestartServerCommand implements Command {
  readonly id = 'skillkiln.restartServer';

  constructor(private readonly client: SkillkilnClient) {}

  execute(): Thenable<boolean> {
    return vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Restarting the Skillkiln server') }, () => this.client.restart());
  }
}

/** Refresh (Skills view title): asks the server for the tree again. */
export class RefreshTreeCommand implements Command {
  readonly id = 'skillkiln.refreshTree';

  constructor(private readonly model: SkillsModel) {}

  execute(): Promise<void> {
    return this.model.refresh();
  }
}
