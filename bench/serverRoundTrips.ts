import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import { bigSkill, bodyEdit, percentile } from './inProcess';
import { incrementalChange } from './incrementalChange';

/** Median round trips measured against the real server over stdio. */
export interface RoundTrips {
  readonly completionMs: number;
  readonly hoverMs: number;
  readonly diagnosticsMs: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A started server: its connection, its process id, and how to stop it. */
interface Started {
  readonly conn: ProtocolConnection;
  readonly pid: number | undefined;
  stop(): void;
}

/** dist/server.js --stdio, initialized on `folder`; undefined when the bundle is missing. */
async function startServer(folder: string, beforeInitialized?: (conn: ProtocolConnection) => void): Promise<Started | undefined> {
  // SKILLKILN_BENCH_SERVER measures another server.js (an older build, for a before/after table).
  const server = process.env['SKILLKILN_BENCH_SERVER'] ? path.resolve(process.env['SKILLKILN_BENCH_SERVER']) : path.resolve(__dirname, '..', '..', 'dist', 'server.js');
  if (!fs.existsSync(server)) return undefined;
  const child = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const conn: ProtocolConnection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  conn.listen();
  const stop = () => {
    conn.dispose();
    child.kill();
  };
  const rootUri = pathToFileURL(folder).href;
  try {
    await conn.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: {}, workspaceFolders: [{ uri: rootUri, name: 'bench' }] });
  } catch (err) {
    stop();
    throw err;
  }
  beforeInitialized?.(conn);
  conn.sendNotification('initialized', {});
  return { conn, pid: child.pid, stop };
}

/** Starts dist/server.js --stdio on `folder` and times completion, hover and diagnostics on the 50k skill. */
export async function serverRoundTrips(folder: string): Promise<RoundTrips | undefined> {
  const started = await startServer(folder);
  if (!started) return undefined;
  const { conn } = started;
  try {
    const uri = pathToFileURL(path.join(folder, 'skills', 'big-skill.md')).href;
    let version = 1;
    let resolveDiag: (() => void) | undefined;
    conn.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => {
      if (p.uri === uri) resolveDiag?.();
    });
    const diag = () => new Promise<void>((r) => (resolveDiag = r));
    let wait = diag();
    conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version, text: bigSkill(0) } });
    await wait;
    const completion: number[] = [];
    const hover: number[] = [];
    const diagnostics: number[] = [];
    for (let i = 0; i < 50; i++) {
      let t = performance.now();
      await conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 4, character: 0 } });
      completion.push(performance.now() - t);
      t = performance.now();
      await conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 2 } });
      hover.push(performance.now() - t);
      wait = diag();
      t = performance.now();
      conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [{ text: bigSkill(i + 1) }] });
      await wait;
      diagnostics.push(performance.now() - t);
    }
    return { completionMs: median(completion), hoverMs: median(hover), diagnosticsMs: median(diagnostics) };
  } finally {
    started.stop();
  }
}

/** Latency of requests to a small skill while a 10 MB buffer is open and typed in. */
export interface BigBufferLatency {
  readonly medianMs: number;
  readonly maxMs: number;
}

/**
 * Opens a 10 MB skill (the 50k skill's body, repeated) in the server, then 30 times types one
 * character in it and at once asks for hover and completion on another skill: what the user
 * feels while the big buffer is being edited.
 */
export async function bigBufferLatency(folder: string): Promise<BigBufferLatency | undefined> {
  const started = await startServer(folder);
  if (!started) return undefined;
  const { conn } = started;
  try {
    const small = bigSkill(0);
    const bodyStart = small.indexOf('\n# Big') + 1;
    const text = small.slice(0, bodyStart) + small.slice(bodyStart).repeat(Math.ceil((10 * 1024 * 1024) / (small.length - bodyStart)));
    const uri = pathToFileURL(path.join(folder, 'skills', 'huge-skill.md')).href;
    const other = { textDocument: { uri: pathToFileURL(path.join(folder, 'skills', 'big-skill.md')).href } };
    conn.sendNotification('textDocument/didOpen', { textDocument: { ...other.textDocument, languageId: 'markdown', version: 1, text: small } });
    conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text } });
    await conn.sendRequest('textDocument/hover', { ...other, position: { line: 1, character: 2 } });
    const latencies: number[] = [];
    for (let version = 2; version < 32; version++) {
      const at = { line: 10 + version, character: 0 };
      conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range: { start: at, end: at }, text: 'x' }] });
      const t = performance.now();
      await Promise.all([
        conn.sendRequest('textDocument/hover', { ...other, position: { line: 1, character: 2 } }).then(() => latencies.push(performance.now() - t)),
        conn.sendRequest('textDocument/completion', { ...other, position: { line: 4, character: 0 } }).then(() => latencies.push(performance.now() - t)),
      ]);
      // A pause as between keystrokes, so the debounced diagnostics of the big buffer run too.
      await new Promise((r) => setTimeout(r, 100));
    }
    return { medianMs: median(latencies), maxMs: Math.max(...latencies) };
  } finally {
    started.stop();
  }
}

/** The peak RSS of a live process (VmHWM, Linux), undefined elsewhere. */
function peakRssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmHWM:\s*(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The server's cold start on a workspace: from `initialized` to every diagnostic published. */
export interface ServerColdIndex {
  readonly ms: number;
  readonly diagnosticsFiles: number;
  readonly peakRssMb: number | undefined;
  /** From `initialized` to the first diagnostics of the last of the opened files. */
  readonly openedMs: number | undefined;
}

/**
 * Starts the server on `folder` with the `opened` files open in the editor (sent before
 * `initialized`, as a client restoring its tabs does) and times it from `initialized` to the
 * first diagnostics of each opened file, and to the first `skillkiln/didChange`, which the
 * server sends once the diagnostics of every file are out.
 */
export async function serverColdIndex(folder: string, opened: readonly string[] = []): Promise<ServerColdIndex | undefined> {
  let files = 0;
  let done: (() => void) | undefined;
  const finished = new Promise<void>((r) => (done = r));
  const waiting = new Set(opened.map((p) => pathToFileURL(p).href));
  let openedMs: number | undefined;
  let t0 = 0;
  const started = await startServer(folder, (conn) => {
    conn.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => {
      files++;
      if (waiting.delete(p.uri) && waiting.size === 0) openedMs = performance.now() - t0;
    });
    conn.onNotification('skillkiln/didChange', () => done?.());
    for (const p of opened) conn.sendNotification('textDocument/didOpen', { textDocument: { uri: pathToFileURL(p).href, languageId: 'markdown', version: 1, text: fs.readFileSync(p, 'utf8') } });
    t0 = performance.now();
  });
  if (!started) return undefined;
  try {
    await finished;
    return { ms: performance.now() - t0, diagnosticsFiles: files, peakRssMb: peakRssMb(started.pid), openedMs };
  } finally {
    started.stop();
  }
}

/** Keystroke → diagnostics of the edited file, through the server, for keystrokes in the header and in the body. */
export interface KeystrokeLatency {
  readonly header: Percentiles;
  readonly body: Percentiles;
}

/** p50, p95 and max of some latencies. */
export interface Percentiles {
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

const percentiles = (xs: readonly number[]): Percentiles => ({ p50Ms: percentile(xs, 0.5), p95Ms: percentile(xs, 0.95), maxMs: Math.max(...xs) });

/**
 * Once the workspace is indexed, types in the 50,000-character skill through the server,
 * every other keystroke in its header (which schedules the re-check of its folder), 70 ms
 * apart: past the re-check's debounce, so keystrokes land while it runs. Each change is sent as
 * VS Code sends it, the range typed over and its new text. Times each didChange until the
 * file's diagnostics arrive.
 */
export async function keystrokeLatency(folder: string, keystrokes = 120): Promise<KeystrokeLatency | undefined> {
  let indexed: (() => void) | undefined;
  const index = new Promise<void>((r) => (indexed = r));
  const started = await startServer(folder, (conn) => conn.onNotification('skillkiln/didChange', () => indexed?.()));
  if (!started) return undefined;
  const { conn } = started;
  try {
    const uri = pathToFileURL(path.join(folder, 'skills', 'big-skill.md')).href;
    let resolveDiag: (() => void) | undefined;
    conn.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => {
      if (p.uri === uri) resolveDiag?.();
    });
    const diag = () => new Promise<void>((r) => (resolveDiag = r));
    let wait = diag();
    conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text: bigSkill(0) } });
    await Promise.all([wait, index]);
    const header: number[] = [];
    const body: number[] = [];
    let text = bigSkill(0);
    for (let i = 0; i < keystrokes; i++) {
      await new Promise((r) => setTimeout(r, 70));
      wait = diag();
      const next = i % 2 === 0 ? bigSkill(i + 1) : bodyEdit(i, i);
      // What changed, as VS Code sends it (the server asks for incremental sync), worked out before the clock starts.
      const change = incrementalChange(text, next);
      text = next;
      const t = performance.now();
      conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: i + 2 }, contentChanges: [change] });
      await wait;
      (i % 2 === 0 ? header : body).push(performance.now() - t);
    }
    return { header: percentiles(header), body: percentiles(body) };
  } finally {
    started.stop();
  }
}
