import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { REPO, type CliRun } from './runCli';

const SKILL = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things when asked.\n---\nBody.\n`;

/** A temporary folder with `files` (paths as bytes allowed), readable by everyone. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-honest-'));
  chmodSync(dir, 0o755);
  for (const [rel, text] of Object.entries(files)) {
    const p = path.join(dir, rel);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
  return dir;
}

/**
 * The real CLI, run as an ordinary user: root reads folders whatever their mode, so under
 * root the run drops to `nobody`, for whom `chmod 000` means what it means in CI.
 */
function lintAsUser(args: readonly string[], cwd: string): CliRun {
  const user = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const r = spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), 'lint', ...args], { cwd, encoding: 'utf8', ...user });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('lint text output cannot be forged by skill content or file names', () => {
  test('escape sequences in a name and a line break in a folder name are printed escaped', () => {
    const forged = 'line\nx.md:1:1 error fake forged';
    const dir = tree({
      // YAML's `\e` is ESC: clear the screen, go home, claim success, hide what follows.
      '.claude/skills/evil/SKILL.md': '---\nname: "\\e[2J\\e[H0 problems\\e[8m"\ndescription: "Hides \\e[8m the rest."\n---\nBody.\n',
      [`.claude/skills/${forged}/SKILL.md`]: SKILL('forged'),
    });
    try {
      const r = lintAsUser([], dir);
      assert.equal(r.status, 1, r.stderr);
      assert.doesNotMatch(r.stdout, /\u001b/, 'no ESC reaches the terminal');
      assert.match(r.stdout, /\\x1B\[2J\\x1B\[H0 problems\\x1B\[8m/);
      const lines = r.stdout.trimEnd().split('\n');
      // Every line is a finding of a real file, or the summary.
      for (const line of lines.slice(0, -1)) assert.match(line, /^\.claude\/skills\/(evil|line\\x0Ax\.md:1:1 error fake forged)\/SKILL\.md:\d+:\d+ (error|warning|info) /, line);
      assert.match(lines.at(-1)!, /^\d+ problems/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('nothing is left out in silence', () => {
  test('an unreadable skill folder, settings file and a folder name that is not UTF-8: said on stderr, counted, exit 1', () => {
    const dir = tree({ 'skills/locked/SKILL.md': SKILL('locked'), 'skills/fine/SKILL.md': SKILL('fine'), '.vscode/settings.json': '{}' });
    const notUtf8 = Buffer.concat([Buffer.from(dir + '/bad'), Buffer.from([0xff])]);
    mkdirSync(notUtf8);
    mkdirSync(Buffer.concat([notUtf8, Buffer.from('/x')]));
    writeFileSync(Buffer.concat([notUtf8, Buffer.from('/x/SKILL.md')]), SKILL('x'));
    chmodSync(path.join(dir, 'skills', 'locked'), 0o000);
    chmodSync(path.join(dir, '.vscode', 'settings.json'), 0o000);
    try {
      const r = lintAsUser([], dir);
      assert.equal(r.status, 1, 'a run that could not read everything fails');
      assert.match(r.stderr, /^skillkiln: the skills in skills\/locked are not checked: it cannot be read \(permission denied or an I\/O error\)\.$/m);
      assert.match(r.stderr, /^skillkiln: the default settings are used, so the findings may differ from the editor’s: \.vscode\/settings\.json cannot be read\.$/m);
      assert.match(r.stderr, /^skillkiln: rename bad\uFFFD: its name is not valid UTF-8/m);
      assert.match(r.stdout, /^No problems in 1 file checked; 3 places not checked \(listed on stderr\)$/m);
    } finally {
      chmodSync(path.join(dir, 'skills', 'locked'), 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a SKILL.md named directly inside an unreadable folder is not "no such file"', () => {
    const dir = tree({ 'skills/locked/SKILL.md': SKILL('locked') });
    chmodSync(path.join(dir, 'skills', 'locked'), 0o000);
    try {
      const r = lintAsUser(['skills/locked/SKILL.md'], dir);
      assert.equal(r.status, 1);
      assert.doesNotMatch(r.stderr, /no such file/);
      assert.match(r.stderr, /^skillkiln: skills\/locked\/SKILL\.md is not checked: the folder skills\/locked cannot be read/m);
      // A path that is really missing is still bad usage.
      assert.equal(lintAsUser(['skills/nowhere/SKILL.md'], dir).status, 2);
    } finally {
      chmodSync(path.join(dir, 'skills', 'locked'), 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a SKILL.md 40 folders deep is checked; deeper than the walk goes is said and fails the run', () => {
    const deep = Array.from({ length: 20 }, (_, i) => `d${i}`).join('/');
    const tooDeep = Array.from({ length: 40 }, (_, i) => `d${i}`).join('/');
    const ok = tree({ [`${deep}/s/SKILL.md`]: SKILL('s') });
    const far = tree({ [`${tooDeep}/s/SKILL.md`]: SKILL('s') });
    try {
      const r = lintAsUser([], ok);
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /in 1 file checked$/m);
      const f = lintAsUser([], far);
      assert.equal(f.status, 1);
      assert.match(f.stderr, /lint .* directly: it is more than 32 folders deep, so it is not checked here\./);
      assert.match(f.stdout, /in 0 files checked; 1 place not checked/);
      // Linted directly, the deep folder is within reach.
      assert.equal(lintAsUser([tooDeep.split('/').slice(0, 30).join('/')], far).status, 0);
    } finally {
      rmSync(ok, { recursive: true, force: true });
      rmSync(far, { recursive: true, force: true });
    }
  });

  test('links out of the folder and links to nothing are said and counted, without failing the run', () => {
    const outside = tree({ 'elsewhere/SKILL.md': SKILL('elsewhere') });
    const dir = tree({ 'skills/fine/SKILL.md': SKILL('fine') });
    symlinkSync(outside, path.join(dir, 'outside'));
    symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'broken'));
    try {
      const r = lintAsUser([], dir);
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stderr, /^skillkiln: outside is not followed: it links out of the folder \(to .+\)\.$/m);
      assert.match(r.stderr, /^skillkiln: broken is not followed: it is a symbolic link to nothing\.$/m);
      assert.match(r.stdout, /in 1 file checked; 2 links not followed \(listed on stderr\)$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('skillsDirs in the folder settings cannot reach out of the folder (`../..`, `/etc`)', () => {
    const outside = tree({ 'theirs/SKILL.md': '---\nname: theirs\ndescription: Not ours at all.\n---\n' });
    const dir = tree({ 'repo/mine/fine/SKILL.md': SKILL('fine') });
    const repo = path.join(dir, 'repo');
    mkdirSync(path.join(repo, '.vscode'));
    writeFileSync(path.join(repo, '.vscode', 'settings.json'), JSON.stringify({ 'skillkiln.skillsDirs': [path.relative(repo, outside), outside, 'mine'] }));
    try {
      const r = spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), 'catalog', '--format', 'json'], { cwd: repo, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      const catalog = JSON.parse(r.stdout) as { root: string; entries: { name: string }[] };
      assert.equal(catalog.root, 'mine');
      assert.deepEqual(catalog.entries.map((e) => e.name), ['fine']);
      assert.equal((r.stderr.match(/is outside the workspace folder and is ignored/g) ?? []).length, 2, r.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
