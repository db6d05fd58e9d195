import { clip } from './clip';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AGENTS } from '../../server/src/service/agents/agents';
import { VERIFIED_VERSIONS } from '../../server/src/service/agents/verifiedVersions';
import { CASES, type AgentCase } from './agentCases';
import { compareRun, type CompareOptions, type Difference } from './compareRun';
import { TOP_FILE_CASES, writeEdgeCases } from './edgeCases';
import { FIXED_SEEDS, fuzzJob, PER_SEED } from './fuzz/fuzzJob';
import { installAgent } from './installAgent';
import { observedChanges, saveObserved } from './observed';
import { makeProject, skillkilnView } from './skillkilnView';

const REPO = path.resolve(__dirname, '..', '..', '..');
const CORPUS = process.env['SKILLKILN_CORPUS'] ?? path.resolve(REPO, '..', 'shared', 'corpus');

/** A project to run everyone on: the edge cases, or one collection of real skills. */
interface Project {
  readonly name: string;
  write(skillsDir: string): void;
  readonly env?: Readonly<Record<string, string>>;
}

function projects(): Project[] {
  const out: Project[] = [{ name: 'edge', write: (dir) => writeEdgeCases(dir) }, { name: 'top-file', write: (dir) => writeEdgeCases(dir, TOP_FILE_CASES) }];
  if (fs.existsSync(CORPUS)) {
    for (const collection of fs.readdirSync(CORPUS).sort()) {
      const from = path.join(CORPUS, collection);
      if (!fs.statSync(from).isDirectory()) continue;
      out.push({
        name: collection,
        write: (dir) => {
          fs.mkdirSync(dir, { recursive: true });
          for (const skill of fs.readdirSync(from)) {
            if (fs.statSync(path.join(from, skill)).isDirectory()) fs.cpSync(path.join(from, skill), path.join(dir, skill), { recursive: true });
          }
        },
      });
    }
  }
  return out;
}

/** One run of the stage: an agent on a project, with the environment of a variant. */
interface Job {
  readonly c: AgentCase;
  readonly installDir: string;
  readonly name: string;
  readonly project: Project;
  readonly env: Readonly<Record<string, string>>;
  /** The agent on the fuzzer's generated skills instead of a project (see fuzz/fuzzJob.ts). */
  readonly fuzz?: true;
}

/** What one job found: passed or not, and the lines to print (without the test number). */
interface JobResult {
  readonly ok: boolean;
  readonly head: string;
  readonly lines: readonly string[];
}

/**
 * Runs at most `SKILLKILN_CONFORMANCE_JOBS` jobs at once (3 by default: most of a run is the
 * agent starting up and waiting on its mock, so two cores keep three busy). Results print in
 * the jobs' order, whatever order they end in, so the log reads the same on every machine.
 */
async function main(): Promise<number> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const update = process.argv.includes('--update');
  const width = Math.max(1, Number(process.env['SKILLKILN_CONFORMANCE_JOBS'] ?? 3) || 3);
  let passed = 0;
  let failed = 0;
  let n = 0;
  const jobs: Job[] = [];
  // Installs four at a time (downloads, on a clean machine), then the runs.
  const cases = CASES.filter((c) => only.length === 0 || only.includes(c.agent));
  const installed = await inPool(cases, 4, (c) => installAgent(c.agent).then((dir) => ({ dir }), (err: Error) => ({ error: err.message })));
  const all = projects();
  cases.forEach((c, i) => {
    const install = installed[i]!;
    if ('error' in install) {
      console.log(`not ok ${++n} - ${c.agent}: could not be installed: ${install.error}`);
      failed++;
      return;
    }
    // The fuzzer's run first: the longest job of each agent starts while the others fill the pool.
    jobs.push({ c, installDir: install.dir, name: 'fuzz', project: all[0]!, env: {}, fuzz: true });
    for (const p of all) jobs.push({ c, installDir: install.dir, name: p.name, project: p, env: {} });
    for (const v of c.variants ?? []) jobs.push({ c, installDir: install.dir, name: v.name, project: all[0]!, env: v.env });
  });
  const results: (JobResult | undefined)[] = jobs.map(() => undefined);
  let printed = 0;
  const flush = () => {
    while (printed < jobs.length && results[printed]) {
      const r = results[printed++]!;
      if (r.ok) passed++;
      else failed++;
      console.log(`${r.ok ? 'ok' : 'not ok'} ${++n} - ${r.head}`);
      for (const line of r.lines) console.log(line);
    }
  };
  await inPool(jobs, width, async (job, i) => {
    results[i] = await runJob(job, update);
    flush();
  });
  console.log(`conformance: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

/** `work` on every item, at most `width` at once; the results in the items' order. */
async function inPool<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/** One agent on one project: its run, Skillkiln's view of the same folder, and the differences. */
async function runJob(job: Job, update: boolean): Promise<JobResult> {
  if (job.fuzz) return fuzzJob(job.c, job.installDir, { seeds: FIXED_SEEDS, perSeed: PER_SEED, rounds: 10 });
  const p = makeProject((dir) => job.project.write(dir), job.c.oracle.skillsDir);
  const result = await judgeJob(job, p, update);
  const leftovers = await p.cleanup();
  return { ...result, lines: [...result.lines, ...leftovers] };
}

/** The comparison itself, in folders made by the caller (which removes them whatever happens here). */
async function judgeJob(job: Job, p: { projectDir: string; homeDir: string }, update: boolean): Promise<JobResult> {
  const { c, installDir, env } = job;
  const label = `${AGENTS[c.agent].label.en} ${VERIFIED_VERSIONS[c.agent].version} on ${job.name}`;
  const started = Date.now();
  try {
    const run = await c.oracle.run({ projectDir: p.projectDir, skillsDir: c.oracle.skillsDir, installDir, homeDir: p.homeDir, env });
    const ours = await skillkilnView(p.projectDir, c.agent, env);
    const skip = run.listingUnavailable;
    const options: CompareOptions = { ordered: c.ordered, ...(skip ? { skipListing: skip } : {}), ...(c.canonical ? { canonical: c.canonical } : {}), ...(c.realPaths ? { realPaths: true } : {}) };
    const diffs = compareRun(p.projectDir, c.oracle.skillsDir, run, ours, options);
    const changes = observedChanges(c.agent, job.name, run, p.projectDir).map((line) => `  # ${line}`);
    if (update) saveObserved(c.agent, job.name, run, p.projectDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const what = `${run.loaded.length} loaded, ${run.rejected.length} rejected${run.listing ? `, ${run.listing.entries.length} listed` : ''}`;
    if (diffs.length === 0) return { ok: true, head: `${label}: ${what}${skip ? ` (listing not compared: ${skip})` : ''} [${seconds} s]`, lines: changes };
    return { ok: false, head: `${label}: ${diffs.length} differences (${what}) [${seconds} s]`, lines: [...differenceLines(diffs), ...changes] };
  } catch (err) {
    return { ok: false, head: `${label}: ${(err as Error).message}`, lines: [] };
  }
}

function differenceLines(diffs: readonly Difference[]): string[] {
  const out: string[] = [];
  for (const d of diffs.slice(0, 25)) out.push(`  ${d.file}`, `    agent:      ${clip(d.agent)}`, `    skillkiln: ${clip(d.skillkiln)}`);
  if (diffs.length > 25) out.push(`  … and ${diffs.length - 25} more`);
  return out;
}


main().then((code) => process.exit(code), (err) => {
  console.error(err);
  console.log('conformance: 0 passed, 1 failed');
  process.exit(1);
});
