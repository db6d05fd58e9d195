import * as vscode from 'vscode';
import { CatalogRequest, TryRequestRequest, type CatalogResult, type TryRequestResult } from '../../../server/src/lsp/protocol';
import type { SkillkilnClient } from '../skillkilnClient';
import { Disposable } from '../util/disposable';
import { CatalogSync } from './catalogSync';
import type { HostMessage, PreviewState, TriggerResultRow, ViewMode, WebviewMessage } from './messages';
import { createPreviewNonce, renderPreviewHtml } from './previewHtml';
import { previewStrings } from './previewStrings';
import { checkWebviewMessage, OpenableSkills } from './webviewMessageGuard';

/** What a preview reported after rendering: the exact catalog text it shows. */
export interface RenderedEvent {
  readonly folderUri: string;
  readonly rootUri: string | null;
  readonly target: string | null;
  readonly text: string;
  /** When the webview's page was updated (`Date.now()` in the webview). */
  readonly renderedAt: number;
  /** The codes shown in the page's safety section, in order. */
  readonly safety: readonly string[];
}

/** What a preview reported after marking the active skill's entry (see the `activeSkillShown` message). */
export interface ActiveSkillShownEvent {
  readonly folderUri: string;
  /** The skill whose entry is marked; null when the catalog shown lists none for the active document. */
  readonly uri: string | null;
  readonly view: ViewMode;
  /** The entry is on screen, below the toolbar. */
  readonly inView: boolean;
  /** How far down the page is scrolled, in CSS pixels. */
  readonly scrollY: number;
}

/** The webview panel's view type (also in `onWebviewPanel:` and the serializer). */
export const PREVIEW_VIEW_TYPE = 'skillkiln.preview';

/**
 * One catalog preview panel, for one workspace folder. The host fetches catalogs from the
 * server and posts them; the webview renders them and keeps its own UI state.
 */
export class CatalogPreview extends Disposable {
  private state: PreviewState;
  private inFlight = false;
  private again = false;
  private lastResult: CatalogResult | null = null;
  private readonly openable = new OpenableSkills();
  /** What the webview shows, so that an unchanged catalog is not sent and a changed one goes as a delta. */
  private readonly sync = new CatalogSync();
  /** Mirrors `panel.active`, which throws once the panel is disposed. */
  private active = false;
  /** show() picked a root or target after the page was built: the page's `ready` state is older. */
  private selectedSinceRender = false;
  /** The document the user last switched to or edited, whose skill the page marks. */
  private activeDocument: string | null;

  private readonly _onDidRender = this._register(new vscode.EventEmitter<RenderedEvent>());
  readonly onDidRender = this._onDidRender.event;
  private readonly _onDidShowActiveSkill = this._register(new vscode.EventEmitter<ActiveSkillShownEvent>());
  readonly onDidShowActiveSkill = this._onDidShowActiveSkill.event;
  private readonly _onDidDispose = this._register(new vscode.EventEmitter<void>());
  readonly onDidDispose = this._onDidDispose.event;

  constructor(
    readonly panel: vscode.WebviewPanel,
    state: PreviewState,
    private readonly client: SkillkilnClient,
    private readonly extensionUri: vscode.Uri,
  ) {
    super();
    this.state = state;
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    this.activeDocument = active?.startsWith(`${state.folderUri}/`) ? active : null;
    panel.webview.options = { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media')] };
    panel.iconPath = {
      light: vscode.Uri.joinPath(extensionUri, 'media', 'preview-light.svg'),
      dark: vscode.Uri.joinPath(extensionUri, 'media', 'preview-dark.svg'),
    };
    this.updateTitle();
    this._register(panel.webview.onDidReceiveMessage((raw: unknown) => {
      // The page shows skill content: only well-formed messages, skills it was listed and allowlisted commands go through.
      const message = checkWebviewMessage(raw, this.openable);
      if (message) void this.onMessage(message);
      else this.client.outputChannel.warn(`Catalog preview: ignored a message the page may not send (${JSON.stringify(raw)?.slice(0, 200)})`);
    }));
    this._register(
      panel.onDidChangeViewState((event) => {
        this.active = event.webviewPanel.active;
        setFocusContext(this.active);
      }),
    );
    this._register(panel.onDidDispose(() => this.dispose()));
    this._register(client.onDidChangeIndex((params) => this.affectedBy(params.rootUris) && this.refresh()));
    // A (re)started server: the whole catalog again, so the page visibly comes from the new one.
    this._register(client.onDidChangeState((serverState) => {
      if (serverState !== 'running') return;
      this.sync.reset();
      this.refresh();
    }));
    // Typing: ask at once rather than wait for the server's debounced didChange. The language
    // client sends pending document changes before any request, so the answer sees this edit;
    // setImmediate only lets its own change listener (which may run after ours) queue it first.
    this._register(
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.contentChanges.length === 0 || event.document.languageId !== 'markdown') return;
        if (!event.document.uri.toString().startsWith(`${this.state.folderUri}/`)) return;
        setImmediate(() => !this.isDisposed && this.refresh());
      }),
    );
    this.render();
  }

  get folderUri(): string {
    return this.state.folderUri;
  }

  /** The skills folder the panel is set to show (the latest choice, before its catalog arrives). */
  get selectedRootUri(): string | undefined {
    return this.state.rootUri;
  }

  /** The catalog last shown. */
  get result(): CatalogResult | null {
    return this.lastResult;
  }

  /** Shows `rootUri` (a root of this folder; and `target`, a catalog variant) and brings the panel forward. */
  show(rootUri: string | undefined, preserveFocus: boolean, target?: string): void {
    if ((rootUri && rootUri !== this.state.rootUri) || (target && target !== this.state.target)) {
      this.state = { ...this.state, rootUri: rootUri ?? this.state.rootUri, target };
      this.selectedSinceRender = true;
      this.refresh();
    }
    this.panel.reveal(undefined, preserveFocus);
  }

  /** Shows another skills folder of this panel's workspace folder, without revealing the panel. */
  follow(rootUri: string): void {
    if (rootUri === this.state.rootUri && this.lastResult?.catalog?.root.uri === rootUri) return;
    this.state = { ...this.state, rootUri, target: undefined };
    this.selectedSinceRender = true;
    this.refresh();
  }

  /**
   * The user switched to or edited `documentUri`: the page marks its skill's entry and scrolls
   * to it when the catalog shown lists it (not when the preview shows another skills folder).
   * Never reveals the panel nor takes the focus.
   */
  showActiveSkill(documentUri: string): void {
    this.activeDocument = documentUri;
    void this.post({ type: 'activeSkill', uri: documentUri });
  }

  /** Rebuilds the whole page (fresh nonce); the webview restores its UI state from `state`. */
  private render(): void {
    this.selectedSinceRender = false;
    const webview = this.panel.webview;
    const media = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, 'media', ...path)).toString();
    webview.html = renderPreviewHtml({
      nonce: createPreviewNonce(),
      cspSource: webview.cspSource,
      scriptUri: media('dist', 'preview.js'),
      styleUri: media('preview.css'),
      codiconUri: media('codicons', 'codicon.css'),
      initialState: { state: this.state, strings: previewStrings(vscode.l10n.t), locale: vscode.env.language },
    });
  }

  /** Fetches the catalog for the current selection and posts it; calls during a fetch coalesce. */
  refresh(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    void this.fetchAndPost().finally(() => {
      this.inFlight = false;
      if (this.again && !this.isDisposed) {
        this.again = false;
        this.refresh();
      }
    });
  }

  private async fetchAndPost(): Promise<void> {
    const { folderUri, rootUri, target } = this.state;
    let message: HostMessage | undefined;
    try {
      const result = await this.client.request(CatalogRequest, { folderUri, rootUri, target });
      // The chosen root may have vanished: fall back to what the server picked.
      this.lastResult = result;
      this.openable.setCatalog(result);
      message = this.sync.next(result);
    } catch (err) {
      this.openable.setCatalog(null);
      message = this.sync.next(null, err instanceof Error ? err.message : String(err));
    }
    // Unchanged (the server's didChange after an edit already shown, a body edit): nothing to redo.
    if (!message || this.isDisposed) return;
    // Not awaited: the next keystroke's request need not wait for this delivery (messages keep
    // their order). Not delivered (the page is being rebuilt): the next message goes whole.
    const resetUnlessDelivered = (delivered: boolean): void => void (delivered || this.sync.reset());
    void this.post(message).then(resetUnlessDelivered, () => resetUnlessDelivered(false));
  }

  private affectedBy(rootUris: readonly string[]): boolean {
    if (rootUris.length === 0) return true;
    const shown = this.lastResult?.catalog?.root.uri ?? this.state.rootUri;
    return shown === undefined || rootUris.includes(shown) || rootUris.some((uri) => uri.startsWith(this.state.folderUri));
  }

  private async onMessage(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
      case 'select': {
        // A new page shows nothing yet.
        if (message.type === 'ready') this.sync.reset();
        // A page still loading reports the selection it was built with; keep a newer one from show().
        const selection = message.type === 'ready' && this.selectedSinceRender ? { rootUri: this.state.rootUri, target: this.state.target } : {};
        this.state = { ...message.state, ...selection, folderUri: this.state.folderUri };
        this.refresh();
        // A new page knows nothing of the active skill yet; it marks it once the catalog lists it.
        if (message.type === 'ready') void this.post({ type: 'activeSkill', uri: this.activeDocument });
        return;
      }
      case 'openSkill':
        await this.openSkill(message.uri, message.line);
        return;
      case 'copy':
        await vscode.env.clipboard.writeText(message.text);
        await this.post({ type: 'copied' });
        return;
      case 'tryRequest': {
        const result = await this.tryRequest(message.text, message.rootUri);
        this.openable.addTried(result);
        await this.post({ type: 'tryResult', id: message.id, result });
        return;
      }
      case 'tryForReal':
        await vscode.commands.executeCommand('skillkiln.tryRequestForReal', message.rootUri, message.text);
        return;
      case 'command':
        await vscode.commands.executeCommand(`skillkiln.${message.command}`, vscode.Uri.parse(this.state.folderUri));
        return;
      case 'resync':
        this.sync.reset();
        this.refresh();
        return;
      case 'error':
        this.client.outputChannel.error(`Catalog preview: ${message.message}`);
        console.error(`[skillkiln] catalog preview: ${message.message}`);
        return;
      case 'activeSkillShown':
        this._onDidShowActiveSkill.fire({ folderUri: this.state.folderUri, uri: message.uri, view: message.view, inView: message.inView, scrollY: message.scrollY });
        return;
      case 'rendered':
        this._onDidRender.fire({ folderUri: this.state.folderUri, rootUri: message.rootUri, target: message.target, text: message.text, renderedAt: message.renderedAt, safety: message.safety });
        return;
    }
  }

  /**
   * Which skills `text` would reach in the catalog shown (its root and its target: what that
   * agent lists, not the root's default); null when the server cannot answer.
   */
  tryRequest(text: string, rootUri = this.lastResult?.catalog?.root.uri ?? this.state.rootUri): Promise<TryRequestResult | null> {
    if (!rootUri) return Promise.resolve(null);
    const target = this.lastResult?.catalog?.target ?? this.state.target;
    return this.client.request(TryRequestRequest, { rootUri, text, ...(target ? { target } : {}) }).catch(() => null);
  }

  /** Opens a skill at its header, in the editor group next to the preview. */
  private async openSkill(uri: string, line: number): Promise<void> {
    const column = this.panel.viewColumn && this.panel.viewColumn > vscode.ViewColumn.One ? this.panel.viewColumn - 1 : vscode.ViewColumn.Beside;
    const position = new vscode.Position(Math.max(0, line), 0);
    await vscode.window.showTextDocument(vscode.Uri.parse(uri), { viewColumn: column, selection: new vscode.Range(position, position) });
  }

  /** Shows the last trigger test results of the folder's skills (see TriggerResultRow). */
  postTriggerResults(rows: readonly TriggerResultRow[]): void {
    void this.post({ type: 'triggerResults', rows });
  }

  private post(message: HostMessage): Thenable<boolean> {
    if (this.isDisposed) return Promise.resolve(false);
    return this.panel.webview.postMessage(message);
  }

  private updateTitle(): void {
    const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(this.state.folderUri));
    const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
    this.panel.title = folder && multiRoot ? vscode.l10n.t('Skills Catalog ({0})', folder.name) : vscode.l10n.t('Skills Catalog');
  }

  override dispose(): void {
    if (this.isDisposed) return;
    if (this.active) setFocusContext(false);
    this._onDidDispose.fire();
    super.dispose();
    // Closing it from our side (extension shutdown); a no-op when the user closed it.
    this.panel.dispose();
  }
}

function setFocusContext(focused: boolean): void {
  void vscode.commands.executeCommand('setContext', 'skillkiln.previewFocus', focused);
}
