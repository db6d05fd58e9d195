import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateFileFix } from '../../../server/src/service/profiles/agentSkills/fixData';
import { agentService, lintSkill, only, skillPath, skillText, validHeader } from './agentSkillsFixture';

/** The relative paths `reference-missing` reports, in order. */
function missing(findings: ReturnType<typeof lintSkill>): string[] {
  return only(findings, 'reference-missing').map((f) => (f.data as CreateFileFix).relative);
}

describe('reference-missing: example paths in guides to writing skills', () => {
  const guideHeader = ['name: skill-creator', 'description: Guide for creating effective skills. Use when users want to create a new skill.'];
  const guideBody = [
    '# Skill Creator',
    '',
    'Run `scripts/init_skill.py` to start, then read `references/workflows.md`.',
    '',
    '##### Scripts (`scripts/`)',
    '',
    '- **When to include**: when the same code is rewritten repeatedly',
    '- **Example**: `scripts/rotate_pdf.py` for PDF rotation tasks',
    '- **Examples**: `references/finance.md` for financial schemas, `references/mnda.md` for the NDA template',
    '',
    '**Examples:**',
    '- `scripts/validate_data.py`',
    '',
    '- `scripts/transform.sh`',
    '',
    'Example: When building a `pdf-editor` skill, the analysis shows:',
    '',
    '1. Rotating a PDF requires re-writing the same code each time',
    '2. A `scripts/rotate_pdf.py` script would be helpful to store in the skill',
    '',
    'As the skill grows, your skill might have `references/schema.md` for table layouts.',
    'Keep helpers in one folder (e.g., `scripts/deploy.sh`).',
    '',
    '| File | Use |',
    '|---|---|',
    '| `references/example-row.md` | Example of a row |',
  ];
  const dir = 'skill-creator';
  const extra = { [`/ws/skills/${dir}/scripts/init_skill.py`]: 'print()' };

  test('paths given as examples are not reported; its own missing files are', () => {
    const f = lintSkill(dir, skillText(guideHeader, guideBody), {}, extra);
    // workflows.md is a promise of the guide itself; the table row names a file, not an example.
    assert.deepEqual(missing(f), ['references/workflows.md', 'references/example-row.md']);
  });
  test('outside a guide, a modal on the line does not make a path an example', () => {
    const body = ['# PDF', '', 'If the form is scanned, you could run `scripts/ocr.py` first.'];
    assert.deepEqual(missing(lintSkill('pdf', skillText(validHeader('pdf'), body))), ['scripts/ocr.py']);
  });
  test('"the example input file" names a real file', () => {
    const body = ['# Geo', '', '- Refer to the example input file:', '  [`assets/example/feed.csv`](assets/example/feed.csv)'];
    assert.deepEqual(missing(lintSkill('geo', skillText(validHeader('geo'), body))), ['assets/example/feed.csv']);
  });
});

describe('reference-missing: placeholders', () => {
  test('names to fill in are not files', () => {
    const body = [
      '# Tool',
      '',
      'Usage: `python scripts/script_name.py <arg>`; put notes in `references/skill-name.md`.',
      'Read `path/to/file.md`, [the doc](path/to/doc.md), `scripts/<file>` and `assets/name.png`.',
      'Copy `scripts/your_script.py` and see `references/<topic>.md`.',
      'Then run `scripts/real_missing.py`.',
    ];
    assert.deepEqual(missing(lintSkill('tool', skillText(validHeader('tool'), body))), ['scripts/real_missing.py']);
  });
});

describe('reference-missing: paths relative to a plugin root', () => {
  const plugin = '/ws/plugins/forms';
  const skill = `${plugin}/skills/fill-form/SKILL.md`;
  const files = (body: string[]) => ({
    [`${plugin}/.claude-plugin/plugin.json`]: '{"name":"forms"}',
    [`${plugin}/scripts/fill.py`]: 'print()',
    [skill]: skillText(validHeader('fill-form'), body),
  });
  const findings = (body: string[]) => only([...agentService(files(body)).findings(skill)], 'reference-missing');

  test('`${CLAUDE_PLUGIN_ROOT}/…` resolves from the plugin folder; a missing one is reported there', () => {
    const f = findings(['# Fill', '', 'Run `${CLAUDE_PLUGIN_ROOT}/scripts/fill.py`, then `${CLAUDE_PLUGIN_ROOT}/scripts/gone.py`.']);
    assert.equal(f.length, 1);
    assert.equal((f[0]!.data as CreateFileFix).path, `${plugin}/scripts/gone.py`);
    assert.equal(f[0]!.message.en, "The body names `${CLAUDE_PLUGIN_ROOT}/scripts/gone.py`, which does not exist in the plugin's folder `plugins/forms/`: the agent will try to open it and fail.");
  });
  test('a body that says its scripts are in the plugin directory: paths found there are fine', () => {
    assert.deepEqual(findings(['# Fill', '', 'The scripts live in the plugin directory.', '', 'Run `scripts/fill.py`; then `scripts/gone.py`.']).map((f) => (f.data as CreateFileFix).relative), ['scripts/gone.py']);
  });
  test('without that statement, the message names the folder the path resolves from', () => {
    const f = findings(['# Fill', '', 'Run `scripts/fill.py`.']);
    assert.equal(f.length, 1);
    assert.equal(f[0]!.message.en, "The body names `scripts/fill.py`, which does not exist in the skill's folder: the agent will try to open it and fail; the path resolves from the plugin's folder `plugins/forms/`: write `../../scripts/fill.py` or say that the path starts from the plugin's folder.");
    assert.match(f[0]!.message.fr, /dossier du plugin `plugins\/forms\/`/);
  });
  test('a skills folder with no plugin marker: the folder above `skills/` is the plugin', () => {
    const s = agentService({ '/ws/tools/scripts/run.py': 'x', '/ws/tools/skills/run/SKILL.md': skillText(validHeader('run'), ['Run `${CLAUDE_PLUGIN_ROOT}/scripts/run.py` (in the plugin root).']) });
    assert.deepEqual(only([...s.findings('/ws/tools/skills/run/SKILL.md')], 'reference-missing'), []);
  });
});

describe('reference-missing: a path meant from the folder above the skill', () => {
  test("a link to a sibling skill written from the skills folder names the path that works", () => {
    const s = agentService({
      [skillPath('qdrant')]: skillText(validHeader('qdrant'), ['# Q', '', 'See [Debugging](debugging/SKILL.md).']),
      [skillPath('debugging')]: skillText(validHeader('debugging')),
    });
    const f = only([...s.findings(skillPath('qdrant'))], 'reference-missing');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.message.en, "This link points to `debugging/SKILL.md`, which does not exist in the skill's folder: the agent will try to open it and fail; the path resolves from the folder above the skill, `skills/`: write `../debugging/SKILL.md`.");
  });
});

describe('reference-missing: files the text does not say the skill ships', () => {
  // The skill has a `config/` folder: paths into it are checked like the standard folders'.
  const extra = { [skillPath('tool').replace(/SKILL\.md$/, 'config/base.json')]: '{}' };
  const paths = (...body: string[]) => missing(lintSkill('tool', skillText(validHeader('tool'), ['# Tool', '', ...body]), {}, extra));

  test('a list of examples led by a full-width colon, as Chinese text writes it', () => {
    assert.deepEqual(paths('例如，在构建`big-query`技能时，分析显示：', '', '1. 每次查询都需要重新发现表格结构', '2. 一个`references/schema.md`文件将有助于存储在技能中'), []);
    // "See the reference files for usage examples (示例) and notes:" leads a list of the skill's own files,
    // as "code examples:" does at the end of a sentence; "Examples:" as a label leads examples.
    assert.deepEqual(paths('具体提供者的权限范围、使用示例及注意事项请参见`references/`目录：', '- **GitHub** → `references/github.md` — 仓库'), ['references/github.md']);
    assert.deepEqual(paths('请查阅各个规则文件以获取详细说明和代码示例：', '', '- [rules/3d.md](rules/3d.md) - 3D'), ['rules/3d.md']);
    assert.deepEqual(paths('Read individual rule files for detailed explanations and code examples:', '', '- [rules/fonts.md](rules/fonts.md) - fonts'), ['rules/fonts.md']);
    assert.deepEqual(paths('**示例：**', '- `references/acme.md`'), []);
  });
  test('a file the agent is told to create or write is an output, not a missing file', () => {
    assert.deepEqual(paths('Edit `config/default.json` or create `config/user.json`:', '', '创建 `config/local.json` 文件：', '', '2. **Registry**: Store your device details in `references/devices.md`.', 'Write the summary to `reports/summary.md`.'), ['config/default.json']);
  });
  test("a sentence that places the file in the user's project", () => {
    assert.deepEqual(paths('4. **Preview image**: obtain an existing `assets/preview.png` path or ask the user to add it.', "Put `assets/logo.svg` from the user's project on the cover.", 'Then run `scripts/check.sh` and ask the user to confirm.'), ['scripts/check.sh']);
  });
  test('a table under a line that says it lists examples', () => {
    assert.deepEqual(paths('Examples:', '', '| Input | Result |', '|---|---|', '| `references/acme-report.md` | a summary |', '', '| File | Use |', '|---|---|', '| `scripts/run.py` | runs it |'), ['scripts/run.py']);
  });
});

describe('reference-missing: true cases met in the registries', () => {
  test('a README pasted as the body keeps links relative to its repository: each is a broken link here', () => {
    const body = ['# Tool', '', '- For more, check the [contributing guide](CONTRIBUTING.md) and [install docs](docs/install.md).', '- ![Run list](docs/assets/run-list.png)'];
    assert.deepEqual(missing(lintSkill('tool', skillText(validHeader('tool'), body))), ['CONTRIBUTING.md', 'docs/install.md', 'docs/assets/run-list.png']);
  });
  test('links to sibling skills of the source repository, and scripts the text tells the agent to run', () => {
    const body = ['# Kafka', '', '| Scale | [vertical-scaling](../kubeblocks-vertical-scaling/SKILL.md) |', '', '1. Run `python scripts/bootstrap.py check --json`.', '- **示例脚本**：参见 `scripts/discord-bot-example.mjs` 了解集成模式'];
    const f = only(lintSkill('kafka', skillText(validHeader('kafka'), body)), 'reference-missing');
    assert.deepEqual(f.map((x) => (x.data as CreateFileFix).relative), ['../kubeblocks-vertical-scaling/SKILL.md', 'scripts/bootstrap.py', 'scripts/discord-bot-example.mjs']);
    assert.match(f[0]!.message.en, /outside the skill's folder, and it does not exist/);
  });
});
