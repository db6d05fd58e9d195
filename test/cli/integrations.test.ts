import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { REPO } from './runCli';
import { mmSkill, tempTree } from './tempTree';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(readFileSync(path.join(REPO, 'action.yml'), 'utf8')) as Action;
const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string>; scripts: Record<string, string> };

/** `${{ inputs.x }}` and `${{ github.action_path }}` as the runner fills them in. */
function expand(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*(inputs\.([\w-]+)|github\.action_path)\s*\}\}/g, (_, _all, name: string | undefined) => (name === undefined ? REPO : inputs[name] ?? action.inputs[name]?.default ?? ''));
}

/** Runs the action's lint step in `cwd`, as the runner would (bash, the step's env). */
function runLintStep(cwd: string, inputs: Record<string, string>) {
  const step = action.runs.steps.find((s) => s.name === 'Lint skills')!;
  const env: Record<string, string> = { ...process.env } as Record<string, string>;
  for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expand(v, inputs);
  return spawnSync('bash', ['-e', '-c', step.run!], { cwd, env, encoding: 'utf8' });
}

const folder = () => tempTree({ 'skills/broken.md': '---\nname: broken\n', 'skills/many.md': mmSkill('many', 9) });

describe('the GitHub Action (action.yml)', () => {
  test('is a composite action that sets up Node, builds the CLI and uploads SARIF only when asked', () => {
    assert.equal(action.runs.using, 'composite');
    const [setup, build, , upload] = action.runs.steps;
    assert.match(setup!.uses!, /^actions\/setup-node@v\d+$/);
    assert.match(build!.run!, /node scripts\/build\.mjs cli$/);
    assert.equal(pkg.bin['skillkiln'], './dist/cli.js', 'the build makes the file the lint step runs');
    assert.match(upload!.uses!, /^github\/codeql-action\/upload-sarif@v\d+$/);
    assert.equal(upload!.if, "${{ always() && inputs.sarif-file != '' }}");
    assert.equal(upload!.with!['sarif_file'], '${{ inputs.sarif-file }}');
  });

  test('its lint step prints annotations, fails on errors, and writes the SARIF file it uploads', () => {
    const dir = folder();
    const r = runLintStep(dir, { 'sarif-file': 'skillkiln.sarif' });
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stdout, /^::error file=skills\/broken\.md,line=1,col=1,/m);
    assert.match(r.stdout, /^::warning file=skills\/many\.md,line=4,/m);
    const sarif = JSON.parse(readFileSync(path.join(dir, 'skillkiln.sarif'), 'utf8')) as { version: string; runs: { results: unknown[] }[] };
    assert.equal(sarif.version, '2.1.0');
    assert.equal(sarif.runs[0]!.results.length, 2);
  });

  test('paths and args inputs reach the CLI; no SARIF file unless asked', () => {
    const dir = folder();
    const r = runLintStep(dir, { paths: 'skills/many.md', args: '--max-warnings 0' });
    assert.equal(r.status, 1, 'one warning is over --max-warnings 0');
    assert.doesNotMatch(r.stdout, /broken\.md/);
    assert.equal(runLintStep(dir, { paths: 'skills/many.md' }).status, 0);
    assert.ok(!existsSync(path.join(dir, 'skillkiln.sarif')));
  });
});

describe('the pre-commit hook (.pre-commit-hooks.yaml)', () => {
  const hooks = parse(readFileSync(path.join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string; language: string; types: string[]; pass_filenames?: boolean }[];
  const hook = hooks.find((h) => h.id === 'skillkiln')!;

  test('runs `skillkiln lint` on the staged markdown files, failing on errors', () => {
    assert.equal(hook.language, 'node');
    assert.deepEqual(hook.types, ['markdown']);
    assert.notEqual(hook.pass_filenames, false);
    const [bin, ...args] = hook.entry.split(' ');
    const cli = path.join(REPO, pkg.bin[bin!]!);
    const dir = folder();
    // pre-commit appends the staged files that match `types`.
    const staged = (files: string[]) => spawnSync(process.execPath, [cli, ...args, ...files], { cwd: dir, encoding: 'utf8' });
    const bad = staged(['skills/broken.md', 'skills/many.md']);
    assert.equal(bad.status, 1, bad.stderr);
    assert.match(bad.stdout, /^skills\/broken\.md:1:1 error frontmatter-unclosed /m);
    assert.equal(staged(['skills/many.md']).status, 0);
  });

  test('the package pre-commit installs holds the CLI, built by prepack', () => {
    assert.equal(pkg.scripts['prepack'], 'node scripts/build.mjs cli');
    const r = spawnSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: REPO, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const files = (JSON.parse(r.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
    const pages = readdirSync(path.join(REPO, 'docs', 'rules'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(REPO, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    assert.ok(pages.length > 50, 'the rule pages are there to ship');
    assert.deepEqual(files, ['LICENSE', 'README.md', 'dist/cli.js', ...pages, 'package.json'].sort());
  });
});

describe('the README\'s CI recipes use only the published package and parties the user already trusts', () => {
  const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const yamlBlocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const workflow = yamlBlocks.find((b) => b.includes('.github/workflows/'))!;
  const precommit = yamlBlocks.find((b) => b.includes('.pre-commit-config.yaml'))!;

  test('the workflow runs the npm package at a pinned version, and uses no action of an account the project does not own', () => {
    const steps = (parse(workflow) as { jobs: { skills: { steps: { uses?: string; run?: string }[] } } }).jobs.skills.steps;
    for (const step of steps) {
      if (step.uses !== undefined) assert.match(step.uses, /^(actions|github)\/[\w-]+(\/[\w-]+)?@v\d+$/, step.uses);
    }
    const runs = steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));
    assert.ok(runs.some((r) => r.startsWith(`npx --yes skillkiln@${pkg.version} lint --format github`)), runs.join('\n'));
    assert.ok(runs.some((r) => r.includes(`skillkiln@${pkg.version} lint --format sarif`)), runs.join('\n'));
  });

  test('the pre-commit recipe is a local hook with the npm package, the same entry as the shipped hook', () => {
    const config = parse(precommit) as { repos: { repo: string; hooks: { id: string; entry: string; language: string; additional_dependencies: string[] }[] }[] };
    const [repo] = config.repos;
    assert.equal(repo!.repo, 'local');
    const local = repo!.hooks[0]!;
    const shipped = (parse(readFileSync(path.join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string; language: string }[])[0]!;
    assert.deepEqual([local.id, local.entry, local.language], [shipped.id, shipped.entry, shipped.language]);
    assert.deepEqual(local.additional_dependencies, [`skillkiln@${pkg.version}`]);
  });
});
