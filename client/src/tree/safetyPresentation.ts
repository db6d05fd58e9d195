import * as vscode from 'vscode';
import type { TreeSkillDto } from '../../../server/src/lsp/protocol';
import { escapeMarkdownText as escapeMarkdown } from '../util/markdownText';

/** Findings listed in a skill's tooltip, at most (the preview's safety section has them all). */
const MAX_LISTED = 5;

/** A shield, colored by the worst safety finding, for a skill the safety checks flagged. */
export function safetyIcon(skill: TreeSkillDto): vscode.ThemeIcon | undefined {
  const items = skill.safety;
  if (!items) return undefined;
  const worst = items.some((i) => i.severity === 'error') ? 'list.errorForeground' : items.some((i) => i.severity === 'warning') ? 'list.warningForeground' : 'foreground';
  return new vscode.ThemeIcon('shield', new vscode.ThemeColor(worst));
}

/** The tooltip's safety part (markdown, text escaped), or undefined when nothing was found. */
export function safetyTooltip(skill: TreeSkillDto): string | undefined {
  const items = skill.safety;
  if (!items) return undefined;
  const head = `$(shield) **${escapeMarkdown(items.length === 1 ? vscode.l10n.t('Safety: 1 finding') : vscode.l10n.t('Safety: {0} findings', items.length))}**`;
  const lines = items.slice(0, MAX_LISTED).map((i) => `- \`${i.code}\` ${escapeMarkdown(i.message)}`);
  if (items.length > MAX_LISTED) lines.push(`- ${escapeMarkdown(vscode.l10n.t('… and {0} more in the catalog preview', items.length - MAX_LISTED))}`);
  return [head, ...lines].join('\n');
}
