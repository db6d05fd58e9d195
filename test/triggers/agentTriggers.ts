import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { installAgent } from '../conformance/installAgent';
import type { RecordingServer } from '../conformance/oracles/recordingServer';
import type { VerifiedAgent } from '../../server/src/service/agents/verifiedVersions';

export const REPO = path.resolve(__dirname, '..', '..', '..');

/** A result of one `skillkiln triggers` run on the real CLI. */
export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node dist/cli.js triggers …args` in `cwd` with exactly `env` (asynchronously: the mock answers in this process). */
export function runTriggersCli(args: readonly string[], cwd: string, env: Readonly<Record<string, string>>): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO, 'dist', 'cli.js'), 'triggers', ...args], { cwd, env: { ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A temporary workspace holding a copy of examples/skills (the three example skills), with `cases` per skill. */
export function exampleWorkspace(cases: Readonly<Record<string, readonly { query: string; should_trigger: boolean }[]>>): string {
  const ws = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-ws-'));
  cpSync(path.join(REPO, 'examples', 'skills'), path.join(ws, 'skills'), { recursive: true });
  for (const [skill, list] of Object.entries(cases)) {
    mkdirSync(path.join(ws, 'skills', skill, 'evals'), { recursive: true });
    writeFileSync(path.join(ws, 'skills', skill, 'evals', 'triggers.json'), JSON.stringify(list, null, 2));
  }
  return ws;
}

/** Every file under `dir` with its size and mtime: compared before and after, it shows nothing was written. */
export function snapshot(dir: string): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      const st = statSync(p);
      out.push(`${path.relative(dir, p)} ${e.isDirectory() ? 'dir' : `${st.size} ${st.mtimeMs}`}`);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out.join('\n');
}

/** A folder for PATH holding `name` → `target` (a symlink), or a shell script when `script` is given. */
export function binFolder(name: string, target: string | { script: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-bin-'));
  const file = path.join(dir, name);
  if (typeof target === 'string') symlinkSync(target, file);
  else { writeFileSync(file, `#!/bin/sh\n${target.script}\n`); chmodSync(file, 0o755); }
  return dir;
}

/** The installed agent's program (installed into the conformance stage's cache when missing). */
export async function agentProgram(agent: VerifiedAgent, relative: string): Promise<string> {
  return path.join(await installAgent(agent), relative);
}

/** The environment of a CLI run: nothing of this machine's user, PATH led by `bin`, HOME and caches in `home`. */
export function cliEnv(bin: string, home: string, extra: Readonly<Record<string, string>>): Record<string, string> {
  return { PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`, HOME: home, XDG_CACHE_HOME: path.join(home, '.cache'), XDG_CONFIG_HOME: path.join(home, '.config'), TMPDIR: tmpdir(), LANG: 'C.UTF-8', NO_COLOR: '1', ...extra };
}

export type { RecordingServer };
