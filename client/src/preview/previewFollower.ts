import * as vscode from 'vscode';
import type { SkillsModel } from '../skillsModel';
import { Disposable } from '../util/disposable';
import type { CatalogPreviewManager } from './catalogPreviewManager';

/**
 * Like the Markdown preview: an open catalog preview follows the active editor to the skills
 * folder of the skill being edited, unless the user locked it (`skillkiln.togglePreviewLock`),
 * and brings that skill's entry into view when the user switches to it or edits it. A locked
 * preview marks the skill only when it shows the skill's folder: it never jumps elsewhere.
 */
export class PreviewFollower extends Disposable {
  private locked = false;

  constructor(
    private readonly previews: CatalogPreviewManager,
    private readonly model: SkillsModel,
  ) {
    super();
    this._register(vscode.window.onDidChangeActiveTextEditor((editor) => editor && this.follow(editor.document.uri)));
    // Typing in the active editor: its skill's entry comes back into view if it was scrolled away.
    this._register(
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.contentChanges.length > 0 && event.document === vscode.window.activeTextEditor?.document) this.reveal(event.document.uri);
      }),
    );
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
    if (!this.locked) {
      const location = this.model.findRoot(uri);
      const preview = location && this.previews.get(location.folder.uri);
      // Shown without taking the focus or moving the panel forward over other tabs of its group.
      if (preview && preview.result?.catalog?.root.uri !== location.root.uri) preview.follow(location.root.uri);
    }
    this.reveal(uri);
  }

  /** Tells the preview of the document's workspace folder which skill the user is on. */
  private reveal(uri: vscode.Uri): void {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (folder) this.previews.get(folder.uri.toString())?.showActiveSkill(uri.toString());
  }
}

function setLockContext(locked: boolean): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', 'skillkiln.previewLocked', locked);
}
