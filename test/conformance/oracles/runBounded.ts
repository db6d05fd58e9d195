import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** How one bounded run of an agent's binary ended. */
export interface BoundedResult {
  /** Exit code, or `null` when a signal (our timeout kill included) ended it. */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** True when the time limit was hit and the process group was killed. */
  readonly timedOut: boolean;
  /** Wall-clock duration in milliseconds. */
  readonly ms: number;
}

/** What to run, where, with which environment and time limit. */
export interface BoundedOptions {
  readonly cwd: string;
  /** The whole environment of the child (nothing is inherited implicitly). */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Written to the child's stdin, which is then closed (an agent waiting on stdin would hang otherwise). */
  readonly input?: string;
  /**
   * Sends stdout to this file instead of a pipe. For a CLI that ends with `process.exit()` while
   * writes to a full pipe are still queued (Gemini CLI loses everything past ~64 KB on a pipe):
   * writes to a file are synchronous, so nothing is lost.
   */
  readonly stdoutFile?: string;
}

/**
 * Runs `command` in a process group of its own and always kills that group when it is done or
 * when the time limit passes: agents start helpers (MCP servers, shells, watchers) that would
 * otherwise outlive the run.
 */
export function runBounded(command: string, args: readonly string[], options: BoundedOptions): Promise<BoundedResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const outFd = options.stdoutFile !== undefined ? openSync(options.stdoutFile, 'w') : undefined;
    const child = spawn(command, args, { cwd: options.cwd, env: { ...options.env }, detached: true, stdio: ['pipe', outFd ?? 'pipe', 'pipe'] });
    if (outFd !== undefined) closeSync(outFd);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const killGroup = (): void => {
      // The group id is the child's pid (detached); ESRCH means the group is already gone.
      if (child.pid !== undefined) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    };
    const timer = setTimeout(() => { timedOut = true; killGroup(); }, options.timeoutMs);
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => err.push(b));
    child.stdin?.on('error', () => { /* the child may exit before reading stdin */ });
    child.stdin?.end(options.input ?? '');
    child.on('error', (e) => { clearTimeout(timer); reject(new Error(`cannot start ${command}: ${e.message}`)); });
    // Helpers that inherited stdout would hold 'close' back: end the group as soon as the agent exits.
    child.on('exit', killGroup);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stdout = options.stdoutFile !== undefined ? readFileSync(options.stdoutFile, 'utf8') : Buffer.concat(out).toString('utf8');
      resolve({ code, signal, stdout, stderr: Buffer.concat(err).toString('utf8'), timedOut, ms: Date.now() - started });
    });
  });
}

/** One line saying how a run that did not succeed ended, for an oracle's error message. */
export function describeFailure(what: string, r: BoundedResult, timeoutMs: number): string {
  const tail = (r.stderr.trim() || r.stdout.trim()).split('\n').slice(-3).join(' | ').slice(0, 400);
  if (r.timedOut) return `${what}: timed out after ${timeoutMs} ms (process group killed)${tail ? `; last output: ${tail}` : ''}`;
  return `${what}: exit ${r.code ?? r.signal}${tail ? `: ${tail}` : ''}`;
}
