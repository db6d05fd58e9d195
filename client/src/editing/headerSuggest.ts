import * as vscode from 'vscode';
import type { SkillsModel } from '../skillsModel';
import { Disposable } from '../util/disposable';

/** A key being started at the beginning of a header line: its first letter. */
const KEY_START = /^[ \t]*(?:- )?[A-Za-z]$/;

/**
 * Header completion as you type: when the author starts a key at the beginning of a header
 * line of a skill, the suggestions open (values already come on `: `, the server's trigger
 * characters). Markdown editors have quick suggestions off, so without this only Ctrl+Space
 * shows the keys; elsewhere in the file nothing changes.
 */
export class HeaderSuggest extends Disposable {
  constructor(private readonly model: SkillsModel) {
    super();
    this._register(vscode.workspace.onDidChangeTextDocument((event) => this.onChange(event)));
  }

  private onChange(event: vscode.TextDocumentChangeEvent): void {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document !== event.document || event.contentChanges.length !== 1) return;
    const change = event.contentChanges[0]!;
    if (change.text.length !== 1 || change.rangeLength !== 0) return;
    const position = change.range.start.translate(0, 1);
    const line = event.document.lineAt(position.line).text.slice(0, position.character);
    if (!KEY_START.test(line) || !inHeader(event.document, position.line)) return;
    if (!this.model.findSkill(event.document.uri) && !this.model.findRoot(event.document.uri)) return;
    void vscode.commands.executeCommand('editor.action.triggerSuggest');
  }
}

/** True when `line` is between the opening `---` (line 0) and the closing one. */
export function inHeader(document: Pick<vscode.TextDocument, 'lineAt' | 'lineCount'>, line: number): boolean {
  if (line === 0 || document.lineAt(0).text.trimEnd() !== '---') return false;
  for (let i = 1; i < line; i++) if (/^(---|\.\.\.)\s*$/.test(document.lineAt(i).text)) return false;
  return true;
}
