import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** How one agent process ended. */
export interface IsolatedResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** True when the process group was killed because it outlived `timeoutMs`. */
  readonly timedOut: boolean;
  /** True when the process ran in a network namespace of its own (loopback only). */
  readonly isolated: boolean;
}

/** A running agent process: its pipes, and its end. */
export interface IsolatedProcess {
  /** Its streams (`stdout` is null when it goes to `stdoutFile`). */
  readonly child: ChildProcessWithoutNullStreams;
  /** Settles once the process is gone and its whole process group has been killed. */
  readonly done: Promise<IsolatedResult>;
  /** Kills the whole process group now. */
  kill(): void;
}

/** Where and how long an agent runs. */
export interface IsolatedOptions {
  readonly cwd: string;
  /** The complete environment (nothing is inherited, so no token or config of the caller leaks in). */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Written to stdin, which is then closed; without it stdin stays open for the caller. */
  readonly input?: string;
  /**
   * Where stdout goes instead of a pipe: a program that exits right after a large write (Bun's
   * `process.exit`) loses what the pipe had not taken yet; a file keeps all of it.
   */
  readonly stdoutFile?: string;
}

let unshareArgs: readonly string[] | null | undefined;

/**
 * The `unshare` arguments that give a process a network namespace with nothing but a loopback
 * device, or null where this machine does not allow it. As root a plain `-n`; otherwise a user
 * namespace too (`-rn`), which unprivileged CI runners may refuse. Probed once;
 * `SKILLKILN_ORACLE_NETNS=0` turns it off (to see what an agent asks of its loopback API).
 */
function networkNamespace(): readonly string[] | null {
  if (unshareArgs !== undefined) return unshareArgs;
  unshareArgs = null;
  if (process.env['SKILLKILN_ORACLE_NETNS'] === '0') return unshareArgs;
  for (const args of process.getuid?.() === 0 ? [['-n'], ['-rn']] : [['-rn']]) {
    const r = spawnSync('unshare', [...args, '--', 'true'], { stdio: 'ignore', timeout: 10_000 });
    if (r.status === 0) { unshareArgs = args; break; }
  }
  return unshareArgs;
}

/**
 * Starts `command` in its own process group and, where the machine allows it, its own network
 * namespace: the agents are not meant to reach anything but 127.0.0.1, and some of them try
 * (a DNS query was seen from `copilot skill list`). After `timeoutMs` the whole group is killed
 * with SIGKILL; when the process ends, stragglers left in its group are killed too.
 */
export function spawnIsolated(command: string, args: readonly string[], options: IsolatedOptions): IsolatedProcess {
  const ns = networkNamespace();
  const [file, argv] = ns ? ['unshare', [...ns, '--', command, ...args]] : [command, [...args]];
  // unshare execs the command (no --fork), so the group leader is the agent itself.
  const outFd = options.stdoutFile !== undefined ? openSync(options.stdoutFile, 'w') : undefined;
  const child = spawn(file, argv, { cwd: options.cwd, env: { ...options.env }, detached: true, stdio: ['pipe', outFd ?? 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
  if (outFd !== undefined) closeSync(outFd);
  const killGroup = (): void => {
    if (child.pid === undefined) return;
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* the group is already gone */ }
  };
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  // With a file, there is no pipe to read.
  (child.stdout as typeof child.stdout | null)?.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
  child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
  child.stdin.on('error', () => { /* the agent may exit before reading its input */ });
  if (options.input !== undefined) child.stdin.end(options.input);
  const timer = setTimeout(() => { timedOut = true; killGroup(); }, options.timeoutMs);
  const done = new Promise<IsolatedResult>((resolve, reject) => {
    child.on('error', (err) => { clearTimeout(timer); killGroup(); reject(new Error(`cannot start ${command}: ${err.message}`)); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      killGroup();
      if (options.stdoutFile !== undefined) stdout = readFileSync(options.stdoutFile, 'utf8');
      resolve({ code, signal, stdout, stderr, timedOut, isolated: ns !== null });
    });
  });
  return { child, done, kill: killGroup };
}

/** Runs `command` to its end (see spawnIsolated). */
export function runIsolated(command: string, args: readonly string[], options: IsolatedOptions): Promise<IsolatedResult> {
  return spawnIsolated(command, args, options).done;
}

/**
 * One line saying why a run did not give a usable result (timeout, signal, exit code), with the
 * last lines of stderr; undefined when it exited 0.
 */
export function failureOf(what: string, r: IsolatedResult, timeoutMs: number): string | undefined {
  const last = lastLine(r.stderr) || lastLine(r.stdout);
  if (r.timedOut) return `${what}: timed out after ${timeoutMs / 1000} s (process group killed)${last ? `; last output: ${last}` : ''}`;
  if (r.code === 0) return undefined;
  return `${what}: ${r.signal ? `killed by ${r.signal}` : `exit ${r.code}`}${last ? `: ${last}` : ''}`;
}

/** The last three non-empty lines of `text` joined by ` | `, ANSI colours removed, at most 300 characters. */
export function lastLine(text: string): string {
  const lines = stripAnsi(text).split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return lines.slice(-3).join(' | ').slice(-300);
}

/** `text` without ANSI escape sequences (the agents colour their logs even into a pipe). */
export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}
