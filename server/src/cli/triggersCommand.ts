import * as path from 'node:path';
import * as readline from 'node:readline';
import { parseArgs } from 'node:util';
import { AGENTS } from '../service/agents/agents';
import { draftTriggerFile } from '../service/triggers/draftTriggerFile';
import { formatTriggerJson, formatTriggerJunit, formatTriggerText } from '../service/triggers/triggerReport';
import { runTriggerTests } from '../service/triggers/triggerRun';
import { triggerAgents } from '../service/triggers/triggerAgents';
import { findTriggerSkills } from '../service/triggers/triggerSkills';

/** Usage of `skillkiln triggers`, printed on a usage error and by `--help`. */
export const TRIGGERS_USAGE = `Usage:
  skillkiln triggers [paths…] --agent A [--runs N] [--model M] [--jobs J] [--timeout S]
                     [--format text|json|junit] [--yes] [--no-cache]
      runs each query of each skill's evals/triggers.json N times (default 3) through agent A as
      installed here, in a throwaway copy of the skills folder, and reports how often it chose the skill
  skillkiln triggers --draft [paths…]
      writes a starter evals/triggers.json in each skill that has none (draft cases to rewrite)
Agents: ${triggerAgents().map((a) => a.id).join(', ')}.
Exit code: 0 every case passed, 1 a case failed or could not run, 2 bad usage.`;


/** Writes to stdout and stderr, so tests and the CLI share the command. */
export interface TriggersIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Asks a yes/no question on the terminal; undefined when there is none (CI). */
  readonly ask?: (question: string) => Promise<boolean>;
  out(text: string): void;
  err(text: string): void;
}

/** `skillkiln triggers …`; resolves to the exit code (0 done, 1 a case failed or could not run, 2 bad usage). */
export async function triggersCommand(argv: readonly string[], io: TriggersIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv], allowPositionals: true, strict: true,
      options: {
        draft: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, agent: { type: 'string' }, runs: { type: 'string' }, model: { type: 'string' },
        jobs: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string' }, yes: { type: 'boolean', short: 'y' }, 'no-cache': { type: 'boolean' },
      },
    });
  } catch (e) {
    io.err(`skillkiln: ${(e as Error).message}\n${TRIGGERS_USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) { io.out(`${TRIGGERS_USAGE}\n`); return 0; }
  const skills = findTriggerSkills(parsed.positionals, io.cwd);
  if (!skills.length) { io.err(`skillkiln: no SKILL.md found under ${parsed.positionals.join(', ') || '.'}\n`); return 2; }
  if (parsed.values.draft) return draft(skills, io);
  const v = parsed.values;
  const usage = (why: string) => { io.err(`skillkiln: ${why}\n${TRIGGERS_USAGE}\n`); return 2; };
  const agents = triggerAgents();
  const agent = agents.find((a) => a.id === v.agent);
  if (!agent) {
    const known = Object.values(AGENTS).find((a) => a.id === v.agent);
    const why = known?.triggers && 'unsupported' in known.triggers ? `${known.label.en} cannot be used for trigger tests: ${known.triggers.unsupported}` : v.agent ? `unknown agent '${v.agent}'` : 'say which agent to run with --agent';
    return usage(`${why} (one of ${agents.map((a) => a.id).join(', ')})`);
  }
  const int = (text: string | undefined, fallback: number, max: number) => (text === undefined ? fallback : /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : NaN);
  const runs = int(v.runs, 3, 100);
  const jobs = int(v.jobs, 2, 32);
  const timeout = int(v.timeout, 120, 3600);
  if (Number.isNaN(runs) || Number.isNaN(jobs) || Number.isNaN(timeout)) return usage('--runs (1–100), --jobs (1–32) and --timeout (seconds, 1–3600) take a whole number');
  const format = v.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'junit') return usage(`--format must be text, json or junit, not '${format}'`);
  const rel = (p: string) => path.relative(io.cwd, p).split(path.sep).join('/') || '.';
  const outcome = await runTriggerTests(skills, {
    agent, runs, jobs, timeoutMs: timeout * 1000, cache: !v['no-cache'], env: io.env, ...(v.model ? { model: v.model } : {}),
    note: (skill, text) => io.err(`${rel(skill.dir)}: ${text}\n`),
    warn: (text) => io.err(`skillkiln: ${text}\n`),
    confirm: async (calls, version) => {
      const question = `This makes ${calls} model call${calls === 1 ? '' : 's'} through ${agent.label} ${version} (${v.model ? `model ${v.model}` : 'its default model'}), on the account it is signed in with.`;
      if (v.yes) { io.err(`${question}\n`); return true; }
      if (!io.ask) { io.err(`${question} Add --yes to run without asking.\n`); return false; }
      return io.ask(`${question} Go on? [y/N] `);
    },
  });
  if (outcome.kind !== 'done') { io.err(`skillkiln: ${outcome.detail}\n`); return 1; }
  const results = outcome.results;
  io.out(format === 'json' ? formatTriggerJson(agent.id, outcome.version, v.model, results, io.cwd) : format === 'junit' ? formatTriggerJunit(agent.id, results, io.cwd) : formatTriggerText(results, io.cwd));
  return results.every((r) => r.verdict === 'pass') ? 0 : 1;
}

/** A yes/no question on the terminal, for the CLI (undefined when stdin is not a terminal). */
export function terminalAsk(): ((question: string) => Promise<boolean>) | undefined {
  if (!process.stdin.isTTY) return undefined;
  return (question) => new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
    rl.question(question, (answer) => { rl.close(); resolve(/^y(es)?$/i.test(answer.trim())); });
  });
}

function draft(skills: ReturnType<typeof findTriggerSkills>, io: TriggersIo): number {
  const rel = (p: string) => path.relative(io.cwd, p).split(path.sep).join('/') || '.';
  for (const skill of skills) {
    const r = draftTriggerFile(skill);
    if (r.kind === 'written') io.out(`${rel(r.file)}: ${r.count} draft cases written; rewrite them in your users' words and remove "draft": true\n`);
    else if (r.kind === 'exists') io.out(`${rel(r.file)}: kept as it is (the skill already has trigger cases)\n`);
    else io.err(`${rel(skill.dir)}: no description to draft from; write the description first\n`);
  }
  return 0;
}
