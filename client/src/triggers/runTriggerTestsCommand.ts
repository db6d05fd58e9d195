import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { targetUri, type CommandArgument } from '../skills/commandTarget';
import type { TriggerTestController } from './triggerTestController';

/**
 * Run Trigger Tests (CodeLens, palette): the skill's trigger cases through an installed agent
 * (the only one, or the one the user picks), shown in Test Results like a run from the Testing view.
 */
export class RunTriggerTestsCommand implements Command {
  readonly id = 'skillkiln.runTriggerTests';

  constructor(private readonly tests: TriggerTestController) {}

  async execute(arg?: CommandArgument): Promise<void> {
    const uri = typeof arg === 'string' ? arg : targetUri(arg)?.toString();
    const skill = this.tests.skillList.find((s) => s.dirUri === uri || s.uri === uri);
    const item = skill && this.tests.item(skill.dirUri);
    if (!item) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a skill that has trigger cases (evals/triggers.json in its folder) to run them. “Draft Trigger Tests” writes a starter file.'));
      return;
    }
    if (!this.tests.runProfiles.length) await this.tests.refreshAgents();
    const profiles = this.tests.runProfiles;
    if (!profiles.length) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Install Claude Code, Gemini CLI, Codex, Qwen Code, opencode, Kilo, pi, Cline or Factory Droid and sign in: trigger tests run the request through an agent installed here.'));
      return;
    }
    const chosen = profiles.length === 1 ? profiles[0] : await vscode.window.showQuickPick(profiles.map((p) => ({ label: p.agent.label, description: p.agent.version, p })), { title: vscode.l10n.t('Run the trigger tests of {0} through', item.label) }).then((x) => x?.p);
    if (!chosen) return;
    const source = new vscode.CancellationTokenSource();
    try {
      await chosen.profile.runHandler(new vscode.TestRunRequest([item], undefined, chosen.profile), source.token);
    } finally {
      source.dispose();
    }
  }
}
