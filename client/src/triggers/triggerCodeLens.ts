import * as vscode from 'vscode';
import type { TriggerTestController } from './triggerTestController';

/**
 * Over a skill's `description:`: "Run trigger tests: 8 queries" when it has trigger cases,
 * "Draft trigger tests" when it has none (folder skills only: the cases live in the folder).
 */
export class TriggerCodeLensProvider implements vscode.CodeLensProvider {
  readonly onDidChangeCodeLenses: vscode.Event<void>;

  constructor(private readonly tests: TriggerTestController) {
    this.onDidChangeCodeLenses = tests.onDidChangeSkills;
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const skill = this.tests.skillList.find((s) => s.uri === document.uri.toString());
    if (!skill) return [];
    const range = new vscode.Range(skill.descriptionLine, 0, skill.descriptionLine, 0);
    const n = skill.cases?.length ?? 0;
    return [n
      ? new vscode.CodeLens(range, { title: n === 1 ? vscode.l10n.t('Run trigger tests: 1 query') : vscode.l10n.t('Run trigger tests: {0} queries', n), command: 'skillkiln.runTriggerTests', arguments: [skill.dirUri] })
      : new vscode.CodeLens(range, { title: vscode.l10n.t('Draft trigger tests'), command: 'skillkiln.draftTriggerTests', arguments: [vscode.Uri.parse(skill.uri)] })];
  }
}
