// Entry of dist/languageClient.js: everything that needs vscode-languageclient. The activation
// bundle (dist/client.js) loads it right after activate() returns, so that the library's
// load time is not part of the extension's activation.
import * as vscode from 'vscode';
import { DidOpenTextDocumentNotification, LanguageClient, RevealOutputChannelOn, State, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { DidChangeNotification } from '../../../server/src/lsp/protocol';
import { disposeAll } from '../util/disposable';
import { OrphanedTabs } from './orphanedTabs';
import type { LspConnection, LspConnectionOptions, ServerLogEntry, ServerState } from './lspConnection';

/** Markdown files and untitled markdown buffers. */
const documentSelector = [
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
    super('skillkiln', 'Skillkiln', serverOptions, clientOptions);
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

/** A language client for dist/server.js (IPC), with Skillkiln's options and listeners. */
export function createLspConnection(options: LspConnectionOptions): LspConnection {
  const module = options.serverModule;
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.md');
  const orphans = new OrphanedTabs((document) => client.sendNotification(DidOpenTextDocumentNotification.type, client.code2ProtocolConverter.asOpenTextDocumentParams(document)));
  const clientOptions: LanguageClientOptions = {
    documentSelector,
    outputChannel: options.outputChannel,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
    initializationOptions: { locale: vscode.env.language.startsWith('fr') ? 'fr' : 'en' },
    synchronize: {
      configurationSection: 'skillkiln',
      fileEvents: watcher,
    },
    markdown: { isTrusted: false, supportHtml: false },
    middleware: {
      // VS Code's Markdown support already outlines the headings: a second outline provider
      // makes the breadcrumb and the Outline view switch between two groups. Other editors keep ours.
      provideDocumentSymbols: () => [],
      didOpen: (document, next) => orphans.didOpen(document, next),
      didChange: (event, next) => orphans.didChange(event, next),
    },
  };
  const client = new QuietLanguageClient(serverOptions, clientOptions, options.onUserError, options.onLog);
  const listeners: vscode.Disposable[] = [
    watcher,
    client.onDidChangeState((event) => options.onState(toServerState(event.newState))),
    client.onNotification(DidChangeNotification, (params) => options.onIndexChanged(params)),
  ];
  return {
    start: () => client.start(),
    needsStop: () => client.needsStop(),
    stop: () => client.stop(),
    isRunning: () => client.isRunning(),
    sendRequest: <R>(method: string, params: unknown, token?: vscode.CancellationToken) => client.sendRequest<R>(method, params, token),
    get serverPid() {
      return client.serverProcess?.pid;
    },
    dispose: () => {
      disposeAll(listeners);
      return client.dispose();
    },
  };
}

function toServerState(state: State): ServerState {
  if (state === State.Running) return 'running';
  if (state === State.Starting) return 'starting';
  return 'stopped';
}
