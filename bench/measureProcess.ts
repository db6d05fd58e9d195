import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Wall time, CPU time and peak memory of one child process run. */
export interface ProcessFigures {
  readonly ms: number;
  /** User + system CPU time of the process itself. */
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly status: number | null;
}

/** Runs `node [args]` once in `cwd` with the reporter preloaded (bench/rssReporter.cjs); output is discarded. */
export function runNode(args: readonly string[], cwd: string): ProcessFigures {
  const reporter = path.join(__dirname, '..', '..', 'bench', 'rssReporter.cjs');
  const rssFile = path.join(os.tmpdir(), `skillkiln-rss-${process.pid}-${Date.now()}`);
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--require', reporter, ...args], { cwd, env: { ...process.env, SKILLKILN_RSS_FILE: rssFile }, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!fs.existsSync(rssFile)) throw new Error(`node ${args.join(' ')} left no figures (exit ${r.status}): ${String(r.stderr).slice(-500)}`);
  const u = JSON.parse(fs.readFileSync(rssFile, 'utf8')) as { maxRSS: number; user: number; system: number };
  fs.rmSync(rssFile, { force: true });
  return { ms, cpuMs: (u.user + u.system) / 1000, rssMb: u.maxRSS / 1024, status: r.status };
}

/** The median of some numbers (the upper one of an even count). */
export function median(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

/** One command of paired runs; `setup` runs before each of its runs and returns what undoes it. */
export interface PairedCommand {
  readonly args: readonly string[];
  readonly setup?: () => () => void;
}

/**
 * Runs each command `runs` times, alternating them within each round (paired runs: a noisy
 * machine slows both alike), and returns per command the runs and their medians.
 */
export function pairedRuns(commands: readonly PairedCommand[], cwd: string, runs: number): { readonly runs: ProcessFigures[]; readonly cpuMs: number; readonly ms: number; readonly rssMb: number }[] {
  const all = commands.map(() => [] as ProcessFigures[]);
  const once = (c: PairedCommand) => {
    const undo = c.setup?.();
    try {
      return runNode(c.args, cwd);
    } finally {
      undo?.();
    }
  };
  for (let i = 0; i < runs; i++) commands.forEach((c, k) => all[k]!.push(once(c)));
  return all.map((list) => ({ runs: list, cpuMs: median(list.map((r) => r.cpuMs)), ms: median(list.map((r) => r.ms)), rssMb: Math.max(...list.map((r) => r.rssMb)) }));
}
