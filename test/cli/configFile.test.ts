import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { runCli } from './runCli';
import { mmSkill, tempTree } from './tempTree';

interface JsonFinding {
  file: string;
  severity: string;
  code: string;
}

/** `lint --format json` in `cwd`: the findings and the run. */
function lintJson(cwd: string, ...args: string[]) {
  const run = runCli(['lint', '--format', 'json', ...args], cwd);
  assert.notEqual(run.status, 2, run.stderr);
  return { run, findings: JSON.parse(run.stdout) as JsonFinding[] };
}

const capOf = (findings: JsonFinding[], file: string) => findings.find((f) => f.file === file && f.code === 'keywords-cap')?.severity;

describe('skillkiln lint with .skillkiln.json', () => {
  test('the file is found upward from the linted folder, and not above the repository root', () => {
    const dir = tempTree({
      '.skillkiln.json': JSON.stringify({ rules: { 'keywords-cap': 'hint' } }),
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.skillkiln.jsonc': '{ /* team */ "rules": { "keywords-cap": "error" } }',
      'repo/pkg/skills/a.md': mmSkill('a', 9),
      'other/.git/HEAD': 'ref: refs/heads/main\n',
      'other/skills/a.md': mmSkill('a', 9),
    });
    const inRepo = lintJson(path.join(dir, 'repo', 'pkg'));
    assert.equal(capOf(inRepo.findings, 'skills/a.md'), 'error');
    assert.equal(inRepo.run.status, 1);
    const other = lintJson(path.join(dir, 'other'));
    assert.equal(capOf(other.findings, 'skills/a.md'), 'warning', 'the file above the other repository is not read');
    assert.equal(other.run.status, 0);
  });

  test('overrides change severities per folder and per file, later entries winning', () => {
    const dir = tempTree({
      '.skillkiln.json': JSON.stringify({
        rules: { 'keywords-cap': 'error' },
        overrides: [{ files: ['skills/legacy-*.md'], rules: { 'keywords-cap': 'information' } }, { files: 'skills/legacy-b.md', rules: { 'keywords-cap': 'off' } }],
      }),
      'skills/new.md': mmSkill('new', 9),
      'skills/legacy-a.md': mmSkill('legacy-a', 9),
      'skills/legacy-b.md': mmSkill('legacy-b', 9),
    });
    const { findings } = lintJson(dir);
    assert.equal(capOf(findings, 'skills/new.md'), 'error');
    assert.equal(capOf(findings, 'skills/legacy-a.md'), 'information');
    assert.equal(capOf(findings, 'skills/legacy-b.md'), undefined);
  });

  test('ignored files and folders report nothing and are not counted as checked', () => {
    const dir = tempTree({
      '.skillkiln.json': JSON.stringify({ ignore: ['skills/drafts/', '**/*.wip.md'] }),
      'skills/kept.md': mmSkill('kept', 9),
      'skills/drafts/SKILL.md': '---\nname: drafts\n',
      'skills/later.wip.md': '---\nname: later\n',
    });
    const { run, findings } = lintJson(dir);
    assert.deepEqual([...new Set(findings.map((f) => f.file))], ['skills/kept.md']);
    assert.equal(run.status, 0, 'the unclosed headers of ignored files are not errors');
    assert.match(runCli(['lint'], dir).stdout, /in 1 file checked$/m);
  });

  test('.skillkiln.json wins over .vscode/settings.json for what it sets; the command line wins over both', () => {
    const dir = tempTree({
      '.vscode/settings.json': JSON.stringify({ 'skillkiln.rules': { 'keywords-cap': 'off', 'keywords-duplicate': 'error' }, 'skillkiln.skillsDirs': ['mine'] }),
      '.skillkiln.json': JSON.stringify({ rules: { 'keywords-cap': 'error' }, profile: 'mm' }),
      'mine/a.md': '---\nname: a\ndescription: Says hello.\nkeywords: k1, k2, k3, k4, k5, k6, k7, k8, k9, k1\n---\nx\n',
    });
    const { findings } = lintJson(dir);
    assert.equal(capOf(findings, 'mine/a.md'), 'error', 'the file wins for keywords-cap');
    assert.equal(findings.find((f) => f.code === 'keywords-duplicate')?.severity, 'error', 'the settings keep keywords-duplicate and skillsDirs');
    const tajo = lintJson(dir, '--profile', 'tajo');
    assert.equal(capOf(tajo.findings, 'mine/a.md'), undefined, '--profile wins over the file\'s profile');
  });

  test('a malformed file prints file:line: what is wrong, and the defaults apply (no crash)', () => {
    const dir = tempTree({ '.skillkiln.json': '{\n  "rules": { "keywords-cap": "error" }\n  "profile": "mm"\n}\n', 'skills/a.md': mmSkill('a', 9) });
    const { run, findings } = lintJson(dir);
    assert.equal(run.status, 0);
    assert.equal(capOf(findings, 'skills/a.md'), 'warning');
    assert.equal(run.stderr, `skillkiln: ${path.join(dir, '.skillkiln.json')}:3: a comma is missing; the whole file is ignored and the defaults are used.\n`);
  });
});
