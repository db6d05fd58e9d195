// Starting code-server isolated from the user's machine, shared by `npm start`
// (scripts/start.mjs) and the e2e runner (test/e2e/runInVSCode.ts). Types: code-server.d.mts.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const HOST = '127.0.0.1';

/**
 * Returns `preferred` when it can be bound on 127.0.0.1, otherwise a free port chosen by the OS.
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export async function freePort(preferred) {
  if (preferred !== undefined) {
    const port = await tryListen(preferred).catch(() => undefined);
    if (port !== undefined) return port;
  }
  return tryListen(0);
}

function tryListen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}

/**
 * The folders of an isolated code-server profile under `root` (created on demand).
 * @param {string} root
 */
export function profilePaths(root) {
  const paths = {
    root,
    userData: join(root, 'user-data'),
    extensions: join(root, 'extensions'),
    home: join(root, 'home'),
    xdgConfig: join(root, 'xdg-config'),
    xdgData: join(root, 'xdg-data'),
    config: join(root, 'config.yaml'),
    serverLog: join(root, 'code-server.log'),
  };
  for (const dir of [paths.userData, paths.extensions, paths.home, paths.xdgConfig, paths.xdgData]) mkdirSync(dir, { recursive: true });
  // An empty config file stops code-server from writing one (with a password) into HOME.
  writeFileSync(paths.config, '');
  return paths;
}

/**
 * Environment for code-server and its extension host: the caller's, minus anything that would
 * attach it to a surrounding VS Code, with HOME/XDG folders redirected into the profile.
 * @param {ReturnType<typeof profilePaths>} profile
 * @param {Record<string, string>} [extra] variables for the extension host (e.g. test settings)
 */
export function isolatedEnv(profile, extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VSCODE_') || key === 'ELECTRON_RUN_AS_NODE') delete env[key];
  }
  return {
    ...env,
    HOME: profile.home,
    XDG_CONFIG_HOME: profile.xdgConfig,
    XDG_DATA_HOME: profile.xdgData,
    EXTENSIONS_GALLERY: '{}', // no marketplace look-ups (offline, deterministic)
    ...extra,
  };
}

function baseArgs(profile) {
  return [
    '--config', profile.config,
    '--user-data-dir', profile.userData,
    '--extensions-dir', profile.extensions,
    '--disable-telemetry',
    '--disable-update-check',
  ];
}

/**
 * Installs a .vsix into the profile's extensions folder (`code-server --install-extension`).
 * @param {{ entry: string, profile: ReturnType<typeof profilePaths>, vsix: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<string>} the command's output
 */
export function installExtension({ entry, profile, vsix, env = isolatedEnv(profile) }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...baseArgs(profile), '--install-extension', vsix], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      // code-server exits 0 even when the install fails, so also look at what it printed.
      if (code === 0 && !/\bfailed\b|not compatible|error/i.test(output)) resolve(output);
      else reject(new Error(`installing ${vsix} failed (exit ${code}): ${output.trim()}`));
    });
  });
}

/**
 * Starts code-server on 127.0.0.1:`port` in its own process group (so `stop()` also ends the
 * extension host and language servers), output to `profile.serverLog`. Returns at once, so the
 * caller can always stop it (even on Ctrl-C during start-up); `ready` resolves once `/healthz`
 * answers 200 and rejects if it does not within `timeoutMs` or the server exits.
 * @param {{ entry: string, port: number, profile: ReturnType<typeof profilePaths>, env?: NodeJS.ProcessEnv, timeoutMs?: number }} options
 */
export function startCodeServer({ entry, port, profile, env = isolatedEnv(profile), timeoutMs = 30_000 }) {
  const args = [
    entry,
    ...baseArgs(profile),
    '--bind-addr', `${HOST}:${port}`,
    '--auth', 'none',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
  ];
  const logFd = openSync(profile.serverLog, 'a');
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code));
    child.once('error', (err) => resolve(`spawn error: ${err.message}`));
  });
  const origin = `http://${HOST}:${port}`;
  return {
    origin,
    port,
    pid: child.pid,
    exited,
    ready: waitForHealthz(origin, exited, timeoutMs),
    stop: () => stopGroup(child, exited),
  };
}

async function waitForHealthz(origin, exited, timeoutMs) {
  let status = 'not started';
  exited.then((how) => (status = `exited (${how})`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (status.startsWith('exited')) break;
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      status = `HTTP ${response.status}`;
    } catch (err) {
      status = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // runner-side poll, not a test sleep
  }
  throw new Error(`code-server did not become healthy at ${origin}/healthz (${status})`);
}

async function stopGroup(child, exited) {
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 3_000).unref())]);
    if (!stopped) signalGroup(child.pid, 'SIGKILL');
  }
  // The group can outlive its leader (extension host, language server): make sure it is gone.
  signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The workbench URL that opens `folder` and passes development/test paths, which code-server
 * only accepts through the URL payload (it rejects --extensionDevelopmentPath as a flag).
 * @param {{ origin: string, folder: string, extensionDevelopmentPath?: string, extensionTestsPath?: string }} options
 */
export function workbenchUrl({ origin, folder, extensionDevelopmentPath, extensionTestsPath }) {
  const remote = (path) => `vscode-remote://${new URL(origin).host}${path}`;
  const payload = [];
  if (extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(extensionDevelopmentPath)]);
  if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath)]);
  payload.push(['skipWelcome', 'true'], ['skipReleaseNotes', 'true']);
  return `${origin}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}
