import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCli } from './runCli';

/** A skill whose keyword fixes overlap (one keyword repeated and already in the description: two rounds) and a fenced command. */
const FIXABLE = ['---', 'name: a', 'description: Greet with a festive message.', 'keywords: festive, festive, hola', '---', '# A', '', '```bash', 'echo hi', '```', ''];
const FIXED = ['---', 'name: a', 'description: Greet with a festive message.', 'keywords: hola', '---', '# A', '', 'Call your `bash` tool with this command:', '', '    echo hi', '', "The answer is the command's output, nothing else.", ''];

/** A temporary folder with `files` (relative path → content); removed by the caller. */
function workspace(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skillkiln-fix-'));
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
  return root;
}

function withWorkspace(files: Record<string, string | Buffer>, body: (root: string) => void): void {
  const root = workspace(files);
  try {
    body(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const SKILL = 'skills/a.md';

describe('skillkiln lint --fix', () => {
  test('one run converges (fixes that touch are taken in later rounds), says what it fixed, then reports what remains', () => {
    withWorkspace({ [SKILL]: FIXABLE.join('\n') }, (root) => {
      const r = runCli(['lint', '--fix'], root);
      assert.equal(r.status, 0, r.stdout + r.stderr);
      assert.equal(readFileSync(path.join(root, SKILL), 'utf8'), FIXED.join('\n'));
      assert.match(r.stdout, /^skills\/a\.md: fixed keywords-in-description ×2, fenced-command$/m);
      assert.match(r.stdout, /^Fixed 3 problems in 1 file\.$/m);
      assert.match(r.stdout, /^No problems in 1 file checked$/m);
    });
  });

  test('a second run changes nothing (idempotent)', () => {
    withWorkspace({ [SKILL]: FIXABLE.join('\n') }, (root) => {
      runCli(['lint', '--fix'], root);
      const before = statSync(path.join(root, SKILL));
      const again = runCli(['lint', '--fix'], root);
      assert.equal(again.status, 0);
      assert.doesNotMatch(again.stdout, /fixed/i);
      assert.equal(readFileSync(path.join(root, SKILL), 'utf8'), FIXED.join('\n'));
      assert.equal(statSync(path.join(root, SKILL)).ino, before.ino, 'not rewritten');
    });
  });

  test('CRLF line breaks and the BOM are kept, byte for byte', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    withWorkspace({ [SKILL]: Buffer.concat([bom, Buffer.from(FIXABLE.join('\r\n'))]) }, (root) => {
      assert.equal(runCli(['lint', '--fix'], root).status, 0);
      assert.deepEqual(readFileSync(path.join(root, SKILL)), Buffer.concat([bom, Buffer.from(FIXED.join('\r\n'))]));
    });
  });

  test('the write is atomic: a new file renamed over the old one, with its mode, no temporary file left; a symlink stays a link', () => {
    withWorkspace({ [SKILL]: FIXABLE.join('\n'), 'real/b.md': FIXABLE.join('\n').replace('name: a', 'name: b') }, (root) => {
      const file = path.join(root, SKILL);
      chmodSync(file, 0o640);
      symlinkSync(path.join(root, 'real', 'b.md'), path.join(root, 'skills', 'b.md'));
      const inode = statSync(file).ino;
      assert.equal(runCli(['lint', '--fix'], root).status, 0);
      assert.notEqual(statSync(file).ino, inode, 'renamed into place, not truncated and rewritten');
      assert.equal(statSync(file).mode & 0o777, 0o640);
      assert.deepEqual(readdirSync(path.join(root, 'skills')).sort(), ['a.md', 'b.md']);
      assert.match(readFileSync(path.join(root, 'real', 'b.md'), 'utf8'), /keywords: hola\n/, 'the link’s target is fixed');
      assert.equal(spawnSync('test', ['-L', path.join(root, 'skills', 'b.md')]).status, 0, 'still a symlink');
    });
  });

  test('a file that is not valid UTF-8 is left byte for byte as it was', () => {
    const bytes = Buffer.concat([Buffer.from(FIXABLE.join('\n')), Buffer.from([0xff, 0x0a])]);
    withWorkspace({ [SKILL]: bytes }, (root) => {
      const r = runCli(['lint', '--fix'], root);
      assert.deepEqual(readFileSync(path.join(root, SKILL)), bytes);
      assert.match(r.stderr, /skills\/a\.md: not fixed: the file is not valid UTF-8/);
      assert.match(r.stdout, /keywords-in-description/, 'what remains is reported');
    });
  });

  test('--fix-dry-run prints a diff that git applies to the same bytes --fix writes, and writes nothing', () => {
    withWorkspace({ [SKILL]: FIXABLE.join('\r\n') }, (root) => {
      const r = runCli(['lint', '--fix-dry-run'], root);
      assert.equal(r.status, 0, r.stderr);
      assert.equal(readFileSync(path.join(root, SKILL), 'utf8'), FIXABLE.join('\r\n'), 'nothing written');
      assert.match(r.stdout, /^diff --git a\/skills\/a\.md b\/skills\/a\.md\n--- a\/skills\/a\.md\n\+\+\+ b\/skills\/a\.md\n@@ -1,10 \+1,12 @@\n/);
      assert.match(r.stdout, /^-keywords: festive, festive, hola\r\n\+keywords: hola\r\n/m);
      assert.match(r.stderr, /would fix keywords-in-description ×2, fenced-command/);
      const copy = mkdtempSync(path.join(tmpdir(), 'skillkiln-apply-'));
      try {
        cpSync(root, copy, { recursive: true });
        writeFileSync(path.join(copy, 'fix.patch'), r.stdout);
        const applied = spawnSync('git', ['apply', 'fix.patch'], { cwd: copy, encoding: 'utf8' });
        assert.equal(applied.status, 0, applied.stderr);
        runCli(['lint', '--fix'], root);
        assert.deepEqual(readFileSync(path.join(copy, SKILL)), readFileSync(path.join(root, SKILL)));
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });
  });

  test('--fix-dry-run exits as the fixed files would: 1 while an error would remain', () => {
    withWorkspace({ [SKILL]: ['---', 'name: a', 'description: A.', '# A', ''].join('\n') }, (root) => {
      assert.equal(runCli(['lint', '--fix-dry-run'], root).status, 1);
      const unsafe = runCli(['lint', '--fix-dry-run', '--fix-unsafe'], root);
      assert.equal(unsafe.status, 0, unsafe.stdout + unsafe.stderr);
      assert.match(unsafe.stdout, /^\+---$/m);
    });
  });

  test('--fix leaves the fixes that need a choice; --fix-unsafe applies them and creates missing files', () => {
    const unclosed = ['---', 'name: a', 'description: A.', '# A', ''].join('\n');
    const agent = ['---', 'name: pdf', 'description: Fill PDF forms.', '---', 'Run `scripts/fill.py`.', ''].join('\n');
    withWorkspace({ [SKILL]: unclosed, '.claude/skills/pdf/SKILL.md': agent }, (root) => {
      const safe = runCli(['lint', '--fix', '--format', 'json'], root);
      assert.equal(safe.status, 1);
      assert.deepEqual((JSON.parse(safe.stdout) as { code: string }[]).map((f) => f.code).sort(), ['frontmatter-unclosed', 'reference-missing']);
      assert.equal(readFileSync(path.join(root, SKILL), 'utf8'), unclosed);
      const unsafe = runCli(['lint', '--fix-unsafe', '--format', 'json'], root);
      assert.equal(unsafe.status, 0, unsafe.stdout + unsafe.stderr);
      assert.deepEqual(JSON.parse(unsafe.stdout), [], 'stdout stays one JSON array; the fix report goes to stderr');
      assert.match(unsafe.stderr, /skills\/a\.md: fixed frontmatter-unclosed/);
      assert.equal(readFileSync(path.join(root, SKILL), 'utf8'), ['---', 'name: a', 'description: A.', '---', '# A', ''].join('\n'));
      assert.equal(readFileSync(path.join(root, '.claude/skills/pdf/scripts/fill.py'), 'utf8'), '');
    });
  });

  test('the fix report speaks --locale', () => {
    withWorkspace({ [SKILL]: FIXABLE.join('\n') }, (root) => {
      const r = runCli(['lint', '--fix', '--locale', 'fr'], root);
      assert.match(r.stdout, /^skills\/a\.md : corrigé keywords-in-description ×2, fenced-command$/m);
      assert.match(r.stdout, /^3 problèmes corrigés dans 1 fichier\.$/m);
    });
  });

  test('--fix goes with lint only', () => {
    const r = runCli(['catalog', '--fix'], tmpdir());
    assert.equal(r.status, 2);
    assert.match(r.stderr, /go with lint/);
  });
});
