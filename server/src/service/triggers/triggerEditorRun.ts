import * as fs from 'node:fs';
import * as path from 'node:path';
import { runAgentOnce, type RunOutcome } from './runAgentOnce';
import { triggerAgents } from './triggerAgents';
import { agentVersion, runTriggerTests, throwawayProject, type CaseResult } from './triggerRun';
import { readTriggerSkill, type TriggerSkill } from './triggerSkills';

type Env = Readonly<Record<string, string | undefined>>;

/** An agent trigger tests can run through, and whether it is installed here. */
export interface TriggerAgentDto {
  readonly id: string;
  readonly label: string;
  /** The program it runs (`claude`…). */
  readonly bin: string;
  /** Its version when installed; absent when its program is not on PATH. */
  readonly version?: string;
}

/** Every supported agent, with its version where its program answers (all asked at once). */
export async function triggerAgentList(env: Env): Promise<TriggerAgentDto[]> {
  return Promise.all(triggerAgents().map(async (a) => {
    const version = await agentVersion(a, env);
    return { id: a.id, label: a.label, bin: a.signal.bin, ...(version !== undefined ? { version } : {}) };
  }));
}

/** Params of `skillkiln/runTriggers`: which cases, through which agent. */
export interface RunTriggersParams {
  readonly agent: string;
  /** Skill folders, each with the queries to run (all of its cases when absent). */
  readonly skills: readonly { readonly dir: string; readonly queries?: readonly string[] }[];
  readonly runs: number;
  readonly model?: string;
  readonly timeoutSeconds: number;
  /** False: nothing runs; the answer says how many model calls a run would make. */
  readonly confirmed: boolean;
}

/** One case's result, its skill folder as given. */
export type TriggerCaseResultDto = CaseResult;

/** Result of `skillkiln/runTriggers`. */
export type RunTriggersResult =
  | { readonly kind: 'confirm'; readonly calls: number; readonly agent: string; readonly version: string }
  | { readonly kind: 'done'; readonly version: string; readonly results: readonly TriggerCaseResultDto[]; readonly notes: readonly string[] }
  | { readonly kind: 'not-installed' | 'no-cases' | 'unknown-agent'; readonly detail: string };

/**
 * `skillkiln/runTriggers`: the editor's run of trigger cases, through the same runner as
 * `skillkiln triggers` (cache included). Unconfirmed, it stops at the question the CLI asks
 * before the first model call and returns its figures; cases all in the cache run at once.
 */
export async function runTriggersForEditor(params: RunTriggersParams, env: Env, signal?: AbortSignal): Promise<RunTriggersResult> {
  const agent = triggerAgents().find((a) => a.id === params.agent);
  if (!agent) return { kind: 'unknown-agent', detail: params.agent };
  const skills = params.skills.map((s) => readTriggerSkill(s.dir)).filter((s): s is TriggerSkill => s !== undefined);
  const wanted = new Map(params.skills.map((s) => [s.dir, s.queries ? new Set(s.queries) : undefined]));
  const notes: string[] = [];
  let asked: { calls: number; version: string } | undefined;
  const outcome = await runTriggerTests(skills, {
    agent, runs: params.runs, jobs: 2, timeoutMs: params.timeoutSeconds * 1000, cache: true, env, ...(params.model ? { model: params.model } : {}),
    only: (skill, query) => wanted.get(skill.dir)?.has(query) ?? true,
    note: (skill, text) => notes.push(`${skill.name}: ${text}`),
    warn: (text) => notes.push(text),
    confirm: async (calls, version) => { asked = { calls, version }; return params.confirmed; },
    ...(signal ? { signal } : {}),
  });
  if (outcome.kind === 'declined') return { kind: 'confirm', calls: asked?.calls ?? 0, agent: agent.label, version: asked?.version ?? '' };
  if (outcome.kind === 'done') return { kind: 'done', version: outcome.version, results: outcome.results, notes };
  return { kind: outcome.kind, detail: outcome.detail };
}

/** Params of `skillkiln/tryForReal`: one request, run once through an agent among the skills of a root. */
export interface TryForRealParams {
  readonly root: string;
  readonly text: string;
  readonly agent: string;
  readonly timeoutSeconds: number;
}

/**
 * "Try a request" for real: one run of the request through the agent, in a throwaway copy of
 * the skills folder `root` (the runner's), and what it chose.
 */
export async function tryRequestForReal(params: TryForRealParams, env: Env): Promise<RunOutcome | { readonly kind: 'unknown-agent' | 'no-folder' }> {
  const agent = triggerAgents().find((a) => a.id === params.agent);
  if (!agent) return { kind: 'unknown-agent' };
  if (!fs.existsSync(params.root)) return { kind: 'no-folder' };
  const project = throwawayProject(path.resolve(params.root), agent.signal);
  try {
    return await runAgentOnce(agent.signal, params.text, { cwd: project, env, timeoutMs: params.timeoutSeconds * 1000 });
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}
