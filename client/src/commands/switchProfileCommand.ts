import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import { targetFolder, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';

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
export type ProfileScope = 'workspace' | 'folder' | 'user';

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
    const scope = options.scope ?? (profile ? defaultScope(folder) : await pickScope(folder));
    if (!scope) return undefined;
    const target = scope === 'user' ? vscode.ConfigurationTarget.Global : scope === 'folder' ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Workspace;
    if (root) {
      const next: Record<string, string> = { ...(config.inspect<Record<string, string>>('rootProfiles')?.[scopeKey(scope)] ?? {}) };
      if (chosen === 'auto') delete next[root];
      else next[root] = chosen;
      await config.update('rootProfiles', Object.keys(next).length > 0 ? next : undefined, target);
    } else {
      await config.update('profile', chosen === 'auto' ? undefined : chosen, target);
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
      ...roots.map(({ root }) => ({ label: `$(library) ${root.label}`, description: root.profileLabel ?? root.choice.profile, root: root.label })),
    ];
    const choice = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Skillkiln: Switch Profile'), placeHolder: vscode.l10n.t('Which skills folder changes format?') });
    return choice?.root;
  }
}

function defaultScope(folder: vscode.WorkspaceFolder | undefined): ProfileScope {
  if (!folder) return 'user';
  return (vscode.workspace.workspaceFolders?.length ?? 0) > 1 ? 'folder' : 'workspace';
}

function scopeKey(scope: ProfileScope): 'globalValue' | 'workspaceValue' | 'workspaceFolderValue' {
  return scope === 'user' ? 'globalValue' : scope === 'folder' ? 'workspaceFolderValue' : 'workspaceValue';
}

async function pickScope(folder: vscode.WorkspaceFolder | undefined): Promise<ProfileScope | undefined> {
  const items: (vscode.QuickPickItem & { scope: ProfileScope })[] = [];
  if (folder) items.push({ label: vscode.l10n.t('Workspace'), description: '.vscode/settings.json', detail: vscode.l10n.t('Shared with everyone who opens this workspace (the file may be in version control).'), scope: 'workspace' });
  if (folder && (vscode.workspace.workspaceFolders?.length ?? 0) > 1) items.push({ label: vscode.l10n.t('Folder'), description: folder.name, detail: vscode.l10n.t('This workspace folder only.'), scope: 'folder' });
  items.push({ label: vscode.l10n.t('User'), detail: vscode.l10n.t('Every workspace you open, on this machine only.'), scope: 'user' });
  const choice = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Skillkiln: Switch Profile'), placeHolder: vscode.l10n.t('Where should the choice be saved?') });
  return choice?.scope;
}

function changeMessage(root: string, profile: ProfileSetting, scope: ProfileScope): string {
  const where = scope === 'user' ? vscode.l10n.t('your user settings') : scope === 'folder' ? vscode.l10n.t('the folder settings') : vscode.l10n.t('the workspace settings (.vscode/settings.json)');
  const format = profile === 'auto' ? vscode.l10n.t('the format detected from its headers') : vscode.l10n.t('the {0} format', profile);
  return root ? vscode.l10n.t('Skills folder {0} now uses {1}, saved in {2}.', root, format, where) : vscode.l10n.t('Every skills folder now uses {0}, saved in {1}.', format, where);
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
    quickPick.title = vscode.l10n.t('Skillkiln: Switch Profile');
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
