/**
 * Run as `node augmentChild.js <specFile>` (see {@link AugmentChildSpec}), in the network
 * namespace the oracle gave it (loopback only): brings the loopback device up, starts a mock
 * of Augment's tenant API on 127.0.0.1 and runs `auggie --print` against it in the same
 * namespace, so that nothing it tries reaches further (it fetches ripgrep from GitHub at
 * start). Once the first `/chat-stream` request has arrived — it holds the skills Augment sends
 * its servers — and its log names every one of them, the agent is stopped and one JSON object ({@link AugmentChildResult}) is
 * written to `out`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseAugmentLog, sentSkills } from './augmentLog';
import { startRecordingServer, type RecordedRequest } from './recordingServer';
import { spawnIsolated } from './spawnIsolated';

/** What the oracle asks of the child. */
export interface AugmentChildSpec {
  /** `augment.mjs` of the pinned release. */
  readonly cli: string;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Augment's own log, at debug level (the loader's verdicts). */
  readonly logFile: string;
  readonly timeoutMs: number;
  readonly out: string;
}

/** What the child writes. */
export interface AugmentChildResult {
  /** `METHOD url` of every request, in order. */
  readonly urls: readonly string[];
  /** The body of the first `/chat-stream` request, when one came. */
  readonly chat?: unknown;
  /** What `auggie --version` printed. */
  readonly version: string;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
}

/**
 * After the request, how long the agent may take to write the loader's verdict on every skill it
 * sent to its log (it writes the log asynchronously; a loaded machine takes seconds).
 */
const LOG_WAIT_MS = 20_000;
const LOG_POLL_MS = 50;

/** Resolves once the log at `file` says it loaded every skill `chat` sends, or after {@link LOG_WAIT_MS}. */
async function logCatchesUp(file: string, chat: unknown): Promise<void> {
  const locations = (sentSkills(chat) ?? []).map((s) => s.location);
  const until = Date.now() + LOG_WAIT_MS;
  for (;;) {
    let text = '';
    try { text = readFileSync(file, 'utf8'); } catch { /* not written yet */ }
    const loaded = parseAugmentLog(text).loaded;
    if (locations.every((l) => loaded.has(l)) || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, LOG_POLL_MS));
  }
}

async function main(): Promise<void> {
  const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as AugmentChildSpec;
  // In the oracle's namespace the loopback device starts down; outside one it is already up.
  spawnSync('ip', ['link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  // The agent runs in this namespace: not in one of its own, which would have no mock in it.
  process.env['SKILLKILN_ORACLE_NETNS'] = '0';
  let stop: (() => void) | undefined;
  let chatSeen = false;
  const server = await startRecordingServer((request: RecordedRequest, res) => {
    if (request.url.startsWith('/chat-stream') && !chatSeen) {
      chatSeen = true;
      void logCatchesUp(spec.logFile, request.body).then(() => stop?.());
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  const session = JSON.stringify({ accessToken: 'skillkiln-oracle', tenantURL: `${server.baseUrl}/`, scopes: [] });
  const args = [spec.cli, '--augment-session-json', session, '--log-file', spec.logFile, '--log-level', 'debug', '--dont-save-session', '--print', 'hi'];
  const run = { cwd: spec.cwd, env: spec.env, timeoutMs: spec.timeoutMs, input: '' };
  const proc = spawnIsolated(process.execPath, args, run);
  stop = proc.kill;
  const [r, v] = await Promise.all([proc.done, spawnIsolated(process.execPath, [spec.cli, '--version'], run).done]);
  await server.close();
  const chat = server.requests.find((q) => q.url.startsWith('/chat-stream'));
  const result: AugmentChildResult = {
    urls: server.requests.map((q) => `${q.method} ${q.url}`),
    ...(chat ? { chat: chat.body } : {}),
    version: v.stdout.trim(),
    stdout: r.stdout,
    stderr: r.stderr,
    timedOut: r.timedOut,
  };
  writeFileSync(spec.out, JSON.stringify(result));
}

main().then(() => process.exit(0), (err: unknown) => {
  process.stderr.write(`augmentChild: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
