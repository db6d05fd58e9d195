import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { WorkDoneProgress } from 'vscode-languageserver-protocol';
import type { Diagnostic, Position, PublishDiagnosticsParams, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { URI } from 'vscode-uri';

/** Repository root (tests run from out/test/protocol). */
export const REPO = path.resolve(__dirname, '..', '..', '..');
export const SERVER = path.join(REPO, 'dist', 'server.js');

/** Lines joined with `\n`. */
export const joinLines = (...lines: string[]) => lines.join('\n');

/** A temporary workspace: a copy of a fixture folder, or files given inline. */
export function makeWorkspace(files: Record<string, string> | string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-lsp-'));
  if (typeof files === 'string') cpSync(path.join(REPO, 'test', 'fixtures', 'protocol', files), dir, { recursive: true });
  else {
    for (const [rel, text] of Object.entries(files)) {
      const p = path.join(dir, rel);
      mkdirSync(path.dirname(p), { recursive: true });
      writeFileSync(p, text);
    }
  }
  return dir;
}

export const uriOf = (p: string) => URI.file(p).toString();

/** Options of a test session. */
export interface SessionOptions {
  /** The `skillkiln` section answered to `workspace/configuration`. */
  readonly settings?: Record<string, unknown>;
  readonly initializationOptions?: Record<string, unknown>;
  readonly snippetEdits?: boolean;
  /** The client shows work-done progress (`window.workDoneProgress`). */
  readonly workDoneProgress?: boolean;
  /** The client resolves code actions' edits when picked (`codeAction/resolve`). */
  readonly resolveCodeActions?: boolean;
}

/**
 * A real `dist/server.js --stdio` with an LSP client on its pipes. Diagnostics are
 * recorded per URI; `waitDiagnostics` waits (event-driven, with a timeout) for a set that
 * satisfies a predicate. Raw stdout is kept to check it carries only LSP frames.
 */
export class LspSession {
  readonly connection: ProtocolConnection;
  readonly diagnostics = new Map<string, Diagnostic[]>();
  /** Document version of the last diagnostics published per URI. */
  readonly diagnosticVersions = new Map<string, number>();
  readonly logs: string[] = [];
  readonly notifications: { method: string; params: unknown }[] = [];
  /** Published diagnostics and `$/progress` notifications, in the order they came. */
  readonly sequence: ({ readonly method: 'publishDiagnostics'; readonly params: PublishDiagnosticsParams } | { readonly method: '$/progress'; readonly params: { readonly kind: string; readonly message?: string } })[] = [];
  stdout = Buffer.alloc(0);
  stderr = '';
  private readonly child: ChildProcessWithoutNullStreams;
  /** The `skillkiln` section answered to `workspace/configuration` (tests may change it). */
  settings: Record<string, unknown> | undefined;
  /** What the server registered dynamically (`client/registerCapability`), in order. */
  readonly registrations: { method: string; registerOptions?: unknown }[] = [];
  private waiters: (() => void)[] = [];
  private versions = new Map<string, number>();

  constructor(readonly root: string, private readonly options: SessionOptions = {}) {
    this.settings = options.settings;
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run the build first`);
    this.child = spawn(process.execPath, [SERVER, '--stdio'], { cwd: root, stdio: 'pipe' });
    this.child.stdout.on('data', (d: Buffer) => (this.stdout = Buffer.concat([this.stdout, d])));
    this.child.stderr.on('data', (d: Buffer) => (this.stderr += d.toString()));
    this.connection = createProtocolConnection(new StreamMessageReader(this.child.stdout), new StreamMessageWriter(this.child.stdin));
    this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      if (p.version !== undefined) this.diagnosticVersions.set(p.uri, p.version);
      this.sequence.push({ method: 'publishDiagnostics', params: p });
      this.wake();
    });

    this.connection.onNotification('window/logMessage', (p: { message: string }) => this.log(p.message));
    this.connection.onNotification('window/showMessage', (p: { message: string }) => this.log(p.message));
    this.connection.onNotification('skillkiln/didChange', (p: unknown) => {
      this.notifications.push({ method: 'skillkiln/didChange', params: p });
      this.wake();
    });
    this.connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => this.settings ?? null));
    this.connection.onRequest('client/registerCapability', (p: { registrations: { method: string; registerOptions?: unknown }[] }) => {
      this.registrations.push(...p.registrations);
      this.wake();
      return null;
    });
    this.connection.onRequest('window/workDoneProgress/create', (p: { token: string | number }) => {
      this.connection.onProgress(WorkDoneProgress.type, p.token, (value) => {
        this.sequence.push({ method: '$/progress', params: value });
        this.wake();
      });
      return null;
    });
    this.connection.listen();
  }

  /** initialize + initialized, then waits for the first `skillkiln/didChange` (the index is ready). */
  async start(): Promise<void> {
    await this.initialize();
    await this.until(() => this.notifications.length > 0, 'the first skillkiln/didChange');
  }

  /** initialize + initialized, without waiting for the index. */
  async initialize(): Promise<void> {
    await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uriOf(this.root),
      workspaceFolders: [{ uri: uriOf(this.root), name: path.basename(this.root) }],
      initializationOptions: this.options.initializationOptions ?? { locale: 'en' },
      capabilities: {
        workspace: {
          configuration: true,
          workspaceFolders: true,
          didChangeWatchedFiles: { dynamicRegistration: true },
          workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'], ...(this.options.snippetEdits ? { snippetEditSupport: true } : {}) },
        },
        textDocument: {
          synchronization: { dynamicRegistration: false },
          completion: { completionItem: { snippetSupport: true } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: { relatedInformation: true, versionSupport: true, tagSupport: { valueSet: [1, 2] } },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'refactor', 'source'] } }, ...(this.options.resolveCodeActions ? { resolveSupport: { properties: ['edit'] } } : {}) },
          rename: { prepareSupport: true },
        },
        ...(this.options.workDoneProgress ? { window: { workDoneProgress: true } } : {}),
      },
    });
    await this.connection.sendNotification('initialized', {});
  }

  /** Resolves when `check` holds after a notification (or right away); fails after `timeoutMs`. */
  until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; stderr: ${this.stderr}; logs: ${this.logs.join(' | ')}`)), timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  private log(message: string): void {
    this.logs.push(message);
    this.wake();
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Waits until the file's published diagnostics satisfy `check` (for at least document version `minVersion`), and returns them. */
  async waitDiagnostics(file: string, check: (d: Diagnostic[]) => boolean, what = 'diagnostics', minVersion = 0): Promise<Diagnostic[]> {
    const uri = uriOf(file);
    await this.until(() => (this.diagnosticVersions.get(uri) ?? 0) >= minVersion && check(this.diagnostics.get(uri) ?? []), `${what} of ${path.basename(file)}`);
    return this.diagnostics.get(uri) ?? [];
  }

  open(file: string, text: string): void {
    this.versions.set(file, 1);
    void this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(file), languageId: 'markdown', version: 1, text } });
  }

  /** An incremental change: replaces `range` with `text`; returns the new document version. */
  change(file: string, range: Range, text: string): number {
    const version = (this.versions.get(file) ?? 1) + 1;
    this.versions.set(file, version);
    void this.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version }, contentChanges: [{ range, text }] });
    return version;
  }

  close(file: string): void {
    void this.connection.sendNotification('textDocument/didClose', { textDocument: { uri: uriOf(file) } });
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  at(file: string, position: Position) {
    return { textDocument: { uri: uriOf(file) }, position };
  }

  async stop(): Promise<void> {
    try {
      await this.connection.sendRequest('shutdown');
      await this.connection.sendNotification('exit');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const t = setTimeout(() => {
        this.child.kill();
        resolve();
      }, 2000);
      this.child.on('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
    this.connection.dispose();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** Offset of an LSP position in a text (`\n`, `\r\n` and `\r` line breaks). */
export function offsetAt(text: string, pos: Position): number {
  let line = 0;
  let i = 0;
  while (line < pos.line && i < text.length) {
    const c = text[i]!;
    i++;
    if (c === '\r' && text[i] === '\n') i++;
    if (c === '\n' || c === '\r') line++;
  }
  let end = i;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
  return Math.min(i + pos.character, end);
}

/** Applies text edits to a text, as a client does. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = edits.map((e) => ({ start: offsetAt(text, e.range.start), end: offsetAt(text, e.range.end), newText: e.newText })).sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

/** The text edits a WorkspaceEdit makes to one file. */
export function editsFor(edit: WorkspaceEdit | null | undefined, file: string): TextEdit[] {
  const uri = uriOf(file);
  const out: TextEdit[] = [];
  for (const c of edit?.documentChanges ?? []) if ('textDocument' in c && c.textDocument.uri === uri) out.push(...(c.edits as TextEdit[]));
  for (const [u, edits] of Object.entries(edit?.changes ?? {})) if (u === uri) out.push(...edits);
  return out;
}

/** The position of the `<|>` marker in a text, and the text without it. */
export function cursor(textWithMarker: string): { text: string; position: Position } {
  const i = textWithMarker.indexOf('<|>');
  const before = textWithMarker.slice(0, i);
  const lines = before.split('\n');
  return { text: before + textWithMarker.slice(i + 3), position: { line: lines.length - 1, character: lines[lines.length - 1]!.length } };
}

/** Checks that a byte stream is a sequence of well-formed LSP frames and nothing else. */
export function onlyLspFrames(data: Buffer): boolean {
  let i = 0;
  while (i < data.length) {
    const headerEnd = data.indexOf('\r\n\r\n', i);
    if (headerEnd < 0) return false;
    const header = data.subarray(i, headerEnd).toString('ascii');
    const m = /^Content-Length: (\d+)(\r\nContent-Type: [^\r\n]+)?$/i.exec(header);
    if (!m) return false;
    const bodyStart = headerEnd + 4;
    const body = data.subarray(bodyStart, bodyStart + Number(m[1]));
    if (body.length !== Number(m[1])) return false;
    JSON.parse(body.toString('utf8'));
    i = bodyStart + Number(m[1]);
  }
  return true;
}
