import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateFileFix, EscapeExecMarkerFix } from '../../../server/src/service/profiles/agentSkills/fixData';
import { joinLines } from '../helpers/serviceFixture';
import { agentService, lintSkill, only, skillPath, skillText, validHeader } from './agentSkillsFixture';

const withBody = (...body: string[]) => skillText(validHeader('pdf'), body);

describe('exec-marker', () => {
  test('`!` before a code span in prose: Claude Code runs it at load time', () => {
    const f = only(lintSkill('pdf', withBody('Current branch: !`git branch --show-current`')), 'exec-marker');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'warning');
    assert.deepEqual(f[0]!.range, { start: { line: 4, character: 16 }, end: { line: 4, character: 44 } });
    assert.match(f[0]!.message.en, /runs `git branch --show-current` in a shell .*even inside a code fence/);
    const data = f[0]!.data as EscapeExecMarkerFix;
    assert.deepEqual(data.edit, { range: { start: { line: 4, character: 17 }, end: { line: 4, character: 17 } }, newText: ' ' });
  });
  test('inside a code fence too', () => {
    const f = only(lintSkill('pdf', withBody('```markdown', 'PR: !`gh pr view $1`', '```')), 'exec-marker');
    assert.equal(f.length, 1);
    assert.equal((f[0]!.data as EscapeExecMarkerFix).command, 'gh pr view $1');
  });
  test('a `!` that is text or ends a code span is not a marker', () => {
    const body = ['Add `!` before `:` for a breaking change.', 'Use `try!` and `info!` macros.', 'The `!`command`` syntax runs at load time.', '```js', 'return `Hello, ${name}!`;', '```', 'Date: !`date`, wow! `code` here.'];
    assert.deepEqual(only(lintSkill('pdf', withBody(...body)), 'exec-marker').map((f) => f.range.start.line), [10]);
  });
  test('not reported when Claude Code is not a target', () => {
    assert.equal(only(lintSkill('pdf', withBody('Now: !`date`'), { targets: ['spec', 'codex'] }), 'exec-marker').length, 0);
  });
});

describe('body-length', () => {
  test('501 body lines: warning with the count, on the 501st line', () => {
    const body = Array.from({ length: 501 }, (_, i) => `line ${i + 1}`);
    const f = only(lintSkill('pdf', withBody(...body)), 'body-length');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /501 lines/);
    assert.equal(f[0]!.range.start.line, 4 + 500);
  });
  test('500 lines pass', () => {
    assert.equal(only(lintSkill('pdf', withBody(...Array.from({ length: 500 }, () => 'x'))), 'body-length').length, 0);
  });
});

describe('reference-missing', () => {
  test('a relative link to a missing file, with the file to create', () => {
    const f = only(lintSkill('pdf', withBody('See [the API](references/api.md#auth) for details.')), 'reference-missing');
    assert.equal(f.length, 1);
    assert.deepEqual(f[0]!.range, { start: { line: 4, character: 14 }, end: { line: 4, character: 36 } });
    assert.deepEqual(f[0]!.data as CreateFileFix, { fix: 'create-file', path: '/ws/skills/pdf/references/api.md', relative: 'references/api.md' });
    assert.match(f[0]!.message.en, /the agent will try to open it and fail/);
  });
  test('a backticked script path, even inside a command; once per line', () => {
    const f = only(lintSkill('pdf', withBody('| `scripts/fill.py` | `python scripts/fill.py in.pdf` |')), 'reference-missing');
    assert.equal(f.length, 1);
    assert.equal((f[0]!.data as CreateFileFix).relative, 'scripts/fill.py');
  });
  test('existing files, directories and ./ prefixes resolve', () => {
    const extra = { '/ws/skills/pdf/references/api.md': '# API', '/ws/skills/pdf/scripts/fill.py': 'print()', '/ws/skills/pdf/assets/img/logo.svg': '<svg/>' };
    const body = ['[api](./references/api.md) and `scripts/fill.py`, [assets](assets/img/) and ![logo](assets/img/logo.svg "Logo")'];
    assert.equal(only(lintSkill('pdf', withBody(...body), {}, extra), 'reference-missing').length, 0);
  });
  test('no false positives: placeholders, URLs, anchors, fenced code, examples', () => {
    const body = [
      'Run `{baseDir}/scripts/run.py`, `$SKILL_DIR/scripts/a.py`, `scripts/<name>.py` or `references/*.md`.',
      'See [docs](https://example.com/references/a.md), [top](#usage), [mail](mailto:a@b.c) and [x](url).',
      'Never include project scripts (e.g., `./scripts/deploy.sh`).',
      'Read `path/to/file.md` and `references/filename.md` or `phases/phaseN.md`.',
      '```markdown',
      '[guide](references/guide.md) and `scripts/x.py`',
      '```',
      'Your repo has `src/index.ts` and `docs/intro.md`.',
    ];
    assert.deepEqual(only(lintSkill('pdf', withBody(...body)), 'reference-missing'), []);
  });
  test('a path into another folder of the skill is checked when that folder exists', () => {
    const f = only(lintSkill('pdf', withBody('| Go | `languages/go.md` |', '| Python | `languages/python.md` |'), {}, { '/ws/skills/pdf/languages/python.md': '# Py' }), 'reference-missing');
    assert.deepEqual(f.map((x) => (x.data as CreateFileFix).relative), ['languages/go.md']);
  });
  test('a file that differs only by case is named', () => {
    const f = only(lintSkill('pdf', withBody('- `references/security.md`'), {}, { '/ws/skills/pdf/references/Security.md': '# S' }), 'reference-missing');
    assert.match(f[0]!.message.en, /`Security\.md` exists, but names are case-sensitive/);
  });
  test('a link leaving the skill folder is reported only when missing', () => {
    const s = agentService({ [skillPath('pdf')]: withBody('[other](../docx/SKILL.md) and [gone](../gone/SKILL.md)'), [skillPath('docx')]: skillText(validHeader('docx')) });
    const f = only([...s.findings(skillPath('pdf'))], 'reference-missing');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /outside the skill's folder/);
  });
  test('other markdown files are not checked', () => {
    const s = agentService({ [skillPath('pdf')]: withBody('ok'), '/ws/skills/pdf/references/a.md': joinLines('# A', 'See [b](b.md) and `scripts/x.py`.') });
    assert.deepEqual(only([...s.findings('/ws/skills/pdf/references/a.md')], 'reference-missing'), []);
  });
  test('creating the file clears the finding', () => {
    const s = agentService({ [skillPath('pdf')]: withBody('See [api](references/api.md).') });
    assert.equal(only([...s.findings(skillPath('pdf'))], 'reference-missing').length, 1);
    s.fs.writeFile('/ws/skills/pdf/references/api.md', '# API');
    s.fileChanged('/ws/skills/pdf/references/api.md');
    assert.equal(only([...s.findings(skillPath('pdf'))], 'reference-missing').length, 0);
  });
});
