import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChoiceSignal } from './choiceSignal';
import { killGroup } from './killGroup';

/** A running agent server that the runs of one trigger test attach to. */
export interface AgentServer {
  /** Where it listens (`http://127.0.0.1:<port>`). */
  readonly url: string;
  /** Variables each attached run needs besides the signal's (the server's password). */
  readonly env: Readonly<Record<string, string>>;
  /** Ends the server's whole process group. */
  stop(): void;
}

/** What starting the server gave: the server, or why there is none (the runs then start the agent whole). */
export type AgentServerStart = { readonly kind: 'started'; readonly server: AgentServer } | { readonly kind: 'failed'; readonly detail: string };

/** Where the environment and the time limit come from. */
export interface AgentServerOptions {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs: number;
}

const LISTENING = /\bhttps?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+\b/;

/**
 * Starts the agent's own headless server (`signal.server`) on loopback, with a password of
 * this run only, and resolves once it prints the address it listens on. Never rejects: a
 * server that exits, or says nothing within `timeoutMs`, comes back as `failed` with its words.
 */
export function startAgentServer(signal: ChoiceSignal, options: AgentServerOptions): Promise<AgentServerStart> {
  const spec = signal.server;
  if (!spec) return Promise.resolve({ kind: 'failed', detail: `${signal.bin} has no server` });
  const password = { [spec.passwordEnv]: randomBytes(18).toString('base64url') };
  return new Promise((resolve) => {
    let settled = false;
    let output = '';
    const child = spawn(signal.bin, [...spec.args], { cwd: options.cwd, env: { ...options.env, ...signal.env, ...password }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stop = () => killGroup(child);
    const fail = (detail: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop();
      const last = output.trim().split(/\r?\n/).slice(-2).join(' | ').slice(-240);
      resolve({ kind: 'failed', detail: last ? `${detail}: ${last}` : detail });
    };
    const timer = setTimeout(() => fail(`\`${signal.bin} ${spec.args.join(' ')}\` gave no address within ${Math.round(options.timeoutMs / 1000)} s`), options.timeoutMs);
    const read = (d: string) => {
      output = (output + d).slice(-8000);
      const url = LISTENING.exec(output)?.[0];
      if (!url || settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ kind: 'started', server: { url, env: password, stop } });
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('error', (err) => fail(err.message));
    child.on('close', (code, sig) => fail(sig ? `killed by ${sig}` : `exited with code ${String(code)}`));
  });
}
