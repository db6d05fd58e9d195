import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { targetFolder, type CommandArgument } from '../skills/commandTarget';

/** Values of `skillsmith.profile`. */
export const PROFILE_SETTINGS = ['auto', 'mm', 'agent-skills', 'agent-app', 'tajo', 'skill-api'] as const;
export type ProfileSetting = (typeof PROFILE_SETTINGS)[number];

function describe(profile: ProfileSetting): string {
  switch (profile) {
    case 'auto':
      return vscode.l10n.t('Detect each root’s format from its headers');
    case 'mm':
      return vscode.l10n.t('name, description, keywords (first 8 reach the model)');
    case 'agent-skills':
      return vscode.l10n.t('Open Agent Skills standard: Claude Code, VS Code, Codex');
    case 'agent-app':
      return vscode.l10n.t('name, description, category, enabled; {{skill:name}} references');
    case 'tajo':
      return vscode.l10n.t('Automation skills: triggers, actions, permissions');
    case 'skill-api':
      return vscode.l10n.t('Folder per skill with reference files');
  }
}

/**
 * Skillsmith: Switch Profile… — a quick pick writing `skillsmith.profile` (for the folder in
 * multi-root workspaces). The server re-reads its configuration; no reload.
 */
export class SwitchProfileCommand implements Command {
  readonly id = 'skillsmith.switchProfile';

  async execute(arg?: CommandArgument, profile?: ProfileSetting): Promise<ProfileSetting | undefined> {
    const folder = await targetFolder(arg);
    const config = vscode.workspace.getConfiguration('skillsmith', folder);
    const current = config.get<string>('profile') ?? 'auto';
    const chosen = profile ?? (await pick(current));
    if (!chosen || chosen === current) return chosen;
    const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
    const target = folder && multiRoot ? vscode.ConfigurationTarget.WorkspaceFolder : folder ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
    await config.update('profile', chosen === 'auto' ? undefined : chosen, target);
    return chosen;
  }
}

async function pick(current: string): Promise<ProfileSetting | undefined> {
  const items = PROFILE_SETTINGS.map((profile) => ({
    label: profile === current ? `$(check) ${profile}` : profile,
    description: describe(profile),
    profile,
  }));
  const active = items.find((item) => item.profile === current);
  return new Promise((resolve) => {
    const quickPick = vscode.window.createQuickPick<(typeof items)[number]>();
    quickPick.title = vscode.l10n.t('Skillsmith: Switch Profile');
    quickPick.placeholder = vscode.l10n.t('The skill format to check and preview (current: {0})', current);
    quickPick.items = items;
    if (active) quickPick.activeItems = [active];
    quickPick.onDidAccept(() => {
      resolve(quickPick.selectedItems[0]?.profile);
      quickPick.hide();
    });
    quickPick.onDidHide(() => {
      resolve(undefined);
      quickPick.dispose();
    });
    quickPick.show();
  });
}
