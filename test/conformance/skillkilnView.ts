import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { SkillkilnView } from './compareRun';
import { reapStrays } from './reapStrays';

const execFileAsync = promisify(execFile);
const REPO = path.resolve(__dirname, '..', '..', '..');
/** The CLI under test (`SKILLKILN_CLI`: another build of it, e.g. while dist/ is in use by a run). */
const CLI = process.env['SKILLKILN_CLI'] ?? path.join(REPO, 'dist', 'cli.js');

/** What `skillkiln lint` and `skillkiln catalog` say of the project for one target (run beside other agents' runs: never blocks). */
export async function skillkilnView(projectDir: string, target: string, env: Readonly<Record<string, string>>, catalogArgs: readonly string[] = []): Promise<SkillkilnView> {
  const run = async (args: string[]): Promise<unknown> => {
    try {
      const { stdout } = await execFileAsync(process.execPath, [CLI, ...args], { cwd: projectDir, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
      return JSON.parse(stdout) as unknown;
    } catch (err) {
      // Exit 1 means "problems found": its output is the answer all the same.
      const e = err as { code?: unknown; stdout?: string; stderr?: string };
      if (e.code === 1 && e.stdout) return JSON.parse(e.stdout) as unknown;
      throw new Error(`skillkiln ${args.join(' ')} exited ${String(e.code)}: ${(e.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`);
    }
  };
  const [findings, catalog] = await Promise.all([
    run(['lint', '.', '--targets', target, '--format', 'json']),
    run(['catalog', '.', '--target', target, '--format', 'json', ...catalogArgs]),
  ]);
  return { findings: findings as SkillkilnView['findings'], catalog: catalog as SkillkilnView['catalog'] };
}

/** A project folder and a home folder for one run; `cleanup` ends what the agent left running, removes both and says what it had to do. */
export function makeProject(write: (skillsDir: string) => void, skillsDir: string): { projectDir: string; homeDir: string; cleanup(): Promise<string[]> } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-conformance-'));
  const projectDir = path.join(base, 'project');
  const homeDir = path.join(base, 'home');
  fs.mkdirSync(projectDir, { recursive: true });
  fs.mkdirSync(homeDir, { recursive: true });
  spawnSync('git', ['init', '-q', projectDir]);
  write(path.join(projectDir, skillsDir));
  const cleanup = async (): Promise<string[]> => {
    const lines = (await reapStrays(base)).map((s) => `  # left running after the run, killed: ${s.command.slice(0, 200)}`);
    try {
      fs.rmSync(base, { recursive: true, force: true, maxRetries: 5 });
    } catch (err) {
      lines.push(`  # could not remove ${base}: ${(err as Error).message}`);
    }
    return lines;
  };
  return { projectDir: fs.realpathSync(projectDir), homeDir, cleanup };
}
