import * as path from 'node:path';
import type { Oracle, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { projectRelative } from './projectRelative';
import { failureOf, runIsolated, stripAnsi, type IsolatedOptions } from './spawnIsolated';

/** One skill as `copilot skill list --json` prints it. */
interface CopilotSkill {
  readonly name: string;
  readonly description: string;
  /** `project`, `builtin`, `personal`, `plugin`, `custom`… */
  readonly source: string;
  /** The skill's folder (not its SKILL.md). */
  readonly path: string;
  readonly enabled: boolean;
}

const FAILED = 'The following skills failed to load:';

/**
 * The load errors Copilot prints on stderr after `✖ The following skills failed to load:`, one
 * `  • <file relative to the cwd>: <message>` bullet each (a message running over more lines is
 * kept whole). The file is cut at its `SKILL.md: `, so a `: ` in a folder name does not split it.
 */
export function parseCopilotFailures(stderr: string): { file: string; reason: string }[] {
  const text = stripAnsi(stderr);
  const at = text.indexOf(FAILED);
  if (at < 0) return [];
  const out: { file: string; reason: string }[] = [];
  for (const line of text.slice(at + FAILED.length).split(/\r?\n/)) {
    const bullet = /^\s*[•*-]\s+(.*)$/.exec(line);
    if (bullet) {
      const item = bullet[1]!;
      const cut = /^(.*?SKILL\.md): /i.exec(item) ?? /^(.*?): /.exec(item);
      out.push(cut ? { file: cut[1]!, reason: item.slice(cut[0].length) } : { file: item, reason: '' });
    } else if (line.trim() && out.length > 0 && /^\s/.test(line)) {
      out[out.length - 1]!.reason += `\n${line.trim()}`;
    } else if (line.trim()) {
      break;
    }
  }
  return out;
}

/**
 * Copilot CLI as an oracle: `copilot skill list --json` in the project (no login needed) gives
 * the loaded skills on stdout and the rejected ones on stderr. The listing the model receives is
 * only built inside a signed-in model call, so it is not captured.
 */
export function createCopilotCliOracle(settings: { readonly timeoutMs?: number } = {}): Oracle {
  const timeoutMs = settings.timeoutMs ?? 120_000;
  return {
    id: 'copilot-cli',
    skillsDir: '.github/skills',
    async run(options: OracleOptions): Promise<OracleRun> {
      const binary = agentBinary('copilot-cli', options.installDir, path.join('node_modules', '@github', `copilot-${process.platform}-${process.arch}`, process.platform === 'win32' ? 'copilot.exe' : 'copilot'));
      // Copilot's own switches: no auto-update check, offline mode (no live lookups); ~/.copilot is in HOME.
      const proc: IsolatedOptions = { cwd: options.projectDir, env: agentEnvironment(options.homeDir, { COPILOT_OFFLINE: 'true', COPILOT_AUTO_UPDATE: 'false' }, options.env), timeoutMs };

      const v = await runIsolated(binary, ['--version'], proc);
      const vFailure = failureOf('copilot --version', v, timeoutMs);
      if (vFailure) throw new Error(vFailure);
      const version = /(\d+\.\d+\.\d+[^\s.]*)/.exec(v.stdout)?.[1];
      if (!version) throw new Error(`copilot: unexpected output of --version: ${v.stdout.trim().slice(0, 200)}`);

      // To a file: under load the pipe lost the end of a large listing (2,000 skills) when copilot exited right after writing it.
      const r = await runIsolated(binary, ['skill', 'list', '--json'], { ...proc, stdoutFile: path.join(options.homeDir, 'copilot-skills.json') });
      const failure = failureOf('copilot skill list --json', r, timeoutMs);
      if (failure) throw new Error(failure);
      let skills: CopilotSkill[];
      try { skills = JSON.parse(r.stdout) as CopilotSkill[]; } catch { throw new Error(`copilot: skill list --json did not print JSON: ${r.stdout.trim().slice(0, 200)}`); }
      if (!Array.isArray(skills)) throw new Error(`copilot: skill list --json printed ${typeof skills}, not a list`);

      const notes: string[] = [`copilot ${version}`];
      const loaded: OracleSkill[] = [];
      for (const s of skills) {
        const dir = projectRelative(options.projectDir, s.path);
        if (dir === undefined || s.source !== 'project') {
          notes.push(`${s.source} skill ${s.name} at ${dir ?? s.path}`);
          if (dir === undefined) continue;
        }
        // Copilot reports the folder; the file it read there is SKILL.md (it ignores skill.md).
        loaded.push({ file: `${dir}/SKILL.md`, name: s.name, description: s.description });
        if (!s.enabled) notes.push(`${dir}: loaded with enabled: false`);
      }
      const failures = parseCopilotFailures(r.stderr);
      // A changed error format must not read as "nothing rejected".
      if (failures.length === 0 && r.stderr.includes(FAILED)) throw new Error(`copilot: unexpected stderr after "${FAILED}": ${stripAnsi(r.stderr).split(FAILED)[1]!.trim().slice(0, 200)}`);
      const rejected: OracleRejection[] = [];
      for (const f of failures) {
        const file = projectRelative(options.projectDir, path.resolve(options.projectDir, f.file));
        if (file === undefined) notes.push(`failed outside the project: ${f.file}: ${f.reason}`);
        else rejected.push({ file, reason: f.reason });
      }
      const rest = stripAnsi(r.stderr).split(FAILED)[0]!.replace(/✖\s*$/, '').trim();
      if (rest) notes.push(`stderr: ${rest.slice(0, 500)}`);
      notes.push(r.isolated ? 'network: own namespace, loopback only' : 'network: NOT isolated (unshare not allowed, or SKILLKILN_ORACLE_NETNS=0); COPILOT_OFFLINE=true');
      return {
        agent: 'copilot-cli',
        version,
        loaded,
        rejected,
        listingUnavailable: 'Copilot CLI renders its <skills_instructions>/<available_skills> listing only inside a model call, which needs a GitHub login (Copilot API); offline only the loaded and rejected sets are observable',
        notes,
      };
    },
  };
}

/** Copilot CLI with its own defaults. */
export const copilotCliOracle: Oracle = createCopilotCliOracle();
