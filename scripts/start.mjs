#!/usr/bin/env node
// `npm start`: opens the extension (this repository, built) on examples/ in a real VS Code.
// - A desktop `code` on PATH: `code --extensionDevelopmentPath=<repo> <repo>/examples`.
// - Otherwise code-server 4.100.3 (installed on first use into .vscode-test/) on 127.0.0.1:
//   open the printed URL in a browser; Ctrl-C stops it. The profile in .vscode-test/start-profile
//   persists between runs (settings, open editors).
// Flags: --smoke  start, check the workbench URL answers 200, print it, stop (for tests/CI).
//        --code-server  use code-server even when `code` is on PATH.
// Env:   PORT  port to listen on (default: 8080 when free, otherwise any free port).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, profilePaths, isolatedEnv, startCodeServer, workbenchUrl } from './code-server.mjs';
import { ensureVSCode, EnsureVSCodeError, findOnPath, REPO_ROOT } from './ensure-vscode.mjs';

const EXAMPLES = join(REPO_ROOT, 'examples');
const args = new Set(process.argv.slice(2));
const smoke = args.has('--smoke');

function say(line) {
  console.log(`start: ${line}`);
}

/** Desktop VS Code: it forks its own window, so this returns as soon as the CLI does. */
function startDesktop(code) {
  say(`opening ${EXAMPLES} in ${code}`);
  const child = spawn(code, [`--extensionDevelopmentPath=${REPO_ROOT}`, EXAMPLES], { stdio: 'inherit' });
  child.on('error', (err) => fail(`cannot run ${code}: ${err.message}`));
  child.on('exit', (status) => (process.exitCode = status ?? 1));
}

async function startWeb() {
  const { entry } = await ensureVSCode({ browser: false });
  // A smoke run must not share (and fight over) the profile of an interactive session.
  const profileRoot = smoke ? mkdtempSync(join(tmpdir(), 'skillkiln-start-')) : join(REPO_ROOT, '.vscode-test', 'start-profile');
  const profile = profilePaths(profileRoot);
  const requested = process.env.PORT ? Number(process.env.PORT) : undefined;
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0 && requested < 65536)) fail(`PORT must be a port number, not ${process.env.PORT}`);
  const port = await freePort(requested ?? 8080);
  if (requested !== undefined && port !== requested) fail(`port ${requested} (from PORT) is in use`);

  const server = startCodeServer({ entry, port, profile, env: isolatedEnv(profile) });
  let stopping = false;
  const stop = async (exitCode) => {
    stopping = true;
    await server.stop(); // the whole process group: server, extension host, language server
    if (smoke) rmSync(profileRoot, { recursive: true, force: true });
    process.exit(exitCode);
  };
  // Registered before waiting for the server, so Ctrl-C during start-up stops it too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void stop(0)); // a requested stop is a normal end
  void server.exited.then((how) => {
    if (stopping) return;
    console.error(`start: code-server exited (${how}); see ${profile.serverLog}`);
    void stop(1);
  });
  await server.ready.catch((err) => {
    console.error(`start: ${err.message}; see ${profile.serverLog}`);
    return stop(1);
  });

  const url = workbenchUrl({ origin: server.origin, folder: EXAMPLES, extensionDevelopmentPath: REPO_ROOT });
  if (smoke) {
    const response = await fetch(url).catch((err) => ({ ok: false, status: err.message }));
    say(`${url} -> ${response.status}`);
    return stop(response.ok ? 0 : 1);
  }
  say('VS Code 1.100.3 (code-server) is serving the extension on examples/; open this URL in a browser:');
  console.log(`\n  ${url}\n`);
  say(`server log: ${profile.serverLog}; Ctrl-C stops it`);
}

function fail(message) {
  console.error(`start: ${message}`);
  process.exit(1);
}

const code = args.has('--code-server') || smoke ? undefined : findOnPath('code');
if (code) startDesktop(code);
else {
  await startWeb().catch((err) => fail(err instanceof EnsureVSCodeError ? err.message : (err?.stack ?? String(err))));
}
