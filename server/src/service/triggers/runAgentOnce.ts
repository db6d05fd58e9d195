import { spawn } from 'node:child_process';
import type { AgentServer } from './agentServer';
import { readChoiceEvent, type ChoiceSignal } from './choiceSignal';
import { killGroup } from './killGroup';

/** Why a run gave no choice. */
export type RunFailure = 'not-installed' | 'not-signed-in' | 'rate-limited' | 'timed-out' | 'crashed';

/** How one run of one request ended. */
export type RunOutcome =
  | { readonly kind: 'skill'; readonly name: string; readonly ms: number; readonly tokens?: number }
  | { readonly kind: 'no-skill'; readonly via: string; readonly ms: number; readonly tokens?: number }
  | { readonly kind: 'failed'; readonly failure: RunFailure; readonly detail: string; readonly ms: number };

/** Where and how long one run goes. */
export interface RunOptions {
  readonly cwd: string;
  /** The whole environment (the user's, so their sign-in is used). */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs: number;
  readonly model?: string;
  /** The agent's server this run attaches to (see `ChoiceSignal.server`). */
  readonly attach?: AgentServer;
}

const SIGNED_OUT = /\b(401|403)\b|auth method|log ?in|sign(ed)? ?in|api key|apikey|credential|unauthori[sz]ed|authenticat/i;
const LIMITED = /\b429\b|rate.?limit|quota|too many requests|overloaded|resource.?exhausted/i;

/** The failure an API error or a stderr line stands for. */
function classify(text: string, status?: number): RunFailure | undefined {
  if (status === 429 || LIMITED.test(text)) return 'rate-limited';
  if (status === 401 || status === 403 || SIGNED_OUT.test(text)) return 'not-signed-in';
  return undefined;
}

/** The last non-empty lines of `text`, for a message. */
function tail(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean).slice(-2).join(' | ').slice(-240);
}

/**
 * Runs the agent once on `query`, reads its stream line by line and ends its whole process
 * group at the first event that decides (a skill, another tool, the end of the turn, an API
 * refusal) or when `timeoutMs` passes: a run never outlives its answer, nor hangs.
 */
export function runAgentOnce(signal: ChoiceSignal, query: string, options: RunOptions): Promise<RunOutcome> {
  const started = Date.now();
  const { attach } = options;
  const args = signal.args.flatMap((a) => {
    if (a === '{modelArgs}') return options.model ? signal.modelArgs.map((m) => m.replace('{model}', options.model!)) : [];
    if (a === '{attachArgs}') return attach && signal.server ? signal.server.attachArgs.map((x) => x.replace('{url}', attach.url).replace('{dir}', options.cwd)) : [];
    return [a.replace('{query}', query)];
  });
  return new Promise((resolve) => {
    let settled = false;
    let stderr = '';
    let buffer = '';
    const child = spawn(signal.bin, args, { cwd: options.cwd, env: { ...options.env, ...signal.env, ...attach?.env }, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const finish = (outcome: RunOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killGroup(child);
      resolve(outcome);
    };
    const ms = () => Date.now() - started;
    // An agent that keeps retrying a refused call says why on stderr only (Gemini CLI on a 429).
    const timer = setTimeout(() => finish({ kind: 'failed', failure: classify(stderr) === 'rate-limited' ? 'rate-limited' : 'timed-out', detail: `no choice after ${Math.round(options.timeoutMs / 1000)} s${tail(stderr) ? `; last output: ${tail(stderr)}` : ''}`, ms: ms() }), options.timeoutMs);
    const line = (text: string) => {
      const e = readChoiceEvent(signal, text);
      const tokens = 'tokens' in e && e.tokens !== undefined ? { tokens: e.tokens } : {};
      if (e.kind === 'skill') finish({ kind: 'skill', name: e.name, ms: ms(), ...tokens });
      else if (e.kind === 'other-tool') finish({ kind: 'no-skill', via: `called ${e.tool} first`, ms: ms(), ...tokens });
      else if (e.kind === 'answer') finish({ kind: 'no-skill', via: 'answered', ms: ms(), ...tokens });
      else if (e.kind === 'api-error') finish({ kind: 'failed', failure: classify(e.message, e.status) ?? 'crashed', detail: e.message || `HTTP ${e.status}`, ms: ms() });
    };
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buffer += d;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        line(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-8000); });
    child.stdin.on('error', () => { /* the agent may exit before reading */ });
    child.stdin.end();
    child.on('error', (err: NodeJS.ErrnoException) => finish(err.code === 'ENOENT'
      ? { kind: 'failed', failure: 'not-installed', detail: `\`${signal.bin}\` is not on PATH`, ms: ms() }
      : { kind: 'failed', failure: 'crashed', detail: err.message, ms: ms() }));
    child.on('close', (code, sig) => {
      if (buffer.trim()) line(buffer);
      const why = tail(stderr);
      const failure = classify(why);
      finish({ kind: 'failed', failure: failure ?? 'crashed', detail: `${sig ? `killed by ${sig}` : `exited with code ${code}`} before choosing${why ? `: ${why}` : ''}`, ms: ms() });
    });
  });
}
