import * as vscode from 'vscode';
import type { ProfileIdDto } from '../../../server/src/lsp/protocol';
import { markAgentChosen } from '../walkthroughProgress';

/** Where an agent reads skills from, and the format it reads there. */
export interface AgentFolder {
  readonly label: string;
  readonly detail: string;
  /** Relative to the workspace folder. */
  readonly dir: string;
  readonly profile: ProfileIdDto;
}

/**
 * The skills folders a new workspace may start with, one per agent family, plus the configured
 * skills folder for the other formats (its profile from `skillkiln.profile`).
 */
export function agentFolders(configuredDir: string, configuredProfile: ProfileIdDto): AgentFolder[] {
  return [
    { label: 'Claude Code', detail: vscode.l10n.t('Agent Skills: <name>/SKILL.md with name and description'), dir: '.claude/skills', profile: 'agent-skills' },
    { label: 'GitHub Copilot', detail: vscode.l10n.t('Agent Skills, in VS Code and Copilot CLI'), dir: '.github/skills', profile: 'agent-skills' },
    { label: vscode.l10n.t('Codex, Gemini CLI and other Agent Skills agents'), detail: vscode.l10n.t('Agent Skills, in the shared folder'), dir: '.agents/skills', profile: 'agent-skills' },
    { label: vscode.l10n.t('An mm app, with its read_skill tool'), detail: vscode.l10n.t('name, description and comma-separated keywords'), dir: configuredDir, profile: configuredProfile === 'agent-skills' ? 'mm' : configuredProfile },
  ];
}

/** Asks which agent the first skills folder is for; undefined when the user cancels. */
export async function pickAgentFolder(configuredDir: string, configuredProfile: ProfileIdDto, title: string): Promise<AgentFolder | undefined> {
  const items = agentFolders(configuredDir, configuredProfile).map((folder) => ({ label: folder.label, description: `${folder.dir}/`, detail: folder.detail, folder }));
  const pick = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Which agent are the skills for? The folder and header follow.'), ignoreFocusOut: true });
  if (pick) markAgentChosen();
  return pick?.folder;
}
