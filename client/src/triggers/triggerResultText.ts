import * as vscode from 'vscode';
import type { TriggerCaseResultDto } from '../../../server/src/lsp/protocol';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Why runs gave no choice, in the user's words. */
function failureText(failure: string): string {
  switch (failure) {
    case 'not-installed': return vscode.l10n.t('the agent is not installed');
    case 'not-signed-in': return vscode.l10n.t('the agent is not signed in');
    case 'rate-limited': return vscode.l10n.t('the account is rate-limited');
    case 'timed-out': return vscode.l10n.t('no choice before the time limit');
    default: return vscode.l10n.t('the agent crashed');
  }
}

/**
 * One case's result in words, for Test Results: how often the skill was chosen with its 95%
 * interval, what was chosen instead, and why runs failed.
 */
export function triggerResultText(r: TriggerCaseResultDto): string {
  const lines = [vscode.l10n.t('Chose {0} in {1} of {2} runs (95% interval {3}–{4}).', r.skill, r.triggered, r.runs, pct(r.interval[0]), pct(r.interval[1]))];
  for (const [name, n] of Object.entries(r.others)) lines.push(vscode.l10n.t('Chose {0} instead in {1} of {2} runs.', name, n, r.runs));
  if (r.noSkill) lines.push(vscode.l10n.t('Chose no skill in {0} of {1} runs.', r.noSkill, r.runs));
  for (const f of r.failures) lines.push(vscode.l10n.t('{0} runs gave no choice: {1} ({2}).', f.count, failureText(f.failure), f.detail));
  if (r.cached) lines.push(vscode.l10n.t('From the cache: the skill, its siblings and the agent are unchanged since these runs.'));
  return lines.join('\n');
}

/** The short verdict: "chose it 2/3 (95% 21–94%)". */
export function triggerRateText(r: TriggerCaseResultDto): string {
  return vscode.l10n.t('{0}/{1} (95% {2}–{3})', r.triggered, r.runs, pct(r.interval[0]), pct(r.interval[1]));
}

/** What the runs chose, shortly: the skill, another skill, no skill, or why there was no choice. */
export function chosenText(r: TriggerCaseResultDto): string {
  const others = Object.entries(r.others).sort((a, b) => b[1] - a[1]);
  if (r.triggered && r.triggered >= (others[0]?.[1] ?? 0)) return r.skill;
  if (others.length) return others[0]![0];
  if (r.noSkill) return vscode.l10n.t('no skill');
  return r.failures.length ? failureText(r.failures[0]!.failure) : vscode.l10n.t('not run');
}
