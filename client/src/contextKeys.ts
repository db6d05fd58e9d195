import * as vscode from 'vscode';
import type { SkillsModel } from './skillsModel';
import { Disposable } from './util/disposable';

/**
 * Keeps the `skillsmith.*` context keys used by `when` clauses in step with the skills model:
 * `skillsmith.treeLoaded`, `skillsmith.hasSkillsRoot`, and `skillsmith.skillPaths` (the
 * `resourcePath` of every skill file, for `resourcePath in skillsmith.skillPaths`).
 */
export class ContextKeys extends Disposable {
  constructor(private readonly model: SkillsModel) {
    super();
    this._register(model.onDidChange(() => this.update()));
    this.update();
  }

  private update(): void {
    const tree = this.model.current;
    const roots = this.model.roots;
    const paths = roots.flatMap(({ root }) => root.skills.map((skill) => vscode.Uri.parse(skill.uri).path));
    void vscode.commands.executeCommand('setContext', 'skillsmith.treeLoaded', tree !== undefined);
    void vscode.commands.executeCommand('setContext', 'skillsmith.hasSkillsRoot', roots.length > 0);
    void vscode.commands.executeCommand('setContext', 'skillsmith.skillPaths', paths);
  }
}
