import type * as vscode from 'vscode';
import type { DidChangeParams } from '../../../server/src/lsp/protocol';

/** What the user can see of the server: starting, running, or stopped (after a failure or a stop). */
export type ServerState = 'starting' | 'running' | 'stopped';

/** A line the language server logged (`window/logMessage`), or the client logged about it. */
export interface ServerLogEntry {
  readonly level: 'error' | 'warn' | 'info';
  readonly message: string;
}

/** What the activation bundle hands the language-client bundle to build a connection. */
export interface LspConnectionOptions {
  /** dist/server.js */
  readonly serverModule: string;
  readonly outputChannel: vscode.LogOutputChannel;
  /** A failure the user must hear about (the language client's own notifications are muted). */
  onUserError(message: string): void;
  onLog(entry: ServerLogEntry): void;
  onState(state: ServerState): void;
  /** The server's `skillkiln/didChange`. */
  onIndexChanged(params: DidChangeParams): void;
}

/**
 * One language client (vscode-languageclient) as the activation bundle sees it: a few methods,
 * so that the 400 KiB library stays in its own bundle, loaded after activation.
 */
export interface LspConnection {
  /** Resolves once the server answered `initialize`. */
  start(): Promise<void>;
  needsStop(): boolean;
  stop(): Promise<void>;
  isRunning(): boolean;
  /** A request by method name (the typed overloads do not accept a generic P). */
  sendRequest<R>(method: string, params: unknown, token?: vscode.CancellationToken): Promise<R>;
  /** The server's process id while it runs. */
  readonly serverPid: number | undefined;
  dispose(): Promise<void>;
}

/** What dist/languageClient.js exports. */
export interface LanguageClientModule {
  createLspConnection(options: LspConnectionOptions): LspConnection;
}
