/// <reference lib="dom" />
// The catalog preview's script (bundled to media/dist/preview.js). It renders what the host
// posts, keeps the UI state with getState/setState, and reports each rendered catalog back.
import type { CatalogResult, TryRequestResult } from '../../../server/src/lsp/protocol';
import { applyCatalogDelta } from '../preview/catalogDelta';
import type { HostMessage, PreviewInitialData, PreviewState, ViewMode, WebviewMessage } from '../preview/messages';
import { ActiveSkillMarker } from './activeSkillMarker';
import { CatalogView } from './catalogView';
import type { RenderContext } from './context';
import { h, icon, reconcileChildren, replace } from './dom';
import { KeyedParts } from './keyedParts';
import { renderToolbar, type ToolbarHandlers } from './renderToolbar';
import { renderTryResult } from './renderTry';
import { renderTriggerResults } from './renderTriggerResults';

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): PreviewState | undefined;
  setState(state: PreviewState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

/** Delay between a keystroke in the request box and the question to the server. */
const TRY_DELAY_MS = 120;

class PreviewApp {
  private state: PreviewState;
  private result: CatalogResult | null = null;
  /** The host's number of the catalog shown (deltas name the one they apply to). */
  private seq: number | undefined;
  private error: string | undefined;
  private tryId = 0;
  private tryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly ctx: RenderContext;
  private readonly toolbar = h('div', { class: 'toolbar-host' });
  private readonly tryBox: HTMLElement;
  private readonly tryInput: HTMLInputElement;
  private readonly tryOutput = h('div', { class: 'try-output', 'aria-live': 'polite' });
  /** The last trigger test results of the folder's skills (empty until some ran). */
  private readonly triggersOutput = h('div', { class: 'trigger-results' });
  private readonly content = h('div', { class: 'content' });
  private readonly view: CatalogView;
  /** The entry of the skill being edited: marked, and scrolled to when the host reports a switch or an edit. */
  private readonly activeSkill = new ActiveSkillMarker();
  private readonly toolbarPart = new KeyedParts();
  /** What the toolbar's controls do; they read the state when used, so a kept toolbar stays right. */
  private readonly toolbarHandlers: ToolbarHandlers = {
    selectRoot: (rootUri) => this.select({ rootUri, target: undefined }),
    selectTarget: (target) => this.select({ target }),
    selectView: (view) => this.setView(view),
    copy: () => {
      const catalog = this.result?.catalog;
      if (catalog) this.ctx.post({ type: 'copy', text: catalog.text });
    },
    switchProfile: () => this.ctx.post({ type: 'command', command: 'switchProfile' }),
  };

  constructor(
    private readonly vscode: VsCodeApi,
    private readonly app: HTMLElement,
    initial: PreviewInitialData,
  ) {
    this.state = { ...initial.state, ...vscode.getState(), folderUri: initial.state.folderUri };
    const numbers = new Intl.NumberFormat(initial.locale);
    this.ctx = { strings: initial.strings, formatNumber: (value) => numbers.format(value), post: (message) => vscode.postMessage(message) };

    this.tryInput = h('input', { type: 'search', class: 'try-input', placeholder: initial.strings.tryPlaceholder, 'aria-label': initial.strings.tryTitle, spellcheck: 'false' });
    this.tryInput.value = this.state.request;
    this.tryInput.addEventListener('input', () => this.onTryInput());
    this.tryBox = h(
      'section',
      { class: 'try', 'aria-label': initial.strings.tryTitle },
      h('label', { class: 'try-label' }, icon('comment-discussion'), h('span', {}, initial.strings.tryTitle), this.tryInput),
      this.tryOutput,
    );
    this.view = new CatalogView(this.content, this.ctx);
    replace(this.app, this.toolbar, this.tryBox, this.triggersOutput, this.content);
    replace(this.content, h('p', { class: 'muted loading' }, icon('loading', 'codicon-modifier-spin'), initial.strings.loading));
    this.tryBox.hidden = true;

    window.addEventListener('message', (event: MessageEvent<HostMessage>) => this.onMessage(event.data));
    this.vscode.setState(this.state);
    this.ctx.post({ type: 'ready', state: this.state });
  }

  private onMessage(message: HostMessage): void {
    switch (message.type) {
      case 'catalog':
        this.show(message.seq, message.result, message.error);
        return;
      case 'catalogDelta': {
        const result = message.base === this.seq && this.result ? applyCatalogDelta(this.result, message.delta) : undefined;
        // Not built on what this page shows (it was rebuilt meanwhile): ask for the whole catalog.
        if (result) this.show(message.seq, result, undefined);
        else this.ctx.post({ type: 'resync' });
        return;
      }
      case 'tryResult':
        if (message.id === this.tryId) this.renderTry(message.result);
        return;
      case 'triggerResults':
        replace(this.triggersOutput, renderTriggerResults(message.rows, this.ctx));
        return;
      case 'copied':
        this.flashCopied();
        return;
      case 'activeSkill':
        this.activeSkill.follow(message.uri);
        this.markActiveSkill();
        return;
    }
  }

  private show(seq: number, result: CatalogResult | null, error: string | undefined): void {
    this.seq = seq;
    this.result = result;
    this.error = error;
    this.adoptSelection();
    this.render();
    this.sendTry();
  }

  /** The server may have picked another root or target (first visit, root removed): follow it. */
  private adoptSelection(): void {
    const catalog = this.result?.catalog;
    if (!catalog) return;
    this.update({ rootUri: catalog.root.uri, target: catalog.target });
  }

  private update(changes: Partial<PreviewState>): void {
    this.state = { ...this.state, ...changes };
    this.vscode.setState(this.state);
  }

  private select(changes: Partial<PreviewState>): void {
    this.update(changes);
    this.ctx.post({ type: 'select', state: this.state });
  }

  private render(): void {
    const result = this.result;
    const catalog = result?.catalog;
    this.withFocusKept(() => {
      const toolbarInput = result && JSON.stringify([result.roots, catalog?.root ?? null, catalog?.target ?? null, this.state.view]);
      reconcileChildren(this.toolbar, [result && this.toolbarPart.get('toolbar', toolbarInput, () => renderToolbar(result, this.state.view, this.ctx, this.toolbarHandlers))]);
      this.tryBox.hidden = !catalog;
      this.view.show(result, this.error, this.state.view);
    });
    this.markActiveSkill();
    const safety = Array.from(document.querySelectorAll('.safety-item'), (item) => item.getAttribute('data-code') ?? '');
    this.ctx.post({ type: 'rendered', rootUri: catalog?.root.uri ?? null, target: catalog?.target ?? null, text: catalog?.text ?? '', renderedAt: Date.now(), safety });
  }

  /** Marks the active skill in what the page shows now (scrolling if a reveal waits) and reports what changed. */
  private markActiveSkill(): void {
    // The sticky toolbar covers the top of the page: an entry under it is not in view.
    const shown = this.activeSkill.apply(this.content, this.result?.catalog, this.toolbar.getBoundingClientRect().bottom);
    if (shown) this.ctx.post({ type: 'activeSkillShown', uri: shown.uri, view: this.state.view, inView: shown.inView, scrollY: Math.round(window.scrollY) });
  }

  private setView(view: ViewMode): void {
    this.update({ view });
    this.render();
  }

  /** Re-rendering replaces elements: put the keyboard focus back on the control that had it. */
  private withFocusKept(render: () => void): void {
    const key = document.activeElement instanceof HTMLElement ? document.activeElement.dataset['key'] : undefined;
    render();
    if (key) this.app.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  }

  private onTryInput(): void {
    this.update({ request: this.tryInput.value });
    clearTimeout(this.tryTimer);
    this.tryTimer = setTimeout(() => this.sendTry(), TRY_DELAY_MS);
  }

  private sendTry(): void {
    const rootUri = this.result?.catalog?.root.uri;
    const text = this.state.request.trim();
    this.tryId++;
    if (!rootUri || !text) {
      replace(this.tryOutput);
      return;
    }
    this.ctx.post({ type: 'tryRequest', id: this.tryId, rootUri, text });
  }

  private renderTry(result: TryRequestResult | null): void {
    if (!result) replace(this.tryOutput);
    else replace(this.tryOutput, renderTryResult(result, this.ctx, { rootUri: this.result?.catalog?.root.uri ?? '', text: this.state.request.trim() }));
  }

  private flashCopied(): void {
    const button = this.app.querySelector<HTMLElement>('[data-key="copy"]');
    if (!button) return;
    button.classList.add('copied');
    button.title = this.ctx.strings.copied;
    replace(button, icon('check'));
    setTimeout(() => {
      button.classList.remove('copied');
      button.title = this.ctx.strings.copy;
      replace(button, icon('copy'));
    }, 1500);
  }
}

function start(): void {
  const app = document.getElementById('app');
  const raw = app?.dataset['initial'];
  if (!app || !raw) return;
  const vscode = acquireVsCodeApi();
  // Errors in here are invisible to the user: report them to the host's output channel.
  window.addEventListener('error', (event) => vscode.postMessage({ type: 'error', message: `${event.message} (${event.filename}:${event.lineno})` }));
  window.addEventListener('unhandledrejection', (event) => vscode.postMessage({ type: 'error', message: String(event.reason) }));
  new PreviewApp(vscode, app, JSON.parse(raw) as PreviewInitialData);
}

start();
