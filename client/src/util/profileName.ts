import * as vscode from 'vscode';

/**
 * A source format's name as the user reads it ("Agent Skills", "Skill API"), for the id that
 * settings store (`agent-skills`, `skill-api`): short enough for the status bar and a quick
 * pick's label, where ids read as jargon. The server's longer labels go in tooltips.
 */
export function profileName(profile: string): string {
  switch (profile) {
    case 'auto':
      return vscode.l10n.t('Detected from the headers');
    case 'mm':
      return vscode.l10n.t('mm app');
    case 'agent-skills':
      return 'Agent Skills';
    case 'agent-app':
      return vscode.l10n.t('Agent app');
    case 'tajo':
      return vscode.l10n.t('Tajo automations');
    case 'skill-api':
      return 'Skill API';
    default:
      return profile;
  }
}
