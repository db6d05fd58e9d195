import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Wall time and peak memory of one child process run. */
export interface ProcessFigures {
  readonly ms: number;
  readonly rssMb: number;
  readonly status: number | null;
}

/** Runs `node [args]` with the RSS reporter preloaded; returns the median of `runs` runs. */
export function measureNode(args: readonly string[], cwd: string, runs = 3): ProcessFigures {
  const results: ProcessFigures[] = [];
  const reporter = path.join(__dirname, '..', '..', 'bench', 'rssReporter.cjs');
  for (let i = 0; i < runs; i++) {
    const rssFile = path.join(os.tmpdir(), `skillsmith-rss-${process.pid}-${i}`);
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--require', reporter, ...args], { cwd, env: { ...process.env, SKILLSMITH_RSS_FILE: rssFile }, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const kb = Number(fs.readFileSync(rssFile, 'utf8'));
    fs.rmSync(rssFile, { force: true });
    results.push({ ms, rssMb: kb / 1024, status: r.status });
  }
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
}
