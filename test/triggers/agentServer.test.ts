import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { ChoiceSignal } from '../../server/src/service/triggers/choiceSignal';
import { runTriggerTests, type TriggerAgent } from '../../server/src/service/triggers/triggerRun';
import { readTriggerSkill } from '../../server/src/service/triggers/triggerSkills';

/**
 * A fake agent in the opencode family's shape: `serve` prints its address (or dies, when
 * FAKE_SERVE_FAILS is set) and stays up; `run` logs its arguments and the password it was given,
 * then prints a `skill` tool call for the skill named in the query.
 */
const FAKE = `#!/usr/bin/env node
const fs = require('node:fs');
const log = (x) => fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify(x) + '\\n');
const args = process.argv.slice(2);
if (args[0] === '--version') { console.log('9.9.9'); process.exit(0); }
if (args[0] === 'serve') {
  log({ serve: args, password: process.env.FAKE_SERVER_PASSWORD });
  if (process.env.FAKE_SERVE_FAILS) { console.error('address already in use'); process.exit(3); }
  console.log('fake server listening on http://127.0.0.1:4123');
  setInterval(() => {}, 1000);
} else {
  log({ run: args, password: process.env.FAKE_SERVER_PASSWORD });
  const skill = args[args.length - 1].split(' ').pop();
  console.log(JSON.stringify({ type: 'tool_use', part: { tool: 'skill', state: { input: { name: skill } } } }));
}
`;

const SIGNAL: ChoiceSignal = {
  bin: 'fake-agent',
  args: ['run', '--format', 'json', '{attachArgs}', '{modelArgs}', '{query}'],
  modelArgs: ['--model', '{model}'],
  server: { args: ['serve', '--port', '0'], attachArgs: ['--attach', '{url}', '--dir', '{dir}'], passwordEnv: 'FAKE_SERVER_PASSWORD' },
  skillsDir: '.agents/skills',
  stream: 'opencode-json',
  activation: { tool: 'skill', argument: 'name' },
};

/** A workspace with one skill and two trigger cases, the fake agent on PATH, and its log. */
function setUp(): { dir: string; env: Record<string, string>; log: string; skillDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-agent-server-'));
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'fake-agent'), FAKE);
  chmodSync(path.join(bin, 'fake-agent'), 0o755);
  const skillDir = path.join(dir, 'ws', 'skills', 'greetings');
  mkdirSync(path.join(skillDir, 'evals'), { recursive: true });
  writeFileSync(path.join(skillDir, 'SKILL.md'), '---\nname: greetings\ndescription: Greet somebody by name.\n---\nSay hello.\n');
  writeFileSync(path.join(skillDir, 'evals', 'triggers.json'), JSON.stringify([{ query: 'please use greetings', should_trigger: true }, { query: 'now use other', should_trigger: false }]));
  const log = path.join(dir, 'log.jsonl');
  return { dir, log, skillDir, env: { PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`, HOME: dir, XDG_CACHE_HOME: path.join(dir, 'cache'), FAKE_LOG: log } };
}

function run(env: Record<string, string>, skillDir: string, warnings: string[]) {
  const agent: TriggerAgent = { id: 'fake', label: 'Fake', signal: SIGNAL };
  return runTriggerTests([readTriggerSkill(skillDir)!], { agent, runs: 2, jobs: 2, timeoutMs: 20_000, cache: false, env, confirm: async () => true, note: () => undefined, warn: (t) => warnings.push(t) });
}

describe('trigger runs through the agent\'s own server', () => {
  test('one server for the whole test, on loopback with a password; every run attaches to it with the throwaway copy', async () => {
    const { dir, env, log, skillDir } = setUp();
    try {
      const warnings: string[] = [];
      const r = await run(env, skillDir, warnings);
      assert.equal(r.kind, 'done');
      if (r.kind !== 'done') return;
      assert.deepEqual(r.results.map((x) => [x.query, x.triggered, x.others]), [['please use greetings', 2, {}], ['now use other', 0, { other: 2 }]]);
      assert.deepEqual(warnings, []);
      const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { serve?: string[]; run?: string[]; password?: string });
      const serves = lines.filter((l) => l.serve);
      const runs = lines.filter((l) => l.run);
      assert.equal(serves.length, 1, 'one server');
      assert.equal(runs.length, 4, 'two runs of two queries');
      const password = serves[0]!.password;
      assert.ok(password && password.length >= 16, 'a password of this test');
      for (const l of runs) {
        assert.equal(l.password, password);
        const at = l.run!.indexOf('--attach');
        assert.equal(l.run![at + 1], 'http://127.0.0.1:4123');
        assert.equal(l.run![at + 2], '--dir');
        assert.match(l.run![at + 3]!, /skillkiln-triggers-/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a server that does not start: each run starts the agent alone, and the run says so', async () => {
    const { dir, env, log, skillDir } = setUp();
    try {
      const warnings: string[] = [];
      const r = await run({ ...env, FAKE_SERVE_FAILS: '1' }, skillDir, warnings);
      assert.equal(r.kind, 'done');
      if (r.kind !== 'done') return;
      assert.deepEqual(r.results.map((x) => x.triggered), [2, 0]);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, /^Fake's server did not start \(exited with code 3: address already in use\); each run starts Fake on its own/);
      const runs = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { run?: string[] }).filter((l) => l.run);
      assert.equal(runs.length, 4);
      for (const l of runs) assert.ok(!l.run!.includes('--attach'), l.run!.join(' '));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
