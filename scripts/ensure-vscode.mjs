#!/usr/bin/env node
// Installs a real VS Code (code-server 4.100.3 = VS Code 1.100.3) into a cache folder
// (<repo>/.vscode-test/code-server-4.100.3/) for the in-editor tests and `npm start`.
// It is NOT a dependency of the extension. Idempotent: a marker file makes re-runs instant.
// Debian packages are CI's job (.ci/apt-packages.txt); this script only checks for them.
//
// CLI:  node scripts/ensure-vscode.mjs [--no-browser] [--quiet]
//   stdout: the code-server entry point (one line); progress and errors go to stderr.
import { spawn } from 'node:child_process';
import { existsSync, accessSync, constants, mkdirSync, rmSync, renameSync, writeFileSync, readFileSync, openSync, closeSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned: the newest code-server that runs on Node 20 (see /work/shared/REAL-VSCODE.md). */
export const CODE_SERVER_VERSION = '4.100.3';
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Debian's Chromium, driven by playwright-core in the e2e runner. */
export const CHROMIUM_PATH = process.env.SKILLKILN_CHROMIUM ?? '/usr/bin/chromium';

// @vscode/ripgrep's postinstall downloads this archive from GitHub; we pre-seed its cache instead.
const RIPGREP_CACHE = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_ARCHIVE = { x64: 'x86_64-unknown-linux-musl', arm64: 'aarch64-unknown-linux-musl' };
const MARKER = '.skillkiln-installed';

/** An expected, user-fixable failure: the CLI prints its message as one line. */
export class EnsureVSCodeError extends Error {}

/** Where code-server lives for a given cache folder. */
export function codeServerPaths(cacheDir = join(REPO_ROOT, '.vscode-test')) {
  const dir = join(cacheDir, `code-server-${CODE_SERVER_VERSION}`);
  return {
    dir,
    entry: join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js'),
    marker: join(dir, MARKER),
    log: join(cacheDir, `code-server-${CODE_SERVER_VERSION}.install.log`),
  };
}

/**
 * Makes sure code-server is installed in the cache folder and returns the path of its entry
 * point. Fast (a few stat calls) when already installed. Throws EnsureVSCodeError with a
 * one-line, actionable message when a prerequisite is missing or the install fails.
 * @param {{ cacheDir?: string, browser?: boolean, log?: (line: string) => void }} [options]
 *   browser: also require Chromium (the e2e runner needs it, `npm start` does not).
 * @returns {Promise<{ entry: string, dir: string, installed: boolean }>}
 */
export async function ensureVSCode(options = {}) {
  const log = options.log ?? ((line) => process.stderr.write(`ensure-vscode: ${line}\n`));
  const paths = codeServerPaths(options.cacheDir);
  checkNode();
  if (options.browser !== false && !isExecutable(CHROMIUM_PATH)) {
    throw new EnsureVSCodeError(`chromium not found at ${CHROMIUM_PATH}: run apt-get install chromium`);
  }
  if (isInstalled(paths)) return { entry: paths.entry, dir: paths.dir, installed: false };

  checkBuildTools();
  const started = Date.now();
  log(`installing code-server ${CODE_SERVER_VERSION} into ${paths.dir} (~1 min, log: ${paths.log})`);
  mkdirSync(dirname(paths.dir), { recursive: true });
  // Install into a staging folder and rename at the end, so an interrupted or concurrent
  // install never leaves a half-populated folder that looks installed.
  const staging = mkdtempSync(`${paths.dir}.partial-`);
  const npmTmp = mkdtempSync(join(tmpdir(), 'skillkiln-code-server-'));
  try {
    seedRipgrepCache(npmTmp);
    writeFileSync(join(staging, 'package.json'), JSON.stringify({
      name: 'skillkiln-vscode-test-cache',
      private: true,
      description: 'code-server for Skillkiln in-editor tests; installed by scripts/ensure-vscode.mjs',
      dependencies: { 'code-server': CODE_SERVER_VERSION },
    }, null, 2));
    await npmInstall(staging, npmTmp, paths.log);
    writeFileSync(join(staging, MARKER), `code-server ${CODE_SERVER_VERSION} installed ${new Date().toISOString()}\n`);
    rmSync(paths.dir, { recursive: true, force: true }); // a stale, marker-less leftover
    try {
      renameSync(staging, paths.dir);
    } catch (err) {
      // Another process finished first; its copy is as good as ours.
      if (!isInstalled(paths)) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(npmTmp, { recursive: true, force: true });
  }
  if (!isInstalled(paths)) throw new EnsureVSCodeError(`install finished but ${paths.entry} is missing; see ${paths.log}`);
  log(`installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { entry: paths.entry, dir: paths.dir, installed: true };
}

function isInstalled(paths) {
  return existsSync(paths.marker) && existsSync(paths.entry);
}

function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  // code-server 4.100.3 declares engines.node "20" and ships native modules built for it.
  if (major !== 20) throw new EnsureVSCodeError(`code-server ${CODE_SERVER_VERSION} needs Node 20, this is Node ${process.versions.node}`);
}

function checkBuildTools() {
  if (process.platform !== 'linux') throw new EnsureVSCodeError(`the code-server install is set up for Linux only (this is ${process.platform})`);
  if (!RIPGREP_ARCHIVE[process.arch]) throw new EnsureVSCodeError(`no ripgrep cache layout known for arch ${process.arch}`);
  const need = [
    ['rg', 'ripgrep'],
    ['tar', 'tar'],
    ['pkg-config', 'pkg-config'],
    ['krb5-config', 'libkrb5-dev'], // kerberos native module
    ['make', 'build-essential'],
    ['g++', 'build-essential'],
    ['python3', 'python3'],
    ['npm', 'npm'],
  ];
  for (const [command, pkg] of need) {
    if (!findOnPath(command)) throw new EnsureVSCodeError(`${command} not found: run apt-get install ${pkg}`);
  }
}

function seedRipgrepCache(npmTmp) {
  const cache = join(npmTmp, RIPGREP_CACHE);
  mkdirSync(cache, { recursive: true });
  const archive = join(cache, `ripgrep-v13.0.0-10-${RIPGREP_ARCHIVE[process.arch]}.tar.gz`);
  const rg = findOnPath('rg');
  return run('tar', ['czf', archive, '-C', dirname(rg), 'rg'], { stdio: 'ignore' }, 'tar (ripgrep cache)');
}

function npmInstall(cwd, npmTmp, logFile) {
  const env = {
    ...process.env,
    TMPDIR: npmTmp, // where @vscode/ripgrep looks for its pre-seeded cache
    npm_config_yes: 'true', // node-pty's postinstall fetches node-gyp via npx
    npm_config_nodedir: '/usr', // build native modules against the installed Node headers
    npm_config_unsafe_perm: 'true', // lifecycle scripts as root
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  // When run via `npm run`, npm's own config (e.g. a workspace prefix) must not leak in.
  for (const key of Object.keys(env)) {
    if (/^npm_(package|lifecycle)_/.test(key) || key === 'npm_config_prefix' || key === 'INIT_CWD') delete env[key];
  }
  const fd = openSync(logFile, 'w');
  return run('npm', ['install', '--foreground-scripts', '--no-save', '--no-package-lock'], { cwd, env, stdio: ['ignore', fd, fd] }, 'npm install')
    .catch((err) => {
      throw new EnsureVSCodeError(`${err.message}; last lines of ${logFile}:\n${tail(logFile, 25)}`);
    })
    .finally(() => closeSync(fd));
}

function run(command, args, options, label) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, options);
    child.on('error', (err) => reject(new EnsureVSCodeError(`${label} could not start: ${err.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new EnsureVSCodeError(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function tail(file, lines) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((l) => `  | ${l}`).join('\n');
  } catch {
    return '  | (no log)';
  }
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The full path of `command` if an executable of that name is on PATH.
 * @param {string} command
 * @returns {string | undefined}
 */
export function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return undefined;
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const quiet = args.has('--quiet');
  try {
    const { entry } = await ensureVSCode({ browser: !args.has('--no-browser'), log: quiet ? () => {} : undefined });
    process.stdout.write(`${entry}\n`);
  } catch (err) {
    const message = err instanceof EnsureVSCodeError ? err.message : (err?.stack ?? String(err));
    process.stderr.write(`ensure-vscode: ${message}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
