import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot, type RecordingServer } from './agentTriggers';
import { requestsFor, startScriptedChat, type ChatTools } from './scriptedModel';
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
  /** Model requests carrying the query in one run stopped at its first turn. */
  readonly requestsPerRun: number;
}

/**
 * The scripted-model tests of one such agent: `skillkiln triggers` on the example skills reports
 * exactly what the model was scripted to choose (the eight queries: a skill, another skill, an
 * answer, another tool, 401, 429, no answer), stops each run at its first turn, writes nothing
 * in the workspace, and names a crashed agent.
 */
export function describeChatAgentTriggers(agent: ChatAgent): void {
  describe(`skillkiln triggers --agent ${agent.id} (the real ${agent.label} against a scripted model)`, () => {
    let model: RecordingServer;
    let bin: string;
    const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
    before(async () => {
      bin = binFolder(agent.bin, await agent.program());
      model = await startScriptedChat(SCRIPT, agent.tools);
      agent.signIn(home, model.baseUrl);
    });
    after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });

    test('reports exactly what the model chose, per query, stops at the choice, nothing written in the workspace', async () => {
      const ws = exampleWorkspace(CASES);
      const before = snapshot(ws);
      const r = await runTriggersCli(['skills', '--agent', agent.id, '--runs', '1', '--timeout', String(agent.timeout), '--yes', '--no-cache', '--format', 'json', ...(agent.args ?? [])], ws, cliEnv(bin, home, agent.env ?? {}));
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stderr, new RegExp(`This makes 8 model calls through ${agent.label} ${agent.version.replace(/\./g, '\\.')}`));
      const results = (JSON.parse(r.stdout) as { results: JsonCase[] }).results;
      const odd = agent.failsAs ?? {};
      const scripted = Object.keys(SCRIPT).filter((q) => !(q in odd));
      assertScripted(results.filter((x) => !(x.query in odd)), 1, scripted);
      for (const [query, failure] of Object.entries(odd)) assert.deepEqual(results.find((x) => x.query === query)?.failures.map((f) => f.failure), [failure], query);
      // Early stop: the run ends at the skill's activation, before the agent sends the tool's result back.
      for (const query of ['can you tell me what hour it is', 'say hello to Bob from me']) assert.ok(requestsFor(model, query) <= agent.requestsPerRun, `${requestsFor(model, query)} requests for one run of "${query}"`);
      assert.equal(snapshot(ws), before, 'nothing written in the workspace');
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
