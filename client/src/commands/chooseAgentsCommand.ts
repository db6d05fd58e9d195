import * as vscode from 'vscode';
import { AGENTS } from '../../../server/src/service/agents/agents';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import type { Command } from '../commandManager';
import { pickSettingsTarget, saveSetting, targetWords, type SettingKey, type SettingsTarget } from '../settings/settingsTarget';
import { targetFolder, type CommandArgument } from '../skills/commandTarget';
import { markAgentChosen } from '../walkthroughProgress';

const TARGETS_KEY: SettingKey = { setting: 'agentSkills.targets', file: ['targets'] };

/** Answers that skip the prompts (tests). */
export interface ChooseAgentsOptions {
  readonly agents?: readonly AgentTarget[];
  readonly target?: SettingsTarget;
}

/** An agent's name as a list shows it (the declarations' labels run in a sentence). */
function agentName(id: AgentTarget): string {
  const label = AGENTS[id].label[vscode.env.language.startsWith('fr') ? 'fr' : 'en'];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The folders an agent reads, in words. */
function agentFolders(id: AgentTarget): string {
  const folders = AGENTS[id].discovery.folders;
  return folders.length > 0 ? folders.join(', ') : vscode.l10n.t('no folder: checks skills against the open standard');
}

/**
 * Skillkiln: Choose Your Agents… — a checklist of the agents, each with the folders it reads,
 * saved where the user chooses (user, workspace or folder settings, or `.skillkiln.json`).
 * Replaces editing a list of 14 ids in the Settings editor.
 */
export class ChooseAgentsCommand implements Command {
  readonly id = 'skillkiln.chooseAgents';

  async execute(arg?: CommandArgument, options: ChooseAgentsOptions = {}): Promise<readonly AgentTarget[] | undefined> {
    const folder = await targetFolder(arg);
    const current = new Set(vscode.workspace.getConfiguration('skillkiln', folder).get<AgentTarget[]>('agentSkills.targets') ?? []);
    const chosen = options.agents ?? (await pickAgents(current));
    if (!chosen) return undefined;
    if (chosen.length === 0) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Pick at least one agent: skills are checked against the agents you write for.'));
      return undefined;
    }
    const target = options.target ?? (await pickSettingsTarget(folder, vscode.l10n.t('Choose Your Agents')));
    if (!target) return undefined;
    const all = Object.keys(AGENTS) as AgentTarget[];
    if (!(await saveSetting(folder, target, TARGETS_KEY, chosen))) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not save the agents in {0}.', targetWords(target)));
      return undefined;
    }
    markAgentChosen();
    if (!options.agents) {
      const names = chosen.length === all.length ? vscode.l10n.t('every agent') : chosen.map(agentName).join(', ');
      void vscode.window.showInformationMessage(vscode.l10n.t('Skills are now checked for {0}, saved in {1}.', names, targetWords(target)));
    }
    return chosen;
  }
}

async function pickAgents(current: ReadonlySet<AgentTarget>): Promise<AgentTarget[] | undefined> {
  const items = (Object.keys(AGENTS) as AgentTarget[]).map((id) => ({ label: agentName(id), description: agentFolders(id), id, picked: current.has(id) }));
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
