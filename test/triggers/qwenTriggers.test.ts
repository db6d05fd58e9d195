import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { agentProgram, binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot, type RecordingServer } from './agentTriggers';
import { startScriptedChat } from './scriptedModel';
import { assertScripted, CASES, SCRIPT, type JsonCase } from './scriptedCases';

describe('skillkiln triggers --agent qwen-code (the real Qwen Code against a scripted model)', () => {
  let model: RecordingServer;
  let qwen: string;
  const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
  before(async () => {
    const cli = await agentProgram('qwen-code', 'node_modules/@qwen-code/qwen-code/cli.js');
    qwen = binFolder('qwen', { script: `exec "${process.execPath}" "${cli}" "$@"` });
    model = await startScriptedChat(SCRIPT);
    // The user's own sign-in: an OpenAI-compatible key, as `qwen` asks for it the first time.
    mkdirSync(path.join(home, '.qwen'), { recursive: true });
    writeFileSync(path.join(home, '.qwen', 'settings.json'), JSON.stringify({ security: { auth: { selectedType: 'openai' } }, privacy: { usageStatisticsEnabled: false }, telemetry: { enabled: false }, general: { disableAutoUpdate: true } }));
  });
  after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });

  test('reports exactly what the model chose, per query, nothing written in the workspace', async () => {
    const ws = exampleWorkspace(CASES);
    const before = snapshot(ws);
    const env = cliEnv(qwen, home, { OPENAI_API_KEY: 'skillkiln-test', OPENAI_BASE_URL: `${model.baseUrl}/v1`, OPENAI_MODEL: 'mock-model', QWEN_CODE_DISABLE_PRECONNECT: '1' });
    const r = await runTriggersCli(['skills', '--agent', 'qwen-code', '--runs', '1', '--timeout', '30', '--yes', '--no-cache', '--format', 'json'], ws, env);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /This makes 8 model calls through Qwen Code 0\.15\.10/);
    const json = JSON.parse(r.stdout) as { results: JsonCase[] };
    const limited = 'salute Spock (rate limited)';
    assertScripted(json.results.filter((x) => x.query !== limited), 1, Object.keys(SCRIPT).filter((q) => q !== limited));
    // Qwen Code retries a 429 without a word on its stream or stderr: the run ends at the time limit.
    assert.deepEqual(json.results.find((x) => x.query === limited)?.failures.map((f) => f.failure), ['timed-out']);
    assert.equal(snapshot(ws), before, 'nothing written in the workspace');
  });
});
