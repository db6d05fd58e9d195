import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

/** Repository root (tests run from out/test/cli/). */
export const REPO = path.resolve(__dirname, '..', '..', '..');
/** CLI fixture folders. */
export const FIXTURES = path.join(REPO, 'test', 'fixtures', 'cli');

/** Result of one run of the real bundled CLI. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node dist/cli.js …args` in `cwd`. */
export function runCli(args: readonly string[], cwd: string): CliRun {
  const r = spawnSync(process.execPath, [path.join(REPO, 'dist', 'cli.js'), ...args], { cwd, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
