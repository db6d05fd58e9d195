import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { draftTriggerCases } from '../../server/src/service/triggers/draftTriggerCases';
import { formatTriggerCases, parseTriggerCases, readTriggerCases } from '../../server/src/service/triggers/triggerCases';

const REPO = path.resolve(__dirname, '..', '..', '..');

/** Writes `files` under a fresh temporary folder and returns it. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-triggers-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const skill = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;

describe('trigger cases', () => {
  test('skill-creator\'s two eval-set forms are read, extra fields kept out, bad entries named', () => {
    const a = parseTriggerCases('[{"query": "convert this pdf", "should_trigger": true, "note": "x"}, {"query": "hi", "should_trigger": false, "draft": true}]');
    assert.deepEqual(a.cases, [{ query: 'convert this pdf', shouldTrigger: true }, { query: 'hi', shouldTrigger: false, draft: true }]);
    const b = parseTriggerCases('{"evals": [{"prompt": "p", "should_trigger": false}, {"prompt": "", "should_trigger": true}, {"query": "q"}]}');
    assert.deepEqual(b.cases, [{ query: 'p', shouldTrigger: false }]);
    assert.deepEqual(b.problems, ['entry 2: "query" must be a non-empty text', 'entry 3: "should_trigger" must be true or false']);
    assert.throws(() => parseTriggerCases('{"query": 1}'), /must be a list/);
    assert.throws(() => parseTriggerCases('[,'), /not valid JSON/);
  });

  test('evals/triggers.json first, then the names skill-creator users keep it under', () => {
    const files: Record<string, string> = { '/s/evals/trigger-evals.json': '[{"query": "old", "should_trigger": true}]' };
    assert.equal(readTriggerCases('/s', (p) => files[p])?.file, 'evals/trigger-evals.json');
    files['/s/evals/triggers.json'] = '[{"query": "new", "should_trigger": true}]';
    assert.equal(readTriggerCases('/s', (p) => files[p])?.cases[0]?.query, 'new');
    assert.equal(readTriggerCases('/t', (p) => files[p]), undefined);
  });

  test('a draft has should and should-not cases, all marked draft, a sibling\'s job among the should-not', () => {
    const cases = draftTriggerCases('Give the current date and time. Use when the user asks what time it is.', ['Greet somebody with a festive message.']);
    assert.ok(cases.every((c) => c.draft === true));
    assert.ok(cases.filter((c) => c.shouldTrigger).length >= 2, JSON.stringify(cases));
    assert.ok(cases.some((c) => c.shouldTrigger && c.query === 'Can you give the current date and time?'), JSON.stringify(cases));
    assert.ok(cases.some((c) => c.shouldTrigger && /what time it is/.test(c.query)), JSON.stringify(cases));
    assert.ok(cases.some((c) => !c.shouldTrigger && c.query === 'Can you greet somebody with a festive message?'), JSON.stringify(cases));
    assert.equal(cases.filter((c) => !c.shouldTrigger).length, 3);
    // What is written reads back as the same cases.
    assert.deepEqual(parseTriggerCases(formatTriggerCases(cases)).cases, cases);
  });

  test('the schema accepts both forms and a draft field, and refuses a case without should_trigger', () => {
    const schema = JSON.parse(readFileSync(path.join(REPO, 'schemas', 'triggers.schema.json'), 'utf8')) as { definitions: { case: { required: string[]; properties: Record<string, unknown> } }; oneOf: unknown[] };
    assert.deepEqual(schema.definitions.case.required, ['query', 'should_trigger']);
    assert.ok('draft' in schema.definitions.case.properties);
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { contributes: { jsonValidation: { fileMatch: string[]; url: string }[] } };
    const entry = pkg.contributes.jsonValidation.find((j) => j.url === './schemas/triggers.schema.json');
    assert.ok(entry?.fileMatch.includes('**/evals/triggers.json'));
  });
});

describe('skillkiln triggers --draft (the real CLI)', () => {
  const cli = (args: string[], cwd: string) => spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), 'triggers', ...args], { cwd, encoding: 'utf8' });

  test('writes a draft file per skill without one, keeps an existing one, names a skill with no description', () => {
    const dir = tree({
      'skills/clock/SKILL.md': skill('clock', 'Give the current date and time.'),
      'skills/hello/SKILL.md': skill('hello', 'Greet somebody with a festive message.'),
      'skills/hello/evals/trigger-evals.json': '[{"query": "say hi", "should_trigger": true}]',
      'skills/empty/SKILL.md': '---\nname: empty\n---\nBody.\n',
    });
    const r = cli(['--draft', 'skills'], dir);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^skills\/clock\/evals\/triggers\.json: 5 draft cases written/m);
    assert.match(r.stdout, /^skills\/hello\/evals\/trigger-evals\.json: kept as it is/m);
    assert.match(r.stderr, /^skills\/empty: no description to draft from/m);
    const written = parseTriggerCases(readFileSync(path.join(dir, 'skills/clock/evals/triggers.json'), 'utf8'));
    assert.ok(written.cases.some((c) => !c.shouldTrigger && /greet somebody/.test(c.query)), 'the sibling competes');
    assert.equal(readFileSync(path.join(dir, 'skills/hello/evals/trigger-evals.json'), 'utf8'), '[{"query": "say hi", "should_trigger": true}]');
    // A second run changes nothing.
    assert.match(cli(['--draft', 'skills/clock'], dir).stdout, /kept as it is/);
  });

  test('an agent with no readable choice is refused with its reason, read from its declaration', () => {
    const dir = tree({ 'skills/clock/SKILL.md': skill('clock', 'Give the current date and time.') });
    const amp = cli(['skills', '--agent', 'amp'], dir);
    assert.equal(amp.status, 2);
    assert.match(amp.stderr, /^skillkiln: Amp cannot be used for trigger tests: the model call is made on Amp’s servers behind an account.* \(one of claude-code, codex, gemini-cli, opencode, kilo, pi, qwen-code, cline, factory-droid\)$/m);
    assert.match(cli(['skills'], dir).stderr, /say which agent to run with --agent/);
    assert.match(cli(['skills', '--agent', 'claude-code', '--runs', 'many'], dir).stderr, /--runs \(1–100\)/);
  });

  test('no skill under the path is a usage error', () => {
    const r = cli(['--draft', '.'], tree({ 'README.md': 'x' }));
    assert.equal(r.status, 2);
    assert.match(r.stderr, /no SKILL\.md found/);
  });
});
