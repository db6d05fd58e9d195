/**
 * Runs an agent against the OpenAI-compatible mock with the two sharing one network namespace of
 * their own (loopback only, where the machine allows it; see spawnIsolated.ts): the agent can reach
 * the mock and nothing else. Run as `node isolatedMockRun.js <job.json>`, this file is the
 * namespace's first process: it starts the mock, runs the agent, and writes what happened. Also
 * for commands that need no model (the mock then just sits there): the agent's stdout goes
 * through a file, which no exit loses.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startOpenAiMock } from './openaiMock';
import type { RecordedRequest } from './recordingServer';
import { runBounded, type BoundedResult } from './runBounded';
import { runIsolated } from './spawnIsolated';

/** Written in an argument or an environment value, replaced by the mock's `http://127.0.0.1:<port>`. */
export const MOCK_URL = '{{MOCK_URL}}';

/** One agent run: the command, where, with which whole environment, and for how long. */
export interface MockedJob {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

/** How the agent's run ended, and every request it sent the mock. */
export interface MockedRun {
  readonly result: BoundedResult;
  readonly requests: readonly RecordedRequest[];
  /** True when agent and mock ran in a namespace of their own. */
  readonly isolated: boolean;
}

/** Runs `job` with a fresh mock, agent and mock in a namespace of their own where the machine allows it. */
export async function runWithIsolatedMock(job: MockedJob, scratchDir: string): Promise<MockedRun> {
  fs.mkdirSync(scratchDir, { recursive: true });
  const jobFile = path.join(scratchDir, `mocked-job-${process.pid}-${Date.now()}.json`);
  const outFile = `${jobFile}.out.json`;
  fs.writeFileSync(jobFile, JSON.stringify({ ...job, outFile }));
  try {
    // The child applies the time limit to the agent; this one only guards against the child itself hanging.
    const child = await runIsolated(process.execPath, [__filename, jobFile], { cwd: job.cwd, env: { PATH: job.env['PATH'] ?? '' }, timeoutMs: job.timeoutMs + 15_000 });
    if (!fs.existsSync(outFile)) throw new Error(`${path.basename(job.command)}: the mock runner wrote nothing (exit ${child.code ?? child.signal}): ${child.stderr.trim().slice(-300)}`);
    const out = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Omit<MockedRun, 'isolated'>;
    return { ...out, isolated: child.isolated };
  } finally {
    fs.rmSync(jobFile, { force: true });
    fs.rmSync(outFile, { force: true });
  }
}

async function main(jobFile: string): Promise<void> {
  const job = JSON.parse(fs.readFileSync(jobFile, 'utf8')) as MockedJob & { outFile: string };
  // A new network namespace starts with its loopback down (nothing to do outside one).
  spawnSync('ip', ['link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  const mock = await startOpenAiMock();
  try {
    const fill = (s: string) => s.split(MOCK_URL).join(mock.baseUrl);
    const env = Object.fromEntries(Object.entries(job.env).map(([k, v]) => [k, fill(v)]));
    // stdout to a file: a Bun binary that exits with writes queued on a full pipe loses them.
    const result = await runBounded(job.command, job.args.map(fill), { cwd: job.cwd, env, timeoutMs: job.timeoutMs, stdoutFile: `${job.outFile}.stdout` });
    fs.rmSync(`${job.outFile}.stdout`, { force: true });
    fs.writeFileSync(job.outFile, JSON.stringify({ result, requests: mock.requests }));
  } finally {
    await mock.close();
  }
}

if (require.main === module) {
  main(process.argv[2] ?? '').then(() => process.exit(0), (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });
}
