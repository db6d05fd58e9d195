import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { pickSettingsTarget, saveSetting, savedValue, targetWords, type SettingKey, type SettingsTarget } from '../settings/settingsTarget';
import { targetFolder, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';
import { profileName } from '../util/profileName';

/** Values of `skillkiln.profile`. */
export const PROFILE_SETTINGS = ['auto', 'mm', 'agent-skills', 'agent-app', 'tajo', 'skill-api'] as const;
export type ProfileSetting = (typeof PROFILE_SETTINGS)[number];

function describe(profile: ProfileSetting): string {
  switch (profile) {
    case 'auto':
      return vscode.l10n.t('Detect each root’s format from its headers');
    case 'mm':
      return vscode.l10n.t('name, description, keywords (first 8 reach the model)');
    case 'agent-skills':
      return vscode.l10n.t('Open Agent Skills standard (SKILL.md), read by Claude Code, Copilot, Codex and others');
    case 'agent-app':
      return vscode.l10n.t('name, description, category, enabled; {{skill:name}} references');
    case 'tajo':
      return vscode.l10n.t('Automation skills: triggers, actions, permissions');
    case 'skill-api':
      return vscode.l10n.t('Folder per skill with reference files');
  }
}

/** Where a profile choice is written. */
export type ProfileScope = SettingsTarget;

const PROFILE_KEY: SettingKey = { setting: 'profile', file: ['profile'] };
const ROOT_PROFILES_KEY: SettingKey = { setting: 'rootProfiles', file: ['rootProfiles'] };

/** Answers that skip the prompts (tests). */
export interface SwitchProfileOptions {
  /** A skills folder's label (`skills`, `.claude/skills`): only that folder changes (`skillkiln.rootProfiles`). */
  readonly root?: string;
  readonly scope?: ProfileScope;
}

/**
 * Skillkiln: Switch Profile… — asks which skills folder (or all of them), which format, and
 * where to write it (workspace, folder or user settings), then says what changed. The server
 * re-reads its configuration; no reload.
 */
export class SwitchProfileCommand implements Command {
  readonly id = 'skillkiln.switchProfile';

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument, profile?: ProfileSetting, options: SwitchProfileOptions = {}): Promise<ProfileSetting | undefined> {
    const folder = await targetFolder(arg);
    const root = options.root ?? (profile ? '' : await this.pickRoot(folder));
    if (root === undefined) return undefined;
    const config = vscode.workspace.getConfiguration('skillkiln', folder);
    const rootProfiles = config.get<Record<string, string>>('rootProfiles') ?? {};
    const current = (root && rootProfiles[root]) || (config.get<string>('profile') ?? 'auto');
    const chosen = profile ?? (await pick(current));
    if (!chosen || chosen === current) return chosen;
    const scope = options.scope ?? (profile ? defaultScope(folder) : await pickSettingsTarget(folder, vscode.l10n.t('Skillkiln: Switch Profile')));
    if (!scope) return undefined;
    let saved: boolean;
    if (root) {
      const next: Record<string, string> = { ...((await savedValue<Record<string, string>>(folder, scope, ROOT_PROFILES_KEY)) ?? {}) };
      if (chosen === 'auto') delete next[root];
      else next[root] = chosen;
      saved = await saveSetting(folder, scope, ROOT_PROFILES_KEY, Object.keys(next).length > 0 ? next : undefined);
    } else {
      saved = await saveSetting(folder, scope, PROFILE_KEY, chosen === 'auto' ? undefined : chosen);
    }
    if (!saved) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not save the format in {0}.', targetWords(scope)));
      return undefined;
    }
    if (!profile) void vscode.window.showInformationMessage(changeMessage(root, chosen, scope));
    return chosen;
  }

  /** '' for every skills folder of the workspace folder, a root label for one of them. */
  private async pickRoot(folder: vscode.WorkspaceFolder | undefined): Promise<string | undefined> {
    const roots = this.model.roots.filter((r) => !folder || r.folder.uri === folder.uri.toString());
    if (roots.length <= 1) return '';
    const items = [
      { label: vscode.l10n.t('Every skills folder'), description: vscode.l10n.t('the skillkiln.profile setting'), root: '' },
      ...roots.map(({ root }) => ({ label: `$(library) ${root.label}`, description: root.profileLabel ?? profileName(root.choice.profile), root: root.label })),
    ];
    const choice = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Skillkiln: Switch Profile'), placeHolder: vscode.l10n.t('Which skills folder changes format?') });
    return choice?.root;
  }
}

function defaultScope(folder: vscode.WorkspaceFolder | undefined): ProfileScope {
  if (!folder) return 'user';
  return (vscode.workspace.workspaceFolders?.length ?? 0) > 1 ? 'folder' : 'workspace';
}

function changeMessage(root: string, profile: ProfileSetting, scope: ProfileScope): string {
  const where = targetWords(scope);
  const format = profile === 'auto' ? vscode.l10n.t('the format detected from its headers') : vscode.l10n.t('the {0} format', profileName(profile));
  return root ? vscode.l10n.t('Skills folder {0} now uses {1}, saved in {2}.', root, format, where) : vscode.l10n.t('Every skills folder now uses {0}, saved in {1}.', format, where);
}

async function pick(current: string): Promise<ProfileSetting | undefined> {
  const items = PROFILE_SETTINGS.map((profile) => ({
    label: profile === current ? `$(check) ${profileName(profile)}` : profileName(profile),
    description: describe(profile),
    profile,
  }));
  const active = items.find((item) => item.profile === current);
  return new Promise((resolve) => {
    const quickPick = vscode.window.createQuickPick<(typeof items)[number]>();
    quickPick.title = vscode.l10n.t('Skillkiln: Switch Profile');
    quickPick.placeholder = vscode.l10n.t('The skill format to check and preview (current: {0})', profileName(current));
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
