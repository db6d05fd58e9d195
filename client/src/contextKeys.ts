import * as vscode from 'vscode';
import type { SkillsModel } from './skillsModel';
import { Disposable } from './util/disposable';

/**
 * Keeps the `skillkiln.*` context keys used by `when` clauses in step with the skills model:
 * `skillkiln.treeLoaded`, `skillkiln.hasSkillsRoot`, and `skillkiln.skillPaths` (the
 * `resourcePath` of every skill file, for `resourcePath in skillkiln.skillPaths`).
 */
export class ContextKeys extends Disposable {
  /** The values last set, serialized: setting an unchanged key still costs the workbench a round of `when` clauses. */
  private readonly values = new Map<string, string>();

  constructor(private readonly model: SkillsModel) {
    super();
    this._register(model.onDidChange(() => this.update()));
    this.update();
  }

  private update(): void {
    const tree = this.model.current;
    const roots = this.model.roots;
    const paths = roots.flatMap(({ root }) => root.skills.map((skill) => vscode.Uri.parse(skill.uri).path));
    this.set('skillkiln.treeLoaded', tree !== undefined);
    this.set('skillkiln.hasSkillsRoot', roots.length > 0);
    this.set('skillkiln.skillPaths', paths);
  }

  private set(key: string, value: boolean | readonly string[]): void {
    const serialized = JSON.stringify(value);
    if (this.values.get(key) === serialized) return;
    this.values.set(key, serialized);
    void vscode.commands.executeCommand('setContext', key, value);
  }
}
