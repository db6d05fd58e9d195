import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AGENTS } from '../../server/src/service/agents/agents';
import { VERIFIED_VERSIONS, type VerifiedAgent } from '../../server/src/service/agents/verifiedVersions';
import { compareRun, type CompareOptions, type Difference, type SkillkilnView } from './compareRun';
import { TOP_FILE_CASES, writeEdgeCases } from './edgeCases';
import { installAgent } from './installAgent';
import type { Oracle, OracleRun } from './oracle';
import { ampOracle } from './oracles/amp';
import { augmentOracle } from './oracles/augment';
import { claudeCodeOracle } from './oracles/claudeCode';
import { clineCanonical, clineOracle } from './oracles/cline';
import { createCodexOracle } from './oracles/codex';
import { copilotCliOracle } from './oracles/copilotCli';
import { factoryDroidOracle } from './oracles/factoryDroid';
import { geminiCliOracle } from './oracles/geminiCli';
import { piOracle } from './oracles/pi';
import { qwenCodeOracle } from './oracles/qwenCode';
import { kiloOracle } from './oracles/kilo';
import { opencodeOracle } from './oracles/opencode';
import { observedChanges, saveObserved } from './observed';
import { reapStrays } from './reapStrays';

const execFileAsync = promisify(execFile);
const REPO = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(REPO, 'dist', 'cli.js');
const CORPUS = process.env['SKILLKILN_CORPUS'] ?? path.resolve(REPO, '..', 'shared', 'corpus');

/** One agent of the stage: its oracle and how its listing is compared. */
interface AgentCase {
  readonly agent: VerifiedAgent;
  readonly oracle: Oracle;
  /** Gemini CLI's file search returns skills in no stable order: entries compared as a set. */
  readonly ordered: boolean;
  /** With `ordered: false`, the form the listing texts are compared in (default: lines sorted). */
  readonly canonical?: (text: string) => string;
  /** Entries' file paths compared by real path (see CompareOptions.realPaths). */
  readonly realPaths?: boolean;
  /** Extra runs on the edge cases, with the environment that changes a knob. */
  readonly variants?: readonly { readonly name: string; readonly env: Readonly<Record<string, string>> }[];
}

const CASES: readonly AgentCase[] = [
  { agent: 'claude-code', oracle: claudeCodeOracle, ordered: true, variants: [{ name: 'edge-budget-2000', env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '2000' } }] },
  // Codex's own system skills sit under a root of their own; without them the block is the project's alone.
  { agent: 'codex', oracle: createCodexOracle({ config: ['skills.bundled.enabled=false'] }), ordered: true },
  { agent: 'copilot-cli', oracle: copilotCliOracle, ordered: true },
  { agent: 'gemini-cli', oracle: geminiCliOracle, ordered: false },
  { agent: 'pi', oracle: piOracle, ordered: true },
  { agent: 'qwen-code', oracle: qwenCodeOracle, ordered: true },
  { agent: 'augment', oracle: augmentOracle, ordered: true },
  { agent: 'amp', oracle: ampOracle, ordered: true },
  // Cline lists names in the disk's folder order: compared with the names sorted.
  { agent: 'cline', oracle: clineOracle, ordered: false, canonical: clineCanonical },
  { agent: 'factory-droid', oracle: factoryDroidOracle, ordered: true },
  // Both read a symlinked folder and its target in parallel and list the file under either path.
  { agent: 'opencode', oracle: opencodeOracle, ordered: true, realPaths: true },
  { agent: 'kilo', oracle: kiloOracle, ordered: true, realPaths: true },
];

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

/** What `skillkiln lint` and `skillkiln catalog` say of the project for one target (run beside other agents' runs: never blocks). */
async function skillkilnView(projectDir: string, target: string, env: Readonly<Record<string, string>>, catalogArgs: readonly string[] = []): Promise<SkillkilnView> {
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
function makeProject(project: Project, skillsDir: string): { projectDir: string; homeDir: string; cleanup(): Promise<string[]> } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-conformance-'));
  const projectDir = path.join(base, 'project');
  const homeDir = path.join(base, 'home');
  fs.mkdirSync(projectDir, { recursive: true });
  fs.mkdirSync(homeDir, { recursive: true });
  spawnSync('git', ['init', '-q', projectDir]);
  project.write(path.join(projectDir, skillsDir));
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

/**
 * Codex shortens its listing to a budget whose exact order of cuts Skillkiln does not
 * reproduce: when the agent's block is shorter than the block in full, the listing is not
 * compared (the loaded set still is), and the run says so.
 */
async function listingSkip(agent: VerifiedAgent, run: OracleRun, projectDir: string, env: Readonly<Record<string, string>>): Promise<string | undefined> {
  if (agent !== 'codex' || !run.listing) return undefined;
  const full = await skillkilnView(projectDir, agent, env, ['--listing-budget', String(Number.MAX_SAFE_INTEGER)]);
  return run.listing.text.length < full.catalog.text.length ? 'Codex cut its listing to its budget (the order of its cuts is not reproduced)' : undefined;
}

/** One run of the stage: an agent on a project, with the environment of a variant. */
interface Job {
  readonly c: AgentCase;
  readonly installDir: string;
  readonly name: string;
  readonly project: Project;
  readonly env: Readonly<Record<string, string>>;
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
  const p = makeProject(job.project, job.c.oracle.skillsDir);
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
    const skip = (await listingSkip(c.agent, run, p.projectDir, env)) ?? run.listingUnavailable;
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

function clip(s: string): string {
  const one = JSON.stringify(s);
  return one.length > 400 ? `${one.slice(0, 400)}…` : one;
}

main().then((code) => process.exit(code), (err) => {
  console.error(err);
  console.log('conformance: 0 passed, 1 failed');
  process.exit(1);
});
