import * as vscode from 'vscode';
import type { SkillkilnClient } from '../skillkilnClient';
import { Disposable } from '../util/disposable';
import { CatalogPreview, PREVIEW_VIEW_TYPE, type ActiveSkillShownEvent, type RenderedEvent } from './catalogPreview';
import type { PreviewState, ViewMode } from './messages';

/**
 * Opens catalog previews — one panel per workspace folder — and restores them after a reload
 * (`WebviewPanelSerializer`, with the UI state the webview saved).
 */
export class CatalogPreviewManager extends Disposable implements vscode.WebviewPanelSerializer<PreviewState> {
  private readonly previews = new Map<string, CatalogPreview>();

  private readonly _onDidRender = this._register(new vscode.EventEmitter<RenderedEvent>());
  /** Any preview rendered a catalog (for tests: the round trip through the webview). */
  readonly onDidRender = this._onDidRender.event;
  private readonly _onDidShowActiveSkill = this._register(new vscode.EventEmitter<ActiveSkillShownEvent>());
  /** Any preview marked (and maybe scrolled to) the active skill's entry (for tests: what the page shows). */
  readonly onDidShowActiveSkill = this._onDidShowActiveSkill.event;

  constructor(
    private readonly client: SkillkilnClient,
    private readonly extensionUri: vscode.Uri,
  ) {
    super();
    this._register(vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, this));
  }

  /** The open preview of a folder, if any. */
  get(folderUri: string): CatalogPreview | undefined {
    return this.previews.get(folderUri);
  }

  /** Every open preview. */
  get all(): readonly CatalogPreview[] {
    return [...this.previews.values()];
  }

  /** Opens (or reveals) the preview of `folder`, showing `rootUri` when given; beside the editor. */
  open(folder: vscode.WorkspaceFolder, rootUri?: string, preserveFocus = true): CatalogPreview {
    const folderUri = folder.uri.toString();
    const existing = this.previews.get(folderUri);
    if (existing) {
      existing.show(rootUri, preserveFocus);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      PREVIEW_VIEW_TYPE,
      vscode.l10n.t('Skills Catalog'),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus },
      { enableScripts: true, enableFindWidget: true, retainContextWhenHidden: false, localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, 'media')] },
    );
    return this.track(panel, { folderUri, rootUri, view: 'structured', request: '' });
  }

  async deserializeWebviewPanel(panel: vscode.WebviewPanel, saved: unknown): Promise<void> {
    const state = restoredState(saved);
    if (!state || this.previews.has(state.folderUri)) {
      // Its folder is gone (or already has a preview): nothing sensible to show.
      panel.dispose();
      return;
    }
    this.track(panel, state);
  }

  private track(panel: vscode.WebviewPanel, state: PreviewState): CatalogPreview {
    const preview = new CatalogPreview(panel, state, this.client, this.extensionUri);
    this.previews.set(state.folderUri, preview);
    const onRender = preview.onDidRender((event) => this._onDidRender.fire(event));
    const onActiveSkill = preview.onDidShowActiveSkill((event) => this._onDidShowActiveSkill.fire(event));
    preview.onDidDispose(() => {
      onRender.dispose();
      onActiveSkill.dispose();
      if (this.previews.get(state.folderUri) === preview) this.previews.delete(state.folderUri);
    });
    return preview;
  }

  override dispose(): void {
    for (const preview of this.previews.values()) preview.dispose();
    this.previews.clear();
    super.dispose();
  }
}

/** Validates what the webview saved with setState (it may come from an older version). */
function restoredState(saved: unknown): PreviewState | undefined {
  const candidate = (saved ?? {}) as Partial<Record<keyof PreviewState, unknown>>;
  const folders = vscode.workspace.workspaceFolders ?? [];
  const folderUri = typeof candidate.folderUri === 'string' && folders.some((f) => f.uri.toString() === candidate.folderUri)
    ? candidate.folderUri
    : folders[0]?.uri.toString();
  if (!folderUri) return undefined;
  const view: ViewMode = candidate.view === 'text' ? 'text' : 'structured';
  return {
    folderUri,
    rootUri: typeof candidate.rootUri === 'string' ? candidate.rootUri : undefined,
    target: typeof candidate.target === 'string' ? candidate.target : undefined,
    view,
    request: typeof candidate.request === 'string' ? candidate.request : '',
  };
}
