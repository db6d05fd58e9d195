import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root: the nearest folder above this file holding scripts/ensure-vscode.mjs.
 * Found by walking up so it works from test/e2e/runner (ts-node) and out/test/e2e/runner (tsc).
 */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'scripts', 'ensure-vscode.mjs'))) return dir;
    if (dirname(dir) === dir) throw new Error(`cannot find the repository root above ${start}`);
  }
}
