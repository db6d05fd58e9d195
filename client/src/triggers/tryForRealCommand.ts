import * as vscode from 'vscode';
import { TryForRealRequest } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import type { SkillkilnClient } from '../skillkilnClient';
import type { TriggerTestController } from './triggerTestController';

/**
 * "Try a request" for real (the catalog preview's offer): one run of the request through an
 * agent installed here, among the root's real skills, after the user agreed to the model call;
 * says which skill the agent chose.
 */
export class TryForRealCommand implements Command {
  readonly id = 'skillkiln.tryRequestForReal';

  constructor(private readonly client: SkillkilnClient, private readonly tests: TriggerTestController) {}

  async execute(rootUri?: unknown, text?: unknown): Promise<string | undefined> {
    if (typeof rootUri !== 'string' || typeof text !== 'string' || !text.trim()) return undefined;
    if (!this.tests.runProfiles.length) await this.tests.refreshAgents();
    const agents = this.tests.runProfiles.map((p) => p.agent);
    if (!agents.length) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Install Claude Code, Gemini CLI, Codex, Qwen Code, opencode, Kilo, pi, Cline or Factory Droid and sign in: trigger tests run the request through an agent installed here.'));
      return undefined;
    }
    const picks = agents.map((a) => ({ label: vscode.l10n.t('Run through {0}', a.label), description: a.version, agent: a }));
    const pick = await vscode.window.showQuickPick(picks, { title: vscode.l10n.t('“{0}”: one model call, on the account the agent is signed in with', text.trim()) });
    if (!pick) return undefined;
    const timeoutSeconds = vscode.workspace.getConfiguration('skillkiln.triggers').get<number>('timeout', 120);
    const r = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Asking {0}…', pick.agent.label), cancellable: false },
      () => this.client.request(TryForRealRequest, { rootUri, text: text.trim(), agent: pick.agent.id, timeoutSeconds }));
    const said = r.kind === 'skill' ? vscode.l10n.t('{0} chose the skill {1}.', pick.agent.label, r.name)
      : r.kind === 'no-skill' ? vscode.l10n.t('{0} chose no skill ({1}).', pick.agent.label, r.via)
      : r.kind === 'failed' ? vscode.l10n.t('{0} gave no choice: {1}', pick.agent.label, r.detail)
      : vscode.l10n.t('This skills folder is no longer in the workspace.');
    void (r.kind === 'failed' ? vscode.window.showWarningMessage(said) : vscode.window.showInformationMessage(said));
    return said;
  }
}
