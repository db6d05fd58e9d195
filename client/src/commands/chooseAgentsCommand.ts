import * as vscode from 'vscode';
import { AgentsRequest, type AgentItemDto } from '../../../server/src/lsp/protocol';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import type { Command } from '../commandManager';
import type { SkillkilnClient } from '../skillkilnClient';
import { pickSettingsTarget, saveSetting, targetWords, type SettingKey, type SettingsTarget } from '../settings/settingsTarget';
import { targetFolder, type CommandArgument } from '../skills/commandTarget';
import { markAgentChosen } from '../walkthroughProgress';

const TARGETS_KEY: SettingKey = { setting: 'agentSkills.targets', file: ['targets'] };

/** Answers that skip the prompts (tests). */
export interface ChooseAgentsOptions {
  readonly agents?: readonly AgentTarget[];
  readonly target?: SettingsTarget;
}

/** The folders an agent reads; for a validator, which reads none, what it checks. */
function agentFolders(agent: AgentItemDto): string {
  return agent.folders.length > 0 ? agent.folders.join(', ') : agent.checks ?? '';
}

/**
 * Skillkiln: Choose Your Agents… — a checklist of the agents, each with the folders it reads,
 * saved where the user chooses (user, workspace or folder settings, or `.skillkiln.json`).
 * Replaces editing a list of 14 ids in the Settings editor.
 */
export class ChooseAgentsCommand implements Command {
  readonly id = 'skillkiln.chooseAgents';
  readonly asksQuestions = true;

  constructor(private readonly client: SkillkilnClient) {}

  async execute(arg?: CommandArgument, options: ChooseAgentsOptions = {}): Promise<readonly AgentTarget[] | undefined> {
    const folder = await targetFolder(arg);
    const current = new Set(vscode.workspace.getConfiguration('skillkiln', folder).get<AgentTarget[]>('agentSkills.targets') ?? []);
    // The server holds the agents' declarations: the client asks instead of bundling them.
    const agents = await this.client.request(AgentsRequest, { locale: vscode.env.language.startsWith('fr') ? 'fr' : 'en' });
    const chosen = options.agents ?? (await pickAgents(agents, current));
    if (!chosen) return undefined;
    if (chosen.length === 0) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Pick at least one agent: skills are checked against the agents you write for.'));
      return undefined;
    }
    const target = options.target ?? (await pickSettingsTarget(folder, vscode.l10n.t('Choose Your Agents')));
    if (!target) return undefined;
    if (!(await saveSetting(folder, target, TARGETS_KEY, chosen))) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not save the agents in {0}.', targetWords(target)));
      return undefined;
    }
    markAgentChosen();
    if (!options.agents) {
      const nameOf = (id: AgentTarget) => agents.find((a) => a.id === id)?.name ?? id;
      const names = chosen.length === agents.length ? vscode.l10n.t('every agent') : chosen.map(nameOf).join(', ');
      void vscode.window.showInformationMessage(vscode.l10n.t('Skills are now checked for {0}, saved in {1}.', names, targetWords(target)));
    }
    return chosen;
  }
}

async function pickAgents(agents: readonly AgentItemDto[], current: ReadonlySet<AgentTarget>): Promise<AgentTarget[] | undefined> {
  const items = agents.map((agent) => ({ label: agent.name, description: agentFolders(agent), id: agent.id, picked: current.has(agent.id) }));
  return new Promise((resolve) => {
    const quickPick = vscode.window.createQuickPick<(typeof items)[number]>();
    quickPick.title = vscode.l10n.t('Choose Your Agents');
    quickPick.placeholder = vscode.l10n.t('Check the agents you write skills for; each reads the folders shown');
    quickPick.canSelectMany = true;
    quickPick.ignoreFocusOut = true;
    quickPick.matchOnDescription = true;
    quickPick.items = items;
    quickPick.selectedItems = items.filter((item) => item.picked);
    let accepted = false;
    quickPick.onDidAccept(() => {
      accepted = true;
      resolve(quickPick.selectedItems.map((item) => item.id));
      quickPick.hide();
    });
    quickPick.onDidHide(() => {
      if (!accepted) resolve(undefined);
      quickPick.dispose();
    });
    quickPick.show();
  });
}
