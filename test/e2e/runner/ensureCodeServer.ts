import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './repoRoot';

/**
 * Runs scripts/ensure-vscode.mjs (installs code-server into .vscode-test/ on first use, checks
 * Chromium) and resolves with the code-server entry point it prints. Its progress and one-line
 * errors go straight to our stderr.
 */
export function ensureCodeServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'ensure-vscode.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const entry = stdout.trim().split('\n').pop();
      if (code === 0 && entry) resolve(entry);
      else reject(new Error(`scripts/ensure-vscode.mjs failed (exit ${code}); see the message above`));
    });
  });
}
