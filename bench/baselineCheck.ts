import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * The commit whose findings the optimised code must reproduce byte for byte: the code of
 * issue #18's work before its optimisations. Rules change findings on purpose (new agents,
 * new checks); after such a change is merged, set this to a commit that has it and no
 * optimisation under test (usually the merge itself), so the check compares like with like.
 */
export const BASELINE_COMMIT = '9a02b7b49a2f3a71ef2237ca9afb526a861ee726';

/** The outcome of comparing the CLI's JSON findings with the baseline's on one workspace. */
export interface BaselineComparison {
  readonly commit: string;
  readonly identical: boolean;
  readonly findings: number;
  /** Byte offset of the first difference, when they differ. */
  readonly firstDifference?: number;
}

/**
 * The baseline's CLI bundle, built once into `~/.cache/skillkiln/baseline/<commit>` from
 * `git archive` (no worktree is registered in the clone) with the clone's node_modules.
 */
function baselineCli(repo: string, commit: string): string {
  const dir = path.join(process.env['XDG_CACHE_HOME'] ?? path.join(os.homedir(), '.cache'), 'skillkiln', 'baseline', commit);
  const cli = path.join(dir, 'dist', 'cli.js');
  if (fs.existsSync(path.join(dir, '.built'))) return cli;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', repo, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build.mjs', 'cli'], { cwd: dir, stdio: 'ignore' });
  fs.writeFileSync(path.join(dir, '.built'), `${commit}\n`);
  return cli;
}

/** `lint --format json .` in `cwd`, written to a file (tens of MB: not held as a string twice). */
function lintJson(cli: string, cwd: string, out: string): Buffer {
  const fd = fs.openSync(out, 'w');
  try {
    spawnSync(process.execPath, [cli, 'lint', '--format', 'json', '.'], { cwd, stdio: ['ignore', fd, 'ignore'] });
  } finally {
    fs.closeSync(fd);
  }
  return fs.readFileSync(out);
}

/** Runs the current CLI (`dist/cli.js`) and the baseline's on `workspace` and compares their JSON output. */
export function compareWithBaseline(repo: string, workspace: string, commit = BASELINE_COMMIT): BaselineComparison {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-baseline-'));
  try {
    const before = lintJson(baselineCli(repo, commit), workspace, path.join(tmp, 'before.json'));
    const after = lintJson(path.join(repo, 'dist', 'cli.js'), workspace, path.join(tmp, 'after.json'));
    const findings = (JSON.parse(after.toString('utf8')) as unknown[]).length;
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    if (digest(before) === digest(after)) return { commit, identical: true, findings };
    let i = 0;
    while (i < before.length && i < after.length && before[i] === after[i]) i++;
    return { commit, identical: false, findings, firstDifference: i };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
