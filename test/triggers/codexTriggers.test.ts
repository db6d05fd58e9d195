import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { agentProgram, binFolder, cliEnv, exampleWorkspace, runTriggersCli, snapshot, type RecordingServer } from './agentTriggers';
import { startScriptedResponses } from './scriptedModel';
import { assertScripted, CASES, SCRIPT, type JsonCase } from './scriptedCases';

describe('skillkiln triggers --agent codex (the real Codex against a scripted model)', () => {
  let model: RecordingServer;
  let codex: string;
  const home = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-home-'));
  before(async () => {
    const vendor = path.join(await agentProgram('codex', ''), 'node_modules', '@openai', `codex-${process.platform}-${process.arch}`, 'vendor');
    const target = readdirSync(vendor).find((d) => !d.startsWith('.')) ?? '';
    codex = binFolder('codex', path.join(vendor, target, 'bin', 'codex'));
    model = await startScriptedResponses(SCRIPT);
    // The user's own configuration: the API base in ~/.codex/config.toml.
    mkdirSync(path.join(home, '.codex'), { recursive: true });
    writeFileSync(path.join(home, '.codex', 'config.toml'), `openai_base_url = "${model.baseUrl}/v1"\n`);
  });
  after(async () => { await model.close(); rmSync(home, { recursive: true, force: true }); });

  test('reports exactly what the model chose, per query, nothing written in the workspace', async () => {
    const queries = [...CASES['what-time-is-it'], ...CASES.greetings, ...CASES['vulcan-salute']];
    const ws = exampleWorkspace({ 'what-time-is-it': CASES['what-time-is-it'], greetings: CASES.greetings, 'vulcan-salute': CASES['vulcan-salute'] });
    const before = snapshot(ws);
    const env = cliEnv(codex, home, { OPENAI_API_KEY: 'sk-skillkiln-test' });
    const r = await runTriggersCli(['skills', '--agent', 'codex', '--runs', '1', '--timeout', '40', '--yes', '--no-cache', '--format', 'json'], ws, env);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /This makes 8 model calls through Codex/);
    assertScripted((JSON.parse(r.stdout) as { results: JsonCase[] }).results, 1, queries.map((c) => c.query));
    assert.equal(snapshot(ws), before, 'nothing written in the workspace');
  });
});
