import * as fs from 'node:fs';
import * as path from 'node:path';

/** A process still alive after an agent's run whose working folder or command line is inside the run's folder. */
export interface Stray {
  readonly pid: number;
  readonly command: string;
}

/** Every process (this one and its ancestors excepted) that works in `dir` or names it on its command line. */
export function straysIn(dir: string): Stray[] {
  const inside = (p: string): boolean => p === dir || p.startsWith(`${dir}${path.sep}`);
  const out: Stray[] = [];
  let pids: string[] = [];
  try { pids = fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n)); } catch { return out; /* no /proc: nothing to look at */ }
  for (const name of pids) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    let command = '';
    let cwd = '';
    try { command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim(); } catch { continue; /* gone */ }
    try { cwd = fs.readlinkSync(`/proc/${name}/cwd`); } catch { /* not ours to read, or gone */ }
    if (inside(cwd) || command.split(' ').some((arg) => inside(arg) || arg.includes(`${dir}${path.sep}`))) out.push({ pid, command });
  }
  return out;
}

/**
 * Kills what an agent left running in `dir` (Cline starts a hub daemon in a session of its own,
 * out of reach of the group kill) and waits until those processes are gone, so the folder can be
 * removed without a process still writing into it. Returns what it killed.
 */
export async function reapStrays(dir: string, waitMs = 5_000): Promise<Stray[]> {
  const found = straysIn(dir);
  for (const s of found) try { process.kill(s.pid, 'SIGKILL'); } catch { /* already gone */ }
  const until = Date.now() + waitMs;
  while (found.some((s) => alive(s.pid)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return found;
}

function alive(pid: number): boolean {
  try {
    // A killed child of ours stays a zombie until reaped; its state says it is dead.
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
