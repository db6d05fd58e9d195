import * as vscode from 'vscode';
import type { SkillsModel } from '../skillsModel';
import { Disposable } from '../util/disposable';
import type { CatalogPreviewManager } from './catalogPreviewManager';

/**
 * Like the Markdown preview: an open catalog preview follows the active editor to the skills
 * folder of the skill being edited, unless the user locked it (`skillsmith.togglePreviewLock`).
 */
export class PreviewFollower extends Disposable {
  private locked = false;

  constructor(
    private readonly previews: CatalogPreviewManager,
    private readonly model: SkillsModel,
  ) {
    super();
    this._register(vscode.window.onDidChangeActiveTextEditor((editor) => editor && this.follow(editor.document.uri)));
    void setLockContext(false);
  }

  /** True while the previews stay on their skills folder. */
  get isLocked(): boolean {
    return this.locked;
  }

  /** Locks or unlocks the previews; unlocking catches up with the active editor. */
  toggleLock(): boolean {
    this.locked = !this.locked;
    void setLockContext(this.locked);
    const active = vscode.window.activeTextEditor?.document.uri;
    if (!this.locked && active) this.follow(active);
    return this.locked;
  }

  private follow(uri: vscode.Uri): void {
    if (this.locked) return;
    const location = this.model.findRoot(uri);
    const preview = location && this.previews.get(location.folder.uri);
    if (!preview || preview.result?.catalog?.root.uri === location.root.uri) return;
    // Shown without taking the focus or moving the panel forward over other tabs of its group.
    preview.follow(location.root.uri);
  }
}

function setLockContext(locked: boolean): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', 'skillsmith.previewLocked', locked);
}
