import * as vscode from 'vscode';
import { LanguageClient, RevealOutputChannelOn, State, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import type { RequestType } from 'vscode-languageserver-protocol';
import { DidChangeNotification, type DidChangeParams } from '../../server/src/protocol';
import { Disposable, disposeAll } from './util/disposable';

/** What the user can see of the server: starting, running, or stopped (after a failure or a stop). */
export type ServerState = 'starting' | 'running' | 'stopped';

/** A line the language server logged (`window/logMessage`), or the client logged about it. */
export interface ServerLogEntry {
  readonly level: 'error' | 'warn' | 'info';
  readonly message: string;
}

/** Markdown files and untitled markdown buffers. */
export const documentSelector = [
  { scheme: 'file', language: 'markdown' },
  { scheme: 'untitled', language: 'markdown' },
];

/**
 * A LanguageClient that routes its own user-facing errors to one callback, so that a failing
 * server is announced once, in our words, instead of by several library notifications.
 */
class QuietLanguageClient extends LanguageClient {
  constructor(
    serverOptions: ServerOptions,
    clientOptions: LanguageClientOptions,
    private readonly onUserError: (message: string) => void,
    private readonly onLog: (entry: ServerLogEntry) => void,
  ) {
    super('skillsmith', 'Skillsmith', serverOptions, clientOptions);
  }

  override error(message: string, data?: unknown, showNotification: boolean | 'force' = true): void {
    super.error(message, data, false);
    this.onLog({ level: 'error', message });
    if (showNotification === 'force') this.onUserError(message);
  }

  override warn(message: string, data?: unknown, showNotification?: boolean): void {
    super.warn(message, data, showNotification);
    this.onLog({ level: 'warn', message });
  }

  override info(message: string, data?: unknown, showNotification?: boolean): void {
    super.info(message, data, showNotification);
    this.onLog({ level: 'info', message });
  }
}

/**
 * Owns the language server connection: starts it, restarts it, tells the user once when it
 * fails, and forwards `skillsmith/didChange`. Requests wait for the server to be ready.
 */
export class SkillsmithClient extends Disposable {
  readonly outputChannel: vscode.LogOutputChannel;
  private client: QuietLanguageClient | undefined;
  private ready: Promise<boolean> = Promise.resolve(false);
  private failureShown = false;
  /** Listeners on the current client, dropped with it on restart. */
  private readonly clientListeners: vscode.Disposable[] = [];
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
    this.outputChannel = this._register(vscode.window.createOutputChannel('Skillsmith', { log: true }));
  }

  get state(): ServerState {
    return this._state;
  }

  /** The language server's process id while it runs (it changes when the client restarts it). */
  get serverPid(): number | undefined {
    return this.client?.serverProcess?.pid;
  }

  /** Starts the server; resolves true once it answers, false when it could not start. */
  start(): Promise<boolean> {
    const client = this.createClient();
    this.client = client;
    this.setState('starting');
    this.ready = client.start().then(
      () => {
        this.failureShown = false;
        return true;
      },
      (err: unknown) => {
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
    const old = this.client;
    this.client = undefined;
    disposeAll(this.clientListeners);
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
    const client = this.client;
    if (!running || !client || !client.isRunning()) throw new Error(vscode.l10n.t('The Skillsmith language server is not running.'));
    // By method name: the typed overloads do not accept a generic P.
    return client.sendRequest<R>(type.method, params, token);
  }

  override dispose(): void {
    const client = this.client;
    this.client = undefined;
    disposeAll(this.clientListeners);
    void client?.dispose().catch(() => undefined);
    super.dispose();
  }

  private createClient(): QuietLanguageClient {
    const module = this.context.asAbsolutePath('dist/server.js');
    const serverOptions: ServerOptions = {
      run: { module, transport: TransportKind.ipc },
      debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
    };
    const watcher = vscode.workspace.createFileSystemWatcher('**/*.md');
    this.clientListeners.push(watcher);
    const clientOptions: LanguageClientOptions = {
      documentSelector,
      outputChannel: this.outputChannel,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: { locale: vscode.env.language.startsWith('fr') ? 'fr' : 'en' },
      synchronize: {
        configurationSection: 'skillsmith',
        fileEvents: watcher,
      },
      markdown: { isTrusted: false, supportHtml: false },
    };
    const client = new QuietLanguageClient(serverOptions, clientOptions, (message) => this.showFailure(message), (entry) => this._onDidLog.fire(entry));
    this.clientListeners.push(
      client.onDidChangeState((event) => this.setState(toServerState(event.newState))),
      client.onNotification(DidChangeNotification, (params) => this._onDidChangeIndex.fire(params)),
    );
    return client;
  }

  private setState(state: ServerState): void {
    if (state === this._state) return;
    this._state = state;
    void vscode.commands.executeCommand('setContext', 'skillsmith.serverRunning', state === 'running');
    this._onDidChangeState.fire(state);
  }

  /** One notification per failure streak, with a way to the details. */
  private showFailure(detail: string): void {
    if (this.failureShown) return;
    this.failureShown = true;
    const showOutput = vscode.l10n.t('Show Output');
    const message = vscode.l10n.t('Skillsmith: the language server stopped ({0}). Diagnostics, completion and the catalog preview are unavailable.', detail);
    void vscode.window.showErrorMessage(message, showOutput).then((choice) => {
      if (choice === showOutput) this.outputChannel.show(true);
    });
  }
}

function toServerState(state: State): ServerState {
  if (state === State.Running) return 'running';
  if (state === State.Starting) return 'starting';
  return 'stopped';
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
