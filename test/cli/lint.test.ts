import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { FIXTURES, REPO, runCli } from './runCli';

interface JsonFinding {
  file: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: string;
  code: string;
  message: string;
}

describe('skillkiln lint', () => {
  test('a clean folder exits 0 and says so', () => {
    const r = runCli(['lint'], path.join(FIXTURES, 'seed'));
    assert.equal(r.status, 0, r.stdout + r.stderr);
    // The seed's own keywords repeat two words of its description: information only.
    assert.match(r.stdout, /^\d+ problems? \(\d+ notes?\) in 4 files checked$/m);
    // The summary line speaks the chosen language too.
    const fr = runCli(['lint', '--locale', 'fr'], path.join(FIXTURES, 'seed'));
    assert.match(fr.stdout, /^\d+ problèmes? \(\d+ notes?\) dans 4 fichiers vérifiés$/m);
  });

  test('errors exit 1; JSON has the contract fields with 0-based positions and cwd-relative paths', () => {
    const r = runCli(['lint', '--format', 'json'], path.join(FIXTURES, 'broken'));
    assert.equal(r.status, 1);
    const findings = JSON.parse(r.stdout) as JsonFinding[];
    const unclosed = findings.find((f) => f.code === 'frontmatter-unclosed');
    assert.deepEqual(unclosed, {
      file: 'skills/unclosed.md',
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } },
      severity: 'error',
      code: 'frontmatter-unclosed',
      message: unclosed!.message,
    });
    const yaml = findings.find((f) => f.code === 'yaml-syntax');
    assert.equal(yaml?.file, 'skills/bad-yaml.md');
    assert.ok(yaml!.range.start.line >= 2, 'the parser position is kept');
    for (const f of findings) assert.deepEqual(Object.keys(f), ['file', 'range', 'severity', 'code', 'message']);
  });

  test('text output: file:line:col severity code message, then a summary', () => {
    const r = runCli(['lint', 'skills'], path.join(FIXTURES, 'broken'));
    assert.equal(r.status, 1);
    assert.match(r.stdout, /^skills\/unclosed\.md:1:1 error frontmatter-unclosed .+$/m);
    assert.match(r.stdout, /errors/);
  });

  test('a single file is linted alone', () => {
    const r = runCli(['lint', '--format', 'json', 'skills/ok/SKILL.md'], path.join(FIXTURES, 'broken'));
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(JSON.parse(r.stdout), []);
  });

  test('French messages with --locale fr', () => {
    const r = runCli(['lint', '--locale', 'fr', '--format', 'json'], path.join(FIXTURES, 'broken'));
    const findings = JSON.parse(r.stdout) as JsonFinding[];
    assert.match(findings.find((f) => f.code === 'frontmatter-unclosed')!.message, /ne se ferme jamais/);
  });

  test('bad usage exits 2 with a one-line reason', () => {
    for (const args of [['lint', '--format', 'yaml'], ['lint', '--targets', 'emacs'], ['lint', 'nowhere'], ['lint', '--nope']]) {
      const r = runCli(args, path.join(FIXTURES, 'broken'));
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stderr.trim().split('\n').length, 1);
    }
  });

  test('text and JSON list the same findings, file by file in path order', () => {
    const cwd = path.join(FIXTURES, 'broken');
    const text = runCli(['lint'], cwd).stdout.trim().split('\n');
    const json = JSON.parse(runCli(['lint', '--format', 'json'], cwd).stdout) as JsonFinding[];
    const lines = text.slice(0, -1);
    assert.ok(json.length > 1);
    assert.deepEqual(lines.map((l) => l.split(' ').slice(0, 3).join(' ')), json.map((f) => `${f.file}:${f.range.start.line + 1}:${f.range.start.character + 1} ${f.severity} ${f.code}`));
    const files = json.map((f) => f.file);
    assert.deepEqual(files, [...files].sort());
    assert.match(text.at(-1)!, new RegExp(`^${json.length} problems`));
  });

  test('a reader that stops early (`lint | head`) is not an error', () => {
    // Far more output than a pipe buffers, so the CLI is still writing when the reader leaves.
    const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-pipe-'));
    try {
      for (let i = 0; i < 300; i++) {
        mkdirSync(path.join(dir, '.claude', 'skills', `s-${i}`), { recursive: true });
        writeFileSync(path.join(dir, '.claude', 'skills', `s-${i}`, 'SKILL.md'), `---\nname: other-${i}\n---\n${'See [a](references/missing.md), [b](scripts/gone.sh).\n'.repeat(4)}`);
      }
      const cli = path.join(REPO, 'dist', 'cli.js');
      const r = spawnSync('sh', ['-c', `"${process.execPath}" "${cli}" lint | head -c 10`], { cwd: dir, encoding: 'utf8' });
      assert.equal(r.stdout, '.claude/sk');
      assert.equal(r.stderr, '');
      assert.ok(runCli(['lint'], dir).stdout.length > 200_000, 'the output is larger than a pipe buffer');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
