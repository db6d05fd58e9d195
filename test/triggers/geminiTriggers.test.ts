import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { agentProgram, binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot, type RecordingServer } from './agentTriggers';
import { startScriptedGemini } from './scriptedModel';
import { assertScripted, CASES, SCRIPT, type JsonCase } from './scriptedCases';

describe('skillkiln triggers --agent gemini-cli (the real Gemini CLI against a scripted model)', () => {
  let model: RecordingServer;
  let gemini: string;
  const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
  before(async () => {
    const cli = await agentProgram('gemini-cli', 'node_modules/@google/gemini-cli/bundle/gemini.js');
    gemini = binFolder('gemini', { script: `exec "${process.execPath}" "${cli}" "$@"` });
    model = await startScriptedGemini(SCRIPT);
    // The user's own sign-in: the API-key method, as `gemini` asks for it the first time.
    mkdirSync(path.join(home, '.gemini'), { recursive: true });
    writeFileSync(path.join(home, '.gemini', 'settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
  });
  after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });

  test('reports exactly what the model chose, per query, nothing written in the workspace', async () => {
    const ws = exampleWorkspace({ 'what-time-is-it': CASES['what-time-is-it'], greetings: CASES.greetings, 'vulcan-salute': CASES['vulcan-salute'] });
    const before = snapshot(ws);
    const env = cliEnv(gemini, home, { GEMINI_API_KEY: 'skillkiln-test', GOOGLE_GEMINI_BASE_URL: model.baseUrl });
    const r = await runTriggersCli(['skills', '--agent', 'gemini-cli', '--runs', '1', '--timeout', '30', '--yes', '--no-cache', '--format', 'json'], ws, env);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /This makes 8 model calls through Gemini CLI 0\.61\.0/);
    const json = JSON.parse(r.stdout) as { results: JsonCase[] };
    assertScripted(json.results, 1, [...CASES['what-time-is-it'], ...CASES.greetings, ...CASES['vulcan-salute']].map((c) => c.query));
    assert.equal(snapshot(ws), before, 'nothing written in the workspace');
  });
});
