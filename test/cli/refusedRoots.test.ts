import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { REPO } from './runCli';
import { tempTree } from './tempTree';

/** Runs the bundled CLI with `home` as the home folder. */
function run(args: readonly string[], cwd: string, home: string) {
  return spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, HOME: home }, timeout: 60_000 });
}

describe('a folder that is empty, the whole disk or the home folder is refused with a message', () => {
  const home = tempTree({ '.claude/skills/alpha/SKILL.md': '---\nname: alpha\ndescription: Says hello. Use when greeting.\n---\nHi\n' });
  test('lint and catalog refuse / and the home folder at once (exit 2), saying what to name instead', (t) => {
    t.after(() => rmSync(home, { recursive: true, force: true }));
    for (const args of [['lint', '/'], ['lint', home], ['lint', '.'], ['catalog', '/'], ['catalog'], ['lint', '--locale', 'fr', '/']]) {
      const r = run(args, home, home);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /name the folder of your skills: .* is not checked, it is (the whole disk|your home folder)\.|nommez le dossier de vos skills : \/ n’est pas vérifié, c’est tout le disque\./, args.join(' '));
      assert.equal(r.stdout, '', 'nothing was checked');
    }
    // A folder inside the home folder is checked as usual.
    const inside = run(['lint', '.claude/skills'], home, home);
    assert.equal(inside.status, 0, inside.stdout + inside.stderr);
  });

  test('an empty path (an unset shell variable) is refused, not read as the current folder', () => {
    const ws = tempTree({ '.claude/skills/alpha/SKILL.md': '---\nname: alpha\n---\nHi\n' });
    try {
      for (const arg of ['', ' ']) {
        const r = run(['lint', arg], ws, '/nonexistent-home');
        assert.equal(r.status, 2, r.stdout + r.stderr);
        assert.match(r.stderr, /name the folder of your skills: an empty path was given/);
      }
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});
