import * as vscode from 'vscode';
import type { Command } from '../commandManager';
import type { SkillsTreeProvider } from '../tree/skillsTreeProvider';
import type { SkillsNode } from '../tree/treeNodes';

/** The context key that says the Skills view shows only skills with safety findings. */
export const SAFETY_FILTER_KEY = 'skillkiln.safetyFilter';

/**
 * Show Only Skills with Safety Findings / Show All Skills (view title): filters the Skills
 * tree on what the safety checks found, and says so in the view's message.
 */
export class SafetyFilterCommand implements Command {
  readonly id: string;

  constructor(
    private readonly tree: SkillsTreeProvider,
    private readonly view: vscode.TreeView<SkillsNode>,
    private readonly safetyOnly: boolean,
  ) {
    this.id = safetyOnly ? 'skillkiln.filterSafety' : 'skillkiln.clearSafetyFilter';
  }

  async execute(): Promise<void> {
    this.tree.setFilter({ safetyOnly: this.safetyOnly });
    this.view.description = this.safetyOnly ? vscode.l10n.t('safety findings only') : undefined;
    await vscode.commands.executeCommand('setContext', SAFETY_FILTER_KEY, this.safetyOnly);
  }
}
