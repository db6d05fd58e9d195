import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot } from './agentTriggers';
import { answeredFor, startScriptedChat, type ChatTools, type ScriptedServer } from './scriptedModel';
import { assertScripted, CASES, SCRIPT, type JsonCase } from './scriptedCases';

/** An agent that speaks OpenAI chat completions to a model of the user's configuration, as a trigger test runs it. */
export interface ChatAgent {
  /** `--agent` id and the label and version `skillkiln triggers` names it by. */
  readonly id: string;
  readonly label: string;
  readonly version: string;
  /** The program name on PATH, and what it runs (the cached install): a file, or a shell script. */
  readonly bin: string;
  program(): Promise<string | { script: string }>;
  readonly tools: ChatTools;
  /** Writes the user's own sign-in in `home`: a provider whose base URL is the scripted model. */
  signIn(home: string, baseUrl: string): void;
  /** Variables of the user's environment this machine needs (no network: model catalogs and updates off). */
  readonly env?: Readonly<Record<string, string>>;
  /** Arguments added after the paths (`--model` when the user's configuration names none). */
  readonly args?: readonly string[];
  /** Seconds per run: the never-answered query waits that long. */
  readonly timeout: number;
  /** Queries whose failure differs from the script's, with why (the agent's own retries). */
  readonly failsAs?: Readonly<Record<string, string>>;
  /** Model requests carrying the query answered in one run stopped at its first turn (see `answeredFor`). */
  readonly requestsPerRun: number;
  /**
   * Arguments of one run, on a request the model answers in words, that does the agent's
   * first-run work in a fresh home (its database, migrations) once, alone, before the test:
   * runs side by side in a home never used can race on it.
   */
  readonly warmUp?: readonly string[];
  /**
   * Seconds the never-answered query waits, when it runs in a `skillkiln triggers` of its own
   * beside the other queries' (the agent's runs then go side by side): it no longer adds a
   * whole run timeout after them.
   */
  readonly hangTimeout?: number;
}

const HANG = Object.keys(SCRIPT).find((q) => 'hang' in SCRIPT[q]!)!;

/** `cases` with only (`keep` true) or without the never-answered query. */
function hangCases(keep: boolean): Record<string, { query: string; should_trigger: boolean }[]> {
  return Object.fromEntries(Object.entries(CASES).map(([skill, list]) => [skill, list.filter((c) => (c.query === HANG) === keep)]).filter(([, list]) => list.length > 0));
}

/** Runs the agent once with `args` in an empty folder and waits for it to end (at most `seconds`). */
function warmUp(bin: string, name: string, args: readonly string[], env: Readonly<Record<string, string>>, seconds: number): Promise<void> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-warm-'));
  return new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(bin, name), args, { cwd, env: { ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-2000); });
    const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
    child.on('error', reject);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      rmSync(cwd, { recursive: true, force: true });
      if (status === 0) resolve();
      else reject(new Error(`the warm-up run of ${name} ended with ${signal ?? `exit ${String(status)}`}: ${stderr.trim()}`));
    });
  });
}

/**
 * The scripted-model tests of one such agent: `skillkiln triggers` on the example skills reports
 * exactly what the model was scripted to choose (the eight queries: a skill, another skill, an
 * answer, another tool, 401, 429, no answer), stops each run at its first turn, writes nothing
 * in the workspace, and names a crashed agent.
 */
export function describeChatAgentTriggers(agent: ChatAgent): void {
  describe(`skillkiln triggers --agent ${agent.id} (the real ${agent.label} against a scripted model)`, () => {
    let model: ScriptedServer;
    let bin: string;
    const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
    before(async () => {
      bin = binFolder(agent.bin, await agent.program());
      model = await startScriptedChat(SCRIPT, agent.tools);
      agent.signIn(home, model.baseUrl);
      if (agent.warmUp) await warmUp(bin, agent.bin, agent.warmUp, cliEnv(bin, home, agent.env ?? {}), agent.timeout);
    });
    after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });

    test('reports exactly what the model chose, per query, stops at the choice, nothing written in the workspace', async () => {
      const split = agent.hangTimeout !== undefined;
      const ws = exampleWorkspace(split ? hangCases(false) : CASES);
      const before = snapshot(ws);
      const run = (dir: string, seconds: number) => runTriggersCli(['skills', '--agent', agent.id, '--runs', '1', '--timeout', String(seconds), '--yes', '--no-cache', '--format', 'json', ...(agent.args ?? [])], dir, cliEnv(bin, home, agent.env ?? {}));
      const hangWs = split ? exampleWorkspace(hangCases(true)) : undefined;
      const hangBefore = hangWs && snapshot(hangWs);
      const [r, hang] = await Promise.all([run(ws, agent.timeout), hangWs && agent.hangTimeout !== undefined ? run(hangWs, agent.hangTimeout) : undefined]);
      assert.equal(r.status, 1, r.stderr);
      // An agent with a server of its own (opencode, Kilo): the runs went through it.
      assert.doesNotMatch(r.stderr, /server did not start/);
      const calls = Object.keys(SCRIPT).length - (split ? 1 : 0);
      assert.match(r.stderr, new RegExp(`This makes ${calls} model calls through ${agent.label} ${agent.version.replace(/\./g, '\\.')}`));
      const results = [...(JSON.parse(r.stdout) as { results: JsonCase[] }).results];
      if (hang) {
        assert.equal(hang.status, 1, hang.stderr);
        results.push(...(JSON.parse(hang.stdout) as { results: JsonCase[] }).results);
      }
      const odd = agent.failsAs ?? {};
      const scripted = Object.keys(SCRIPT).filter((q) => !(q in odd));
      assertScripted(results.filter((x) => !(x.query in odd)), 1, scripted);
      for (const [query, failure] of Object.entries(odd)) assert.deepEqual(results.find((x) => x.query === query)?.failures.map((f) => f.failure), [failure], query);
      // Early stop: the run ends at the skill's activation, before the model answers the tool's result.
      for (const query of ['can you tell me what hour it is', 'say hello to Bob from me']) assert.ok(answeredFor(model, query) <= agent.requestsPerRun, `${answeredFor(model, query)} requests answered for one run of "${query}"`);
      assert.equal(snapshot(ws), before, 'nothing written in the workspace');
      if (hangWs) assert.equal(snapshot(hangWs), hangBefore, 'nothing written in the workspace');
    });

    test('a crashed agent gets its own message, and nothing hangs', async () => {
      const ws = exampleWorkspace({ greetings: [CASES.greetings[1]!] });
      const crash = binFolder(agent.bin, { script: `if [ "$1" = --version ]; then echo "${agent.version}"; exit 0; fi\necho "boom: out of memory" >&2\nkill -SEGV $$` });
      const r = await runTriggersCli(['skills', '--agent', agent.id, '--runs', '1', '--yes', '--no-cache'], ws, cliEnv(crash, home, agent.env ?? {}));
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stdout, /! should trigger +"greet Alice warmly": triggered 0\/0 .*crashed ×1: killed by SIGSEGV before choosing: boom: out of memory/);
    });
  });
}
