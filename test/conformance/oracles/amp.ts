import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Oracle, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { startLoopbackRefuser } from './loopbackRefuser';
import { projectRelative } from './projectRelative';
import { failureOf, runIsolated, spawnIsolated, type IsolatedOptions } from './spawnIsolated';

/** What `amp skill list --json` prints. */
interface AmpSkillList {
  readonly skills: readonly { readonly name: unknown; readonly description: unknown; readonly baseDir: string; readonly source: string }[];
  readonly errors: readonly { readonly path: string; readonly error: string; readonly hint?: string }[];
}

/**
 * The file Amp read in a skill folder: a `skill.md` in any case, the first the disk lists where
 * there are several (it walks folders unsorted and reads one file per folder: observed, with
 * `skill.md` before `SKILL.md` in one folder and `SKILL.MD` before `Skill.md` in another, as
 * `ls -f` lists them). `opendir` gives that order; `readdir` sorts.
 */
function skillFileIn(dir: string): string {
  if (!fs.existsSync(dir)) return 'SKILL.md';
  const d = fs.opendirSync(dir);
  try {
    for (let e = d.readSync(); e; e = d.readSync()) if (e.name.toLowerCase() === 'skill.md') return e.name;
  } finally {
    d.closeSync();
  }
  return 'SKILL.md';
}

/** A value Amp keeps as it was read (a number, a list), as text. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Amp as an oracle: `amp skill list --json` in the project, with a dummy key and its server URL
 * on a loopback address that answers nothing useful: it prints the skills it loaded (`skills`,
 * with the folder) and those it refused (`errors`, with its words). The listing its model sees
 * is built behind an Amp account, so it is not captured.
 */
export function createAmpOracle(settings: { readonly timeoutMs?: number } = {}): Oracle {
  const timeoutMs = settings.timeoutMs ?? 60_000;
  return {
    id: 'amp',
    skillsDir: '.agents/skills',
    async run(options: OracleOptions): Promise<OracleRun> {
      // A scan that Amp's own reload supersedes (it rescans when its plugin service starts) can leave
      // "The operation was aborted" as a skill's error in the list it prints, under load only (seen once
      // in CI on 2 cores). That is not a verdict on the skill: the list is read again, and a run that
      // keeps showing it fails rather than reporting a rejection Amp did not make.
      for (let attempt = 1; ; attempt++) {
        const run = await listOnce(options);
        const aborted = run.rejected.filter((r) => SUPERSEDED_SCAN.test(r.reason));
        if (aborted.length === 0) return attempt === 1 ? run : { ...run, notes: [...(run.notes ?? []), `skill list read ${attempt} times: an earlier list had a scan Amp itself stopped`] };
        if (attempt === LIST_ATTEMPTS) throw new Error(`amp skill list --json: ${attempt} lists in a row had a skill whose loading Amp stopped itself (${aborted.map((r) => `${r.file}: ${r.reason}`).slice(0, 3).join('; ')})`);
      }
    },
  };

  async function listOnce(options: OracleOptions): Promise<OracleRun> {
    const binary = agentBinary('amp', options.installDir, path.join('node_modules', '@ampcode', `cli-${process.platform}-${process.arch}`, process.platform === 'win32' ? 'amp.exe' : 'amp'));
    const server = await startLoopbackRefuser();
    try {
      const env = agentEnvironment(options.homeDir, { AMP_API_KEY: 'skillkiln-oracle', AMP_URL: server.url }, options.env);
      const proc: IsolatedOptions = { cwd: options.projectDir, env, timeoutMs, input: '' };
      const logFile = path.join(options.homeDir, 'amp.log');
      fs.rmSync(logFile, { force: true }); // Amp appends: a list read again must not see the last one's lines
      const listRun = spawnIsolated(binary, ['skill', 'list', '--json', '--log-file', logFile], { ...proc, stdoutFile: path.join(options.homeDir, 'amp-skills.json') });
      // It sorts the skills it loaded by name with `localeCompare`: a name that is not text (`name: 42`) throws
      // there, and `skill list` then never ends (observed on 0.0.1790142911). Seen on its error output, the run is
      // stopped and what it loaded is read from its log.
      let crashed = false;
      let err = '';
      listRun.child.stderr.on('data', (d: string) => {
        err += d;
        if (!crashed && SORT_CRASH.test(err)) { crashed = true; listRun.kill(); }
      });
      const [v, r] = await Promise.all([runIsolated(binary, ['--version'], proc), listRun.done]);
      const vFailure = failureOf('amp --version', v, timeoutMs);
      if (vFailure) throw new Error(vFailure);
      const version = /^(\d+\.\d+\.\d+\S*)/.exec(v.stdout.trim())?.[1];
      if (!version) throw new Error(`amp --version: unexpected output ${JSON.stringify(v.stdout.slice(0, 200))}`);
      let list: AmpSkillList;
      if (crashed) {
        list = listFromLog(fs.readFileSync(logFile, 'utf8'));
      } else {
        const failure = failureOf('amp skill list --json', r, timeoutMs);
        if (failure) throw new Error(failure);
        try { list = JSON.parse(r.stdout) as AmpSkillList; } catch { throw new Error(`amp skill list --json did not print JSON: ${r.stdout.trim().slice(0, 200)} ${r.stderr.trim().slice(0, 300)}`); }
      }
      if (!Array.isArray(list.skills) || !Array.isArray(list.errors)) throw new Error(`amp skill list --json: no skills/errors lists in ${r.stdout.slice(0, 200)}`);

      const notes: string[] = [`amp ${version}`, r.isolated ? 'network: own namespace, loopback only' : 'network: NOT isolated (unshare not allowed, or SKILLKILN_ORACLE_NETNS=0); server URL on loopback'];
      if (crashed) notes.push('skill list stopped: a skill name that is not text broke its sort (read from its log)');
      const loaded: OracleSkill[] = [];
      const rejected: OracleRejection[] = [];
      for (const s of list.skills) {
        if (s.source === 'builtin') continue;
        const dir = s.baseDir.startsWith('file:') ? fileURLToPath(s.baseDir) : s.baseDir;
        const rel = projectRelative(options.projectDir, dir);
        if (rel === undefined) { notes.push(`${s.source} skill ${text(s.name)} at ${dir}`); continue; }
        const file = `${rel}/${skillFileIn(dir)}`;
        // The skill whose name stopped the list is the one at fault.
        if (crashed && typeof s.name !== 'string') rejected.push({ file, reason: 'its skill list stops: n.name.localeCompare is not a function' });
        else loaded.push({ file, name: text(s.name), description: text(s.description) });
      }
      for (const e of list.errors) {
        const abs = e.path.startsWith('file:') ? fileURLToPath(e.path) : e.path;
        const file = projectRelative(options.projectDir, abs);
        const reason = e.hint ? `${e.error} (${e.hint})` : e.error;
        if (file === undefined) notes.push(`refused outside the project: ${abs}: ${reason}`);
        else rejected.push({ file, reason });
      }
      if (r.stderr.trim()) notes.push(`stderr: ${r.stderr.trim().slice(0, 500)}`);
      return {
        agent: 'amp',
        version,
        loaded,
        rejected,
        listingUnavailable: 'Amp builds the listing its model sees behind an Amp account: only the loaded and rejected sets are observable',
        notes,
      };
    } finally {
      await server.close();
    }
  }
}

/** The error Amp leaves on a skill whose loading its own rescan stopped (an AbortError's message). */
const SUPERSEDED_SCAN = /\boperation was aborted\b/i;

/** How many lists are read before a run that keeps showing a stopped scan fails. */
const LIST_ATTEMPTS = 3;

/** What Amp prints when a skill's name that is not text breaks its sort. */
const SORT_CRASH = /localeCompare is not a function/;

/**
 * The skills and errors of a `skill list` that stopped, from its JSON log: the last
 * `Finished loading skills` line (names and folders, in the same order) and every
 * `Failed to load …` line (the file, its error and hint), each file once.
 */
function listFromLog(log: string): AmpSkillList {
  let skills: AmpSkillList['skills'] = [];
  const errors = new Map<string, AmpSkillList['errors'][number]>();
  for (const line of log.split('\n')) {
    let entry: { message?: unknown; skillNames?: unknown[]; skillBaseDirs?: string[]; path?: unknown; error?: { message?: unknown; hint?: unknown } };
    try { entry = JSON.parse(line) as typeof entry; } catch { continue; }
    if (entry.message === 'Finished loading skills' && Array.isArray(entry.skillNames) && Array.isArray(entry.skillBaseDirs)) {
      const dirs = entry.skillBaseDirs;
      skills = entry.skillNames.map((name, i) => ({ name, description: '', baseDir: dirs[i] ?? '', source: (dirs[i] ?? '').startsWith('builtin:') ? 'builtin' : 'local' }));
    } else if (typeof entry.message === 'string' && entry.message.startsWith('Failed to load') && typeof entry.path === 'string' && entry.error) {
      const hint = typeof entry.error.hint === 'string' ? { hint: entry.error.hint } : {};
      errors.set(entry.path, { path: entry.path, error: String(entry.error.message ?? ''), ...hint });
    }
  }
  return { skills, errors: [...errors.values()] };
}

/** Amp with its own defaults. */
export const ampOracle: Oracle = createAmpOracle();
