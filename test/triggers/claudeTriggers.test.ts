import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { agentProgram, binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot, type RecordingServer } from './agentTriggers';
import { requestsFor, startScriptedAnthropic } from './scriptedModel';
import { assertScripted, CASES, SCRIPT, type JsonCase } from './scriptedCases';

describe('skillkiln triggers --agent claude-code (the real Claude Code against a scripted model)', () => {
  let model: RecordingServer;
  let claude: string;
  const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
  before(async () => {
    claude = await agentProgram('claude-code', 'node_modules/@anthropic-ai/claude-code-linux-x64/claude');
    model = await startScriptedAnthropic(SCRIPT);
  });
  after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });
  const env = () => cliEnv(binFolder('claude', claude), home, { ANTHROPIC_BASE_URL: model.baseUrl, ANTHROPIC_API_KEY: 'sk-ant-skillkiln-test', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' });

  test('reports exactly what the model chose, per query, failures named, nothing written in the workspace, then from the cache', async () => {
    const ws = exampleWorkspace(CASES);
    const before = snapshot(ws);
    const r = await runTriggersCli(['skills', '--agent', 'claude-code', '--runs', '2', '--timeout', '20', '--yes', '--format', 'json'], ws, env());
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /This makes 16 model calls through Claude Code 2\.1\.197/);
    const json = JSON.parse(r.stdout) as { version: string; results: JsonCase[] };
    assertScripted(json.results, 2);
    const hour = json.results.find((x) => x.query === 'can you tell me what hour it is')!;
    assert.deepEqual(hour.interval.map((x) => Math.round(x * 100)), [34, 100], 'Wilson interval of 2/2');
    assert.ok((hour.tokens ?? 0) > 0, 'tokens as the agent reported them');
    // Early stop: a run ends at the skill's activation, before the agent goes on with it.
    assert.ok(requestsFor(model, 'can you tell me what hour it is') <= 4, `${requestsFor(model, 'can you tell me what hour it is')} requests for 2 runs`);
    assert.equal(snapshot(ws), before, 'nothing written in the workspace');

    // Unchanged cases that ran cleanly come from the cache: only the 3 failed ones run again.
    const again = await runTriggersCli(['skills/what-time-is-it', '--agent', 'claude-code', '--runs', '2', '--yes'], ws, env());
    assert.equal(again.status, 1);
    assert.doesNotMatch(again.stderr, /model calls/);
    assert.match(again.stdout, /✓ should trigger +"can you tell me what hour it is": triggered 2\/2 \(95% 34%–100%\).*cached/);
    assert.match(again.stdout, /✗ should trigger +"what is the date today": triggered 0\/2 .*no skill 2\/2/);
    assert.match(again.stdout, /2 passed, 1 failed, 0 could not run/);
  });

  test('JUnit for CI: one suite per skill, failures and errors with the reason', async () => {
    const ws = exampleWorkspace({ greetings: CASES.greetings, 'vulcan-salute': [CASES['vulcan-salute'][1]!] });
    const r = await runTriggersCli(['skills', '--agent', 'claude-code', '--runs', '1', '--yes', '--no-cache', '--format', 'junit'], ws, env());
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stdout, /<testsuite name="skills\/greetings" tests="2" failures="1" errors="0">/);
    assert.match(r.stdout, /<failure message="did not trigger: triggered 0\/1 .*chose instead: vulcan-salute 1\/1/);
    assert.match(r.stdout, /<error message="[^"]*not-signed-in ×1/);
  });

  test('a crashed agent and an agent not installed get their own message, and nothing hangs', async () => {
    const ws = exampleWorkspace({ greetings: [CASES.greetings[1]!] });
    const crash = binFolder('claude', { script: 'if [ "$1" = --version ]; then echo "2.1.197 (Claude Code)"; exit 0; fi\necho "boom: segfault in renderer" >&2\nkill -SEGV $$' });
    const r = await runTriggersCli(['skills', '--agent', 'claude-code', '--runs', '1', '--yes', '--no-cache'], ws, cliEnv(crash, home, {}));
    assert.equal(r.status, 1);
    assert.match(r.stdout, /! should trigger +"greet Alice warmly": triggered 0\/0 .*crashed ×1: killed by SIGSEGV before choosing: boom: segfault in renderer/);
    const none = await runTriggersCli(['skills', '--agent', 'claude-code', '--yes'], ws, cliEnv(mkdtempSync(path.join(tmpdir(), 'skillkiln-empty-bin-')), home, {}));
    assert.equal(none.status, 1);
    assert.match(none.stderr, /Claude Code is not installed here: `claude` is not on PATH/);
  });

  test('without --yes and without a terminal, it says how many calls it would make and runs none', async () => {
    const ws = exampleWorkspace({ greetings: CASES.greetings });
    const seen = model.requests.length;
    const r = await runTriggersCli(['skills', '--agent', 'claude-code', '--no-cache'], ws, env());
    assert.equal(r.status, 1);
    assert.match(r.stderr, /This makes 6 model calls through Claude Code .* Add --yes to run without asking\./);
    assert.equal(model.requests.length, seen);
  });
});
