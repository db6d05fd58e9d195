import { createHash } from 'node:crypto';
import { execFile, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startAgentServer, type AgentServer } from './agentServer';
import type { ChoiceSignal } from './choiceSignal';
import { runAgentOnce, type RunFailure, type RunOutcome } from './runAgentOnce';
import { readTextFile } from './draftTriggerFile';
import { readTriggerCases, type TriggerCase } from './triggerCases';
import { skillsOfRoot, type TriggerSkill } from './triggerSkills';
import { wilsonInterval } from './wilsonInterval';

/** The agent a trigger run goes through. */
export interface TriggerAgent {
  readonly id: string;
  readonly label: string;
  readonly signal: ChoiceSignal;
}

/** One trigger case's result over its runs. */
export interface CaseResult {
  /** The skill's folder name and folder. */
  readonly skill: string;
  readonly skillDir: string;
  /** The cases file, relative to the skill's folder. */
  readonly file: string;
  readonly query: string;
  readonly shouldTrigger: boolean;
  /** Runs that gave a choice (failed runs left out). */
  readonly runs: number;
  /** Runs that chose this skill. */
  readonly triggered: number;
  /** 95 % Wilson interval of the trigger rate. */
  readonly interval: readonly [number, number];
  /** Other skills chosen instead, with how many runs. */
  readonly others: Readonly<Record<string, number>>;
  /** Runs that chose no skill (answered, or called another tool first). */
  readonly noSkill: number;
  /** Runs that gave no choice, grouped by cause, with the first message. */
  readonly failures: readonly { readonly failure: RunFailure; readonly count: number; readonly detail: string }[];
  /** Mean time per run in ms, and tokens summed over the runs where the agent reported them. */
  readonly ms: number;
  readonly tokens?: number;
  /** `pass`: triggered in at least half the runs when it should, under half when it should not. */
  readonly verdict: 'pass' | 'fail' | 'error';
  readonly cached: boolean;
}

/** What a trigger run needs besides the skills. */
export interface TriggerRunOptions {
  readonly agent: TriggerAgent;
  readonly runs: number;
  readonly jobs: number;
  readonly model?: string;
  readonly timeoutMs: number;
  readonly cache: boolean;
  /** The user's environment, passed to the agent (their sign-in). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Asked once before the first model call; false stops the run. */
  confirm(calls: number, version: string): Promise<boolean>;
  /** Told about skills that have no cases or unreadable ones. */
  note(skill: TriggerSkill, text: string): void;
  /** Told about the run as a whole (the agent's server would not start: each run starts the agent whole). */
  warn?(text: string): void;
  /** Only the cases this keeps are run and reported (all when absent). */
  readonly only?: (skill: TriggerSkill, query: string) => boolean;
  /** Once aborted, no further run starts (those under way end at their choice or timeout). */
  readonly signal?: AbortSignal;
}

/** The whole run: per case, or why nothing ran. */
export type TriggerRunResult =
  | { readonly kind: 'done'; readonly version: string; readonly results: readonly CaseResult[] }
  | { readonly kind: 'not-installed' | 'declined' | 'no-cases'; readonly detail: string };

/**
 * The agent's version, or undefined when its program cannot be started. Asynchronous, so a
 * server asking which agents are installed stays responsive meanwhile.
 */
export function agentVersion(agent: TriggerAgent, env: TriggerRunOptions['env']): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(agent.signal.bin, ['--version'], { env: { ...env, ...agent.signal.env }, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      // Not started (missing, not executable) or killed by the timeout: not usable. An exit code is an answer.
      if (err && (typeof (err as NodeJS.ErrnoException).code === 'string' || err.killed)) { resolve(undefined); return; }
      resolve((stdout || stderr).trim().split('\n')[0] ?? '');
    });
  });
}

/** A hash of every file of the skill's folder but its evals: what the agent could read of it. */
function folderHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string, rel: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (r === 'evals') continue;
      if (e.isDirectory()) walk(path.join(d, e.name), r);
      else if (e.isFile()) h.update(r).update('\0').update(fs.readFileSync(path.join(d, e.name))).update('\0');
    }
  };
  walk(dir, '');
  return h.digest('hex');
}

/** Where results are kept between runs: the user's cache folder, never the workspace. */
function cacheDir(env: TriggerRunOptions['env']): string {
  return path.join(env['XDG_CACHE_HOME'] || path.join(env['HOME'] || os.homedir(), '.cache'), 'skillkiln', 'triggers');
}

/**
 * A throwaway project holding a copy of the skills folder `root` where the agent reads skills
 * (siblings included, so they compete as they will for real), made a git repository.
 */
export function throwawayProject(root: string, signal: ChoiceSignal): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-triggers-'));
  fs.cpSync(root, path.join(project, ...signal.skillsDir.split('/')), { recursive: true, filter: (src) => !/[\\/](node_modules|\.git)$/.test(src) });
  spawnSync('git', ['init', '-q'], { cwd: project, timeout: 30_000 });
  return project;
}

interface Pending {
  readonly skill: TriggerSkill;
  readonly file: string;
  readonly c: TriggerCase;
  readonly key: string;
  readonly outcomes: RunOutcome[];
  readonly cached: boolean;
}

/**
 * Runs every trigger case of `skills` `runs` times through the agent, each run in a throwaway
 * copy of the skill's folder with its siblings, `jobs` at a time; cases whose skill folder,
 * siblings' descriptions, agent version, model and query are unchanged come from the cache.
 */
export async function runTriggerTests(skills: readonly TriggerSkill[], options: TriggerRunOptions): Promise<TriggerRunResult> {
  const { agent } = options;
  const work: Pending[] = [];
  const version = await agentVersion(agent, options.env);
  if (version === undefined) return { kind: 'not-installed', detail: `${agent.label} is not installed here: \`${agent.signal.bin}\` is not on PATH. Install it and sign in, then run again.` };
  const dir = cacheDir(options.env);
  for (const skill of skills) {
    let cases;
    try { cases = readTriggerCases(skill.dir, readTextFile); } catch (e) { options.note(skill, (e as Error).message); continue; }
    if (!cases) { options.note(skill, 'no trigger cases (write evals/triggers.json, or run `skillkiln triggers --draft` for a starter)'); continue; }
    for (const p of cases.problems) options.note(skill, `${cases.file}: ${p}`);
    const siblings = skillsOfRoot(skill.root).map((s) => [s.name, s.headerName ?? '', s.description]);
    const base = { agent: agent.id, version, model: options.model ?? '', skill: folderHash(skill.dir), siblings };
    for (const c of cases.cases) {
      if (options.only && !options.only(skill, c.query)) continue;
      const key = createHash('sha256').update(JSON.stringify({ ...base, query: c.query })).digest('hex');
      const hit = options.cache ? readCached(dir, key, options.runs) : undefined;
      work.push({ skill, file: cases.file, c, key, outcomes: hit ?? [], cached: hit !== undefined });
    }
  }
  if (!work.length) return { kind: 'no-cases', detail: 'no trigger cases to run' };
  const calls = work.filter((w) => !w.cached).length * options.runs;
  if (calls > 0 && !(await options.confirm(calls, version))) return { kind: 'declined', detail: 'nothing was run' };

  const projects = new Map<string, string>();
  let server: AgentServer | undefined;
  try {
    const runs: { readonly w: Pending; readonly cwd: string }[] = [];
    for (const w of work) {
      if (w.cached) continue;
      let project = projects.get(w.skill.root);
      if (!project) { project = throwawayProject(w.skill.root, agent.signal); projects.set(w.skill.root, project); }
      for (let i = 0; i < options.runs; i++) runs.push({ w, cwd: project });
    }
    server = runs.length ? await attachableServer(agent, runs[0]!.cwd, options) : undefined;
    const tasks = runs.map(({ w, cwd }) => async () => { w.outcomes.push(await runAgentOnce(agent.signal, w.c.query, { cwd, env: options.env, timeoutMs: options.timeoutMs, ...(options.model ? { model: options.model } : {}), ...(server ? { attach: server } : {}) })); });
    let next = 0;
    await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, async () => { while (next < tasks.length && !options.signal?.aborted) await tasks[next++]!(); }));
  } finally {
    server?.stop();
    for (const p of projects.values()) fs.rmSync(p, { recursive: true, force: true });
  }
  for (const w of work) if (!w.cached && w.outcomes.length === options.runs && w.outcomes.every((o) => o.kind !== 'failed')) writeCached(dir, w.key, w.outcomes);
  return { kind: 'done', version, results: work.map(resultOf) };
}

/**
 * The agent's server the runs attach to, when its declaration has one and it starts; when it
 * does not, each run starts the agent whole (slower, same answers), and `warn` says why.
 */
async function attachableServer(agent: TriggerAgent, cwd: string, options: TriggerRunOptions): Promise<AgentServer | undefined> {
  if (!agent.signal.server) return undefined;
  const started = await startAgentServer(agent.signal, { cwd, env: options.env, timeoutMs: options.timeoutMs });
  if (started.kind === 'started') return started.server;
  options.warn?.(`${agent.label}'s server did not start (${started.detail}); each run starts ${agent.label} on its own instead, which takes longer.`);
  return undefined;
}

function readCached(dir: string, key: string, runs: number): RunOutcome[] | undefined {
  const text = readTextFile(path.join(dir, `${key}.json`));
  if (text === undefined) return undefined;
  try {
    const outcomes = JSON.parse(text) as RunOutcome[];
    return Array.isArray(outcomes) && outcomes.length >= runs ? outcomes.slice(0, runs) : undefined;
  } catch { return undefined; }
}

function writeCached(dir: string, key: string, outcomes: readonly RunOutcome[]): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${key}.json`), JSON.stringify(outcomes));
  } catch { /* a cache that cannot be written only costs a rerun */ }
}

function resultOf(w: Pending): CaseResult {
  const chosen = w.outcomes.filter((o) => o.kind !== 'failed');
  const triggered = chosen.filter((o) => o.kind === 'skill' && (o.name === w.skill.name || o.name === w.skill.headerName)).length;
  const others: Record<string, number> = {};
  for (const o of chosen) if (o.kind === 'skill' && o.name !== w.skill.name && o.name !== w.skill.headerName) others[o.name] = (others[o.name] ?? 0) + 1;
  const failures: { failure: RunFailure; count: number; detail: string }[] = [];
  for (const o of w.outcomes) {
    if (o.kind !== 'failed') continue;
    const f = failures.find((x) => x.failure === o.failure);
    if (f) f.count++;
    else failures.push({ failure: o.failure, count: 1, detail: o.detail });
  }
  const tokens = w.outcomes.reduce((s, o) => s + ('tokens' in o && o.tokens ? o.tokens : 0), 0);
  const rate = chosen.length ? triggered / chosen.length : 0;
  const verdict = chosen.length === 0 ? 'error' : (w.c.shouldTrigger ? rate >= 0.5 : rate < 0.5) ? 'pass' : 'fail';
  return {
    skill: w.skill.name, skillDir: w.skill.dir, file: w.file, query: w.c.query, shouldTrigger: w.c.shouldTrigger,
    runs: chosen.length, triggered, interval: wilsonInterval(triggered, chosen.length), others,
    noSkill: chosen.filter((o) => o.kind === 'no-skill').length, failures,
    ms: w.outcomes.length ? Math.round(w.outcomes.reduce((s, o) => s + o.ms, 0) / w.outcomes.length) : 0,
    ...(tokens ? { tokens } : {}), verdict, cached: w.cached,
  };
}
