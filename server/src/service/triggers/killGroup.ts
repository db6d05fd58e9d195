import type { ChildProcess } from 'node:child_process';

/**
 * Kills a child started with `detached: true` and everything it started (its process group):
 * an agent leaves helpers behind (a language server, a shell) that would outlive a plain kill.
 * A group already gone is not an error.
 */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
