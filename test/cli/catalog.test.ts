import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { FIXTURES, REPO, runCli } from './runCli';
import { tempTree } from './tempTree';

const PREAMBLE = 'Load a skill: the step-by-step procedure to follow for this kind of task. Call it BEFORE doing the work, with the name of the matching skill, and then follow what it says. Available skills:';

describe('skillkiln catalog', () => {
  test('prints the seed\'s three skills in exactly the seed\'s format', () => {
    const r = runCli(['catalog'], path.join(FIXTURES, 'seed'));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, [
      PREAMBLE,
      'greetings — Greet somebody with a festive message. (hello, hi, bonjour, salut, saluer, hola, festive greeting)',
      'vulcan-salute — Send a vulcan salute to somebody. (spock, star trek, live long and prosper, 🖖)',
      'what-time-is-it — Give the current date and time. (time, date, clock, now, today, heure, date du jour, quelle heure)',
      '',
    ].join('\n'));
    assert.match(r.stderr, /^skills: 3$/m);
  });

  test('a folder argument works from anywhere', () => {
    const r = runCli(['catalog', path.join('test', 'fixtures', 'cli', 'seed')], REPO);
    assert.equal(r.status, 0);
    assert.ok(r.stdout.startsWith(PREAMBLE));
  });

  test('JSON gives the text and each entry\'s status', () => {
    const r = runCli(['catalog', '--format', 'json'], path.join(FIXTURES, 'seed'));
    const json = JSON.parse(r.stdout) as { profile: string; text: string; entries: { name: string; status: string; file: string }[] };
    assert.equal(json.profile, 'mm');
    assert.deepEqual(json.entries.map((e) => [e.name, e.status, e.file]), [
      ['greetings', 'full', 'skills/greetings/SKILL.md'],
      ['vulcan-salute', 'full', 'skills/vulcan-salute/SKILL.md'],
      ['what-time-is-it', 'full', 'skills/what-time-is-it/SKILL.md'],
    ]);
    assert.ok(json.text.startsWith(PREAMBLE));
  });

  test('no skills folder: nothing on stdout, the reason on stderr, exit 0', () => {
    const r = runCli(['catalog'], path.join(FIXTURES, 'empty'));
    assert.equal(r.status, 0);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /read_skill tool is not declared/);
  });

  test('bad usage exits 2 with one line', () => {
    for (const args of [['catalog', '--format', 'xml'], ['catalog', '--profile', 'nope'], ['frobnicate'], ['catalog', 'a', 'b'], ['catalog', 'does-not-exist']]) {
      const r = runCli(args, path.join(FIXTURES, 'seed'));
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.match(r.stderr, /^skillkiln: /);
    }
  });
  test('a skill whose folder links to a dot-folder of the skills folder is one skill, listed where each agent\'s walk first meets it', () => {
    const dir = tempTree({
      '.agents/skills/.store/zed/SKILL.md': '---\nname: zed\ndescription: Does zed things.\n---\nBody.\n',
      '.agents/skills/alpha/SKILL.md': '---\nname: alpha\ndescription: Does alpha things.\n---\nBody.\n',
    });
    fs.symlinkSync('.store/zed', path.join(dir, '.agents/skills/zed'), 'dir');
    const names = (target: string) => {
      const r = runCli(['catalog', '--format', 'json', '--target', target], dir);
      assert.equal(r.status, 0, r.stderr);
      return (JSON.parse(r.stdout) as { entries: { name: string; status: string }[] }).entries.filter((e) => e.status !== 'omitted').map((e) => e.name);
    };
    // Factory Droid walks `.store` first (its dot-folders too, each folder in locale order); Codex passes over dot-folders.
    assert.deepEqual(names('factory-droid'), ['zed', 'alpha']);
    assert.deepEqual(names('codex'), ['alpha', 'zed']);
    // No false "never finds the skill" for the agents that find it through the link.
    const lint = runCli(['lint', '--format', 'json', '--targets', 'codex'], dir);
    assert.equal(lint.status, 0, lint.stdout);
  });

  test('JSON gives each skill\'s portability: one row per agent, and the fix; the agents that read the folder', () => {
    const dir = tempTree({
      '.agents/skills/colon/SKILL.md': '---\nname: colon\ndescription: Use when: the user asks for X\n---\nBody.\n',
      '.agents/skills/plain/SKILL.md': '---\nname: plain\ndescription: Does plain things.\n---\nBody.\n',
    });
    const r = runCli(['catalog', '--format', 'json', '--target', 'codex'], dir);
    assert.equal(r.status, 0, r.stderr);
    type Row = { agent: string; status: string; readsFolder: boolean; detail?: string; verified: string };
    const json = JSON.parse(r.stdout) as { readBy: string[]; entries: { name: string; portability: { agents: Row[]; fixes: { fix: string; agents: string[] }[] } }[] };
    assert.ok(json.readBy.includes('codex') && json.readBy.includes('gemini-cli'), json.readBy.join(','));
    assert.ok(!json.readBy.includes('claude-code'), 'Claude Code never reads .agents/skills');
    const colon = json.entries.find((e) => e.name === 'colon')!.portability;
    const copilot = colon.agents.find((a) => a.agent === 'copilot-cli')!;
    assert.deepEqual([copilot.status, copilot.readsFolder, copilot.verified], ['not-loaded', true, 'run']);
    assert.equal(colon.agents.find((a) => a.agent === 'claude-code')!.readsFolder, false);
    assert.equal(colon.fixes[0]!.fix, 'quote the value that contains `: `');
    assert.ok(colon.fixes[0]!.agents.includes('copilot-cli'));
    const plain = json.entries.find((e) => e.name === 'plain')!.portability;
    assert.deepEqual(plain.fixes, []);
    assert.ok(plain.agents.filter((a) => a.readsFolder).every((a) => a.status === 'as-written'));
  });
});
