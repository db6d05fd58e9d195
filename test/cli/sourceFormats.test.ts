import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { runCli } from './runCli';
import { tempTree } from './tempTree';

/** Runs the real CLI in a fresh folder holding `files`, then removes the folder. */
function inTree<T>(files: Record<string, string>, run: (dir: string) => T): T {
  const dir = tempTree(files);
  try {
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines = (...l: string[]) => l.join('\n');

describe('mm (seed 000) on the command line', () => {
  test('a header the runtime cannot read shows in the catalog as the bare on-disk name', () => {
    const files = {
      'skills/clock/SKILL.md': lines('---', 'name: clock', 'description: Give the date.', 'keywords: time, date', 'bad: : x', '---', 'Body.', ''),
      'skills/ok/SKILL.md': lines('---', 'name: ok', 'description: Fine.', '---', 'Body.', ''),
    };
    inTree(files, (dir) => {
      const lint = runCli(['lint', '--profile', 'mm', '.'], dir);
      assert.match(lint.stdout, /yaml-syntax/);
      const run = runCli(['catalog', '--profile', 'mm', '.'], dir);
      assert.equal(run.status, 0, run.stderr);
      const entries = run.stdout.trimEnd().split('\n').slice(1);
      assert.deepEqual(entries, ['clock', 'ok — Fine.']);
      assert.match(run.stderr, /clock has no description/);
    });
  });

  test('an unlabelled fence after "Run this:" is the command; the fix rewrites the lead-in', () => {
    const skill = lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'Run this:', '', '```', 'uptime', '```', '');
    inTree({ 'skills/load/SKILL.md': skill }, (dir) => {
      const lint = runCli(['lint', '--profile', 'mm', '.'], dir);
      assert.match(lint.stdout, /fenced-command This fenced block is the command/);
      const fix = runCli(['lint', '--profile', 'mm', '--fix', '.'], dir);
      assert.equal(fix.status, 0, fix.stdout + fix.stderr);
      assert.equal(readFileSync(path.join(dir, 'skills/load/SKILL.md'), 'utf8'), lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'Call your `bash` tool with this command:', '', '    uptime', '', "The answer is the command's output, nothing else.", ''));
    });
  });

  test('the fix drops a console prompt and its output, and leaves one lead-in', () => {
    const skill = lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'To see the load, run this command:', '```console', '$ uptime', ' 10:00 up 3 days', '```', '');
    inTree({ 'skills/load/SKILL.md': skill }, (dir) => {
      const fix = runCli(['lint', '--profile', 'mm', '--fix', '.'], dir);
      assert.equal(fix.status, 0, fix.stdout + fix.stderr);
      assert.equal(readFileSync(path.join(dir, 'skills/load/SKILL.md'), 'utf8'), lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'To see the load, call your `bash` tool with this command:', '', '    uptime', '', "The answer is the command's output, nothing else.", ''));
    });
  });
});
