import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { runCli } from './runCli';
import { tempTree } from './tempTree';

/**
 * A skill whose folder name and description try to act on a CI log: runner commands at the
 * start of a line (`::add-mask::`, `::error file=…::`, `##vso[…]`), ESC sequences, a C1 CSI,
 * a bidi override and a line separator.
 */
const HOSTILE = [
  '---',
  'name: evil',
  'description: "Use when greeting.\\n::add-mask::hunter2\\n::error file=a.md::pwned\\n##vso[task.setvariable variable=x]1\\n  ::stop-commands::tok\\nESC \\e[2J\\e]8;;http://x\\a C1 \\x9b31m bidi \\u202e sep \\u2028 end"',
  'licence: MIT',
  '---',
  'Hi.',
  '',
].join('\n');
const FOLDER = '::warning::x';

/** Characters a terminal or a runner acts on (tab and line feed allowed). */
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** Our own annotation lines in `--format github`. */
const OWN_ANNOTATION = /^::(error|warning|notice) file=[^:,\n]*,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=skillkiln [a-z-]+::/;

/** Asserts stdout is safe to print in a CI log: no raw control, no line a runner takes as a command (but our annotations). */
function assertCiSafe(stdout: string, label: string, ownAnnotations = false): void {
  assert.ok(stdout.length > 0, `${label}: no output`);
  const raw = RAW.exec(stdout);
  assert.equal(raw, null, `${label}: raw U+${raw?.[0].codePointAt(0)?.toString(16)} at ${raw?.index}`);
  for (const line of stdout.split('\n')) {
    if (ownAnnotations && OWN_ANNOTATION.test(line)) continue;
    assert.doesNotMatch(line.trimStart(), /^(::|##\[|##vso\[)/, `${label}: a runner command line: ${line}`);
  }
}

describe('every output a skill’s text reaches is safe to print in a CI log', () => {
  const withSkill = (body: (skills: string) => void) => {
    const top = tempTree({ [`.claude/skills/${FOLDER}/SKILL.md`]: HOSTILE });
    try {
      body(path.join(top, '.claude', 'skills'));
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  };

  test('catalog, as text and as JSON', () => {
    withSkill((skills) => {
      const top = path.dirname(path.dirname(skills));
      const text = runCli(['catalog', '--target', 'claude-code', '.'], top);
      assertCiSafe(text.stdout, 'catalog text');
      assert.match(text.stdout, /\\x3A:add-mask::hunter2/, 'the text is still there, defused');
      assert.match(text.stdout, /\\x1B\[2J/);
      const json = runCli(['catalog', '--format', 'json', '--target', 'claude-code', '.'], top);
      assertCiSafe(json.stdout, 'catalog json');
      assert.match(JSON.parse(json.stdout).text as string, /\u202e/, 'the JSON value is unchanged once parsed');
    });
  });

  test('lint as text, github, json and sarif; SARIF URIs percent-encoded', () => {
    withSkill((skills) => {
      // Run from the skills folder: every path printed starts with the folder name `::warning::x`.
      for (const format of ['text', 'github', 'json', 'sarif']) {
        const r = runCli(['lint', '--format', format, '--targets', 'spec', '.'], skills);
        assert.equal(r.status, 1, r.stderr);
        assertCiSafe(r.stdout, format, format === 'github');
        if (format === 'github') assert.match(r.stdout, /^::error file=%3A%3Awarning%3A%3Ax\/SKILL\.md,/m);
        if (format === 'sarif') {
          const uris = JSON.stringify(JSON.parse(r.stdout)).match(/"uri":"[^"]*"/g) ?? [];
          const artifacts = uris.filter((u) => u.includes('SKILL.md'));
          assert.ok(artifacts.length > 0);
          for (const u of artifacts) assert.equal(u, '"uri":"%3A%3Awarning%3A%3Ax/SKILL.md"');
        }
      }
    });
  });
});
