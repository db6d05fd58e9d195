import * as vscode from 'vscode';
import type { RequestType } from 'vscode-languageserver-protocol';
import type { DidChangeParams } from '../../server/src/lsp/protocol';
import { loadLanguageClient, STARTED_MARK } from './lsp/loadLanguageClient';
import type { LspConnection, ServerLogEntry, ServerState } from './lsp/lspConnection';
import { Disposable } from './util/disposable';

export type { ServerLogEntry, ServerState } from './lsp/lspConnection';

/**
 * Owns the language server connection: starts it, restarts it, tells the user once when it
 * fails, and forwards `skillkiln/didChange`. Requests wait for the server to be ready.
 */
export class SkillkilnClient extends Disposable {
  readonly outputChannel: vscode.LogOutputChannel;
  private connection: LspConnection | undefined;
  private ready: Promise<boolean> = Promise.resolve(false);
  private failureShown = false;
  /** Bumped by every start and by dispose: callbacks of an older connection are ignored. */
  private generation = 0;
  private _state: ServerState = 'stopped';

  private readonly _onDidChangeIndex = this._register(new vscode.EventEmitter<DidChangeParams>());
  /** The server's index changed: catalogs and the tree may be stale. */
  readonly onDidChangeIndex = this._onDidChangeIndex.event;

  private readonly _onDidChangeState = this._register(new vscode.EventEmitter<ServerState>());
  readonly onDidChangeState = this._onDidChangeState.event;

  private readonly _onDidLog = this._register(new vscode.EventEmitter<ServerLogEntry>());
  /** Every line the server logs (settings problems, failures…), as it reaches the output channel. */
  readonly onDidLog = this._onDidLog.event;

  constructor(private readonly context: vscode.ExtensionContext) {
    super();
    this.outputChannel = this._register(vscode.window.createOutputChannel('Skillkiln', { log: true }));
  }

  get state(): ServerState {
    return this._state;
  }

  /** The language server's process id while it runs (it changes when the client restarts it). */
  get serverPid(): number | undefined {
    return this.connection?.serverPid;
  }

  /**
   * Starts the server: loads the language-client bundle (after activate() has returned, the
   * first time), then starts the client. Resolves true once the server answers, false when it
   * could not start.
   */
  start(): Promise<boolean> {
    const generation = ++this.generation;
    const current = (): boolean => generation === this.generation && !this.isDisposed;
    this.setState('starting');
    this.ready = loadLanguageClient()
      .then((module) => {
        if (!current()) return false;
        const connection = module.createLspConnection({
          serverModule: this.context.asAbsolutePath('dist/server.js'),
          outputChannel: this.outputChannel,
          onUserError: (message) => current() && this.showFailure(message),
          onLog: (entry) => current() && this._onDidLog.fire(entry),
          onState: (state) => current() && this.setState(state),
          onIndexChanged: (params) => current() && this._onDidChangeIndex.fire(params),
        });
        this.connection = connection;
        const started = connection.start();
        performance.mark(STARTED_MARK);
        return started.then(() => true);
      })
      .then(
        (running) => {
          if (running) this.failureShown = false;
          return running;
        },
        (err: unknown) => {
          if (!current()) return false;
          this.outputChannel.error(`The language server failed to start: ${messageOf(err)}`);
          this.showFailure(messageOf(err));
          this.setState('stopped');
          return false;
        },
      );
    return this.ready;
  }

  /** Stops and starts the server again (after a crash, or to pick up a rebuilt server). */
  async restart(): Promise<boolean> {
    const old = this.connection;
    this.connection = undefined;
    this.generation++;
    if (old) {
      try {
        if (old.needsStop()) await old.stop();
      } catch (err) {
        this.outputChannel.warn(`Stopping the language server failed: ${messageOf(err)}`);
      }
      await old.dispose().catch(() => undefined);
    }
    return this.start();
  }

  /** Resolves true when the server is running (waiting for a start in progress). */
  whenReady(): Promise<boolean> {
    return this.ready;
  }

  /** Sends a custom request once the server is ready; rejects when it is not running. */
  async request<P, R>(type: RequestType<P, R, void>, params: P, token?: vscode.CancellationToken): Promise<R> {
    const running = await this.ready;
    const connection = this.connection;
    if (!running || !connection || !connection.isRunning()) throw new Error(vscode.l10n.t('The Skillkiln language server is not running.'));
    return connection.sendRequest<R>(type.method, params, token);
  }

  override dispose(): void {
    const connection = this.connection;
    this.connection = undefined;
    this.generation++;
    void connection?.dispose().catch(() => undefined);
    super.dispose();
  }

  private setState(state: ServerState): void {
    if (state === this._state) return;
    this._state = state;
    void vscode.commands.executeCommand('setContext', 'skillkiln.serverRunning', state === 'running');
    this._onDidChangeState.fire(state);
  }

  /** One notification per failure streak, with a way to the details. */
  private showFailure(detail: string): void {
    if (this.failureShown) return;
    this.failureShown = true;
    const showOutput = vscode.l10n.t('Show Output');
    const message = vscode.l10n.t('Skillkiln: the language server stopped ({0}). Diagnostics, completion and the catalog preview are unavailable.', detail);
    void vscode.window.showErrorMessage(message, showOutput).then((choice) => {
      if (choice === showOutput) this.outputChannel.show(true);
    });
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
