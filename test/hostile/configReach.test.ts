import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { makeTree, REPO, removeTree } from './hostileFixture';

const CLI = path.join(REPO, 'dist', 'cli.js');

/** The real CLI, killed after 90 s (a hang shows as a null status, not as a stuck suite). */
function cli(args: readonly string[], cwd: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 90_000, killSignal: 'SIGKILL' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const SKILL = '---\nname: x\ndescription: Says hi. Use when greeting.\n---\nHi\n';

describe('a hostile .skillkiln.json is bounded', () => {
  test('a glob that backtracks (`**/a*a*a*a*a*a*a*b`) against a long name: the run ends and the glob still applies', () => {
    const long = 'a'.repeat(200);
    const dir = makeTree({ [`skills/${long}.md`]: SKILL, 'skills/keep.md': SKILL, '.skillkiln.json': JSON.stringify({ ignore: ['**/a*a*a*a*a*a*a*b', 'skills/keep*'] }) });
    try {
      const r = cli(['lint', '--format', 'json', '.'], dir);
      assert.notEqual(r.status, null, 'the run was killed: it hung');
      assert.ok(r.status === 0 || r.status === 1, r.stderr);
      assert.deepEqual((JSON.parse(r.stdout) as { file: string }[]).filter((f) => f.file.includes('keep')), [], 'the other glob still ignores keep.md');
    } finally {
      removeTree(dir);
    }
  });

  test('a config or settings file nested 5,000 levels: said plainly, defaults used, no internal error', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const dir = makeTree({ 'skills/a.md': SKILL, '.skillkiln.json': `{"ignore": ${deep}}`, '.vscode/settings.json': `{"skillkiln.profile": ${deep}}` });
    try {
      const r = cli(['lint', '.'], dir);
      assert.ok(r.status === 0 || r.status === 1, `${r.status} ${r.stderr}`);
      assert.doesNotMatch(r.stderr, /internal error/);
      assert.match(r.stderr, /\.skillkiln\.json.*nests objects or lists more than 100 levels deep; the whole file is ignored/);
      assert.match(r.stderr, /settings\.json: nested more than 100 levels deep; the default settings are used/);
    } finally {
      removeTree(dir);
    }
  });
});
