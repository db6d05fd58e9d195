import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { makeTree, REPO, removeTree, skill } from './hostileFixture';
import { makeHostileWorkspace } from './hostileTree';

const CLI = path.join(REPO, 'dist', 'cli.js');

function cli(args: readonly string[], cwd: string) {
  const start = Date.now();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - start };
}

/** No stack frame, no uncaught exception, no process warning on stderr. */
function assertCleanStderr(stderr: string): void {
  assert.doesNotMatch(stderr, /^\s+at .+:\d+:\d+\)?$/m, `a stack trace on stderr:\n${stderr.slice(0, 2000)}`);
  assert.doesNotMatch(stderr, /internal error|Uncaught|FATAL|Warning:/, stderr.slice(0, 2000));
}

describe('the real CLI on a hostile folder', () => {
  before(() => {
    if (!existsSync(CLI)) spawnSync(process.execPath, [path.join(REPO, 'scripts', 'build.mjs'), 'cli'], { cwd: REPO, stdio: 'inherit' });
  });

  test('lint --format json: exit 0 or 1, JSON that parses, a finding per hostile file', (t) => {
    const outside = makeTree({ 'elsewhere/SKILL.md': skill('elsewhere') });
    const dir = makeHostileWorkspace(true, outside);
    try {
      const r = cli(['lint', '--format', 'json', dir], dir);
      t.diagnostic(`lint took ${r.ms} ms, ${r.stdout.length} bytes of JSON`);
      assert.equal(r.signal, null);
      assert.ok(r.status === 0 || r.status === 1, `exit ${r.status}: ${r.stderr.slice(0, 2000)}`);
      assertCleanStderr(r.stderr);
      const findings = JSON.parse(r.stdout) as { file: string; code: string; range: { start: { line: number } } }[];
      assert.ok(Array.isArray(findings));
      const codesOf = (name: string) => findings.filter((f) => f.file.split(/[\\/]/).includes(name)).map((f) => f.code);
      assert.ok(codesOf('alias-bomb').includes('yaml-syntax'), codesOf('alias-bomb').join(', '));
      assert.ok(codesOf('deep-brackets').includes('yaml-syntax'));
      assert.ok(codesOf('unclosed').includes('frontmatter-unclosed'));
      assert.ok(codesOf('binary').includes('file-unreadable'));
      // Every default agent reads a UTF-8 file with a NUL byte in it: a warning to remove it, not "not loaded".
      assert.ok(codesOf('nul-header').includes('encoding-invalid'), codesOf('nul-header').join(', '));
      assert.ok(codesOf('too-large').includes('file-unreadable'));
      assert.ok(codesOf('latin1').includes('encoding-invalid'));
      for (const name of ['crlf', 'cr-only', 'mixed-endings', 'bom']) assert.ok(!codesOf(name).includes('yaml-syntax'), `${name}: ${codesOf(name).join(', ')}`);
      assert.ok(!findings.some((f) => f.file.includes('elsewhere')), 'nothing outside the folder is linted');
    } finally {
      removeTree(dir);
      removeTree(outside);
    }
  });

  test('lint (text) and catalog --format json on the same folder', () => {
    const outside = makeTree({ 'elsewhere/SKILL.md': skill('elsewhere') });
    const dir = makeHostileWorkspace(false, outside);
    try {
      const lint = cli(['lint', dir], dir);
      assert.ok(lint.status === 0 || lint.status === 1, `exit ${lint.status}: ${lint.stderr.slice(0, 2000)}`);
      assertCleanStderr(lint.stderr);
      assert.match(lint.stdout, /problems? \(\d+ errors?, \d+ warnings?/);
      const catalog = cli(['catalog', dir, '--format', 'json'], dir);
      assert.equal(catalog.status, 0, catalog.stderr.slice(0, 2000));
      assert.doesNotMatch(catalog.stderr, /^\s+at .+:\d+:\d+\)?$/m);
      assert.doesNotThrow(() => JSON.parse(catalog.stdout));
    } finally {
      removeTree(dir);
      removeTree(outside);
    }
  });
});
