import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { REPO, runCli } from './runCli';
import { tempTree } from './tempTree';

const SKILL = '---\nname: A\ndescription: x\n---\n';

/** Runs the CLI as an unprivileged user: root reads through any permission, so the test drops it (setpriv). */
function runUnprivileged(args: readonly string[], cwd: string) {
  if (process.getuid?.() !== 0) return runCli(args, cwd);
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, path.join(REPO, 'dist', 'cli.js'), ...args], { cwd, encoding: 'utf8' });
  assert.equal(r.error, undefined, 'setpriv is needed to test permissions as root');
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('nothing is skipped in silence', () => {
  test('a skill folder that can be listed but not entered: said, counted, exit 1 (it holds two errors)', () => {
    const top = tempTree({ '.claude/skills/a/SKILL.md': SKILL, 'coll/b/SKILL.md': SKILL });
    try {
      chmodSync(top, 0o755);
      chmodSync(path.join(top, '.claude/skills/a'), 0o744);
      chmodSync(path.join(top, 'coll/b'), 0o744);
      const r = runUnprivileged(['lint', '.'], top);
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stderr, /\.claude\/skills\/a\/SKILL\.md is not checked: it cannot be read \(permission denied or an I\/O error\)/);
      assert.match(r.stderr, /coll\/b\/SKILL\.md is not checked: it cannot be read/);
      assert.match(r.stdout, /2 places not checked/);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  test('a FIFO, a link to /dev/zero and a socket named SKILL.md (or *.md) are said and fail the run; none is opened', () => {
    const top = tempTree({ '.claude/skills/ok/SKILL.md': '---\nname: ok\ndescription: Says hi. Use when greeting.\n---\nHi\n' });
    try {
      for (const d of ['fifo', 'zero', 'sock', 'coll/deep']) mkdirSync(path.join(top, '.claude/skills', d), { recursive: true });
      assert.equal(spawnSync('mkfifo', [path.join(top, '.claude/skills/fifo/SKILL.md')]).status, 0);
      assert.equal(spawnSync('mkfifo', [path.join(top, '.claude/skills/coll/deep/SKILL.md')]).status, 0);
      symlinkSync('/dev/zero', path.join(top, '.claude/skills/zero/SKILL.md'));
      const sock = spawnSync('python3', ['-c', 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])', path.join(top, '.claude/skills/sock/SKILL.md')]);
      assert.equal(sock.status, 0, 'python3 makes the socket');
      const r = spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), 'lint', '.'], { cwd: top, encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
      assert.equal(r.status, 1, r.stdout + r.stderr);
      for (const d of ['fifo', 'zero', 'sock', 'coll/deep']) assert.match(r.stderr, new RegExp(`make \\.claude/skills/${d}/SKILL\\.md a regular file: it is a pipe, a socket or a device, so it is not checked`));
      assert.match(r.stdout, /No problems in 1 file checked; 4 places not checked/);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
