import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import type { SkillsmithClient } from '../skillsmithClient';
import type { SkillsModel } from '../skillsModel';

/** Skillsmith: Show Output — the language server's log. */
export class ShowOutputCommand implements Command {
  readonly id = 'skillsmith.showOutput';

  constructor(private readonly client: SkillsmithClient) {}

  execute(): void {
    this.client.outputChannel.show(true);
  }
}

/** Skillsmith: Restart Server. */
export class RestartServerCommand implements Command {
  readonly id = 'skillsmith.restartServer';

  constructor(private readonly client: SkillsmithClient) {}

  execute(): Thenable<boolean> {
    return vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Restarting the Skillsmith server') }, () => this.client.restart());
  }
}

/** Refresh (Skills view title): asks the server for the tree again. */
export class RefreshTreeCommand implements Command {
  readonly id = 'skillsmith.refreshTree';

  constructor(private readonly model: SkillsModel) {}

  execute(): Promise<void> {
    return this.model.refresh();
  }
}
