import * as vscode from 'vscode';
import type { TreeSkillDto } from '../../../server/src/lsp/protocol';

/** Scheme of the `resourceUri`s the Skills tree uses, so its decorations never leak into the Explorer. */
export const TREE_SCHEME = 'skillkiln-tree';

/** What a tree row's decoration shows: problem counts, or a dimmed label for what the runtime skips. */
export interface TreeDecorationState {
  readonly dimmed: boolean;
  readonly errors: number;
  readonly warnings: number;
}

/** The tree-only URI of `uri` carrying its decoration state (the path keeps file-icon themes working). */
export function decorationUri(uri: string, state: TreeDecorationState): vscode.Uri {
  const query = new URLSearchParams({ dimmed: state.dimmed ? '1' : '0', errors: String(state.errors), warnings: String(state.warnings) });
  return vscode.Uri.parse(uri).with({ scheme: TREE_SCHEME, query: query.toString() });
}

/** Decoration state of a skill row. */
export function skillDecorationState(skill: TreeSkillDto): TreeDecorationState {
  return { dimmed: skill.status !== 'served', errors: skill.problems.errors, warnings: skill.problems.warnings };
}

/**
 * Colors and badges for the Skills tree: an error/warning count on skills with problems, and the
 * disabled color on skills the runtime does not serve (shadowed, disabled…) and on ignored files.
 * Stateless: everything it needs is in the URI's query.
 */
export class SkillDecorationProvider implements vscode.FileDecorationProvider {
  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    if (uri.scheme !== TREE_SCHEME) return undefined;
    const query = new URLSearchParams(uri.query);
    const errors = Number(query.get('errors') ?? 0);
    const warnings = Number(query.get('warnings') ?? 0);
    if (query.get('dimmed') === '1') return new vscode.FileDecoration(undefined, undefined, new vscode.ThemeColor('disabledForeground'));
    if (errors > 0) {
      return new vscode.FileDecoration(badge(errors), problemsTooltip(errors, warnings), new vscode.ThemeColor('list.errorForeground'));
    }
    if (warnings > 0) {
      return new vscode.FileDecoration(badge(warnings), problemsTooltip(errors, warnings), new vscode.ThemeColor('list.warningForeground'));
    }
    return undefined;
  }
}

/** Badges hold at most two characters. */
function badge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** "2 errors, 1 warning" (localized). */
export function problemsTooltip(errors: number, warnings: number): string {
  const parts: string[] = [];
  if (errors === 1) parts.push(vscode.l10n.t('1 error'));
  else if (errors > 1) parts.push(vscode.l10n.t('{0} errors', errors));
  if (warnings === 1) parts.push(vscode.l10n.t('1 warning'));
  else if (warnings > 1) parts.push(vscode.l10n.t('{0} warnings', warnings));
  return parts.join(', ');
}
