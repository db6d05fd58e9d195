import { mkdirSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { listCodexSkills, stderrLines } from './codexAppServer';
import { startLoopbackRefuser, type LoopbackRefuser } from './loopbackRefuser';
import { findSkillsBlock, parseCodexListing } from './codexListing';
import { projectRelative } from './projectRelative';
import { failureOf, runIsolated, type IsolatedOptions, type IsolatedResult } from './spawnIsolated';

/** How a Codex oracle runs the agent. */
export interface CodexOracleSettings {
  /**
   * `-c key=value` overrides passed to every command (TOML values), e.g. `model="gpt-5.5"`,
   * `model_context_window=100000`, `skills.max_context_tokens=1000`. None: Codex's own defaults
   * (its default model, whose context window it knows). `skills.bundled.*` is not passed on: the
   * run keeps the system skills a default install has, which take their share of the budget
   * Skillkiln reproduces (see `withSystemSkills`).
   */
  readonly config?: readonly string[];
  /** Per command; default 120 s. */
  readonly timeoutMs?: number;
}

/**
 * The Codex binary inside the install: `@openai/codex-<platform>-<arch>/vendor/<target>/bin/codex`
 * (the `codex.js` launcher only finds and execs it).
 */
function codexBinary(installDir: string): string {
  const pkg = path.join('node_modules', '@openai', `codex-${process.platform}-${process.arch}`, 'vendor');
  let target = '';
  try { target = readdirSync(path.join(installDir, pkg)).find((d) => !d.startsWith('.')) ?? ''; } catch { /* reported below */ }
  return agentBinary('codex', installDir, path.join(pkg, target, 'bin', process.platform === 'win32' ? 'codex.exe' : 'codex'));
}

/**
 * Codex as an oracle. Loaded skills and per-file errors come from `codex app-server`'s
 * `skills/list` (repo scope only; the system skills Codex installs under `$CODEX_HOME/skills/.system`
 * are left out); the listing is the `<skills_instructions>` developer message that
 * `codex debug prompt-input hi` prints, as the model would get it. No model is called; Codex's
 * API base is a loopback server that refuses everything (Codex otherwise resolves
 * `api.openai.com` at start), and the processes run without network where the machine allows it.
 */
export function createCodexOracle(settings: CodexOracleSettings = {}): Oracle {
  const timeoutMs = settings.timeoutMs ?? 120_000;
  return {
    id: 'codex',
    skillsDir: '.agents/skills',
    async run(options: OracleOptions): Promise<OracleRun> {
      const binary = codexBinary(options.installDir);
      const api = await startLoopbackRefuser();
      try {
        return await runCodex(binary, options, settings, timeoutMs, api);
      } finally {
        await api.close();
      }
    },
  };
}

async function runCodex(binary: string, options: OracleOptions, settings: CodexOracleSettings, timeoutMs: number, api: LoopbackRefuser): Promise<OracleRun> {
  // The API base points at our loopback refuser (same listing as without: checked on the corpus);
  // the caller's settings come after it, so they can override it.
  const { kept, dropped } = withSystemSkills(settings.config ?? []);
  const config = [`openai_base_url="${api.url}/v1"`, ...kept].flatMap((c) => ['-c', c]);
  const codexHome = path.join(options.homeDir, '.codex');
  mkdirSync(codexHome, { recursive: true });
  const proc: IsolatedOptions = { cwd: options.projectDir, env: agentEnvironment(options.homeDir, { CODEX_HOME: codexHome }, options.env), timeoutMs };
  const must = async (what: string, args: readonly string[]): Promise<IsolatedResult> => {
    const r = await runIsolated(binary, args, proc);
    const failure = failureOf(`codex: ${what}`, r, timeoutMs);
    if (failure) throw new Error(failure);
    return r;
  };

  const versionRun = await must('codex --version', ['--version']);
  const versionText = versionRun.stdout;
  const version = /(\d+\.\d+\.\d+\S*)/.exec(versionText)?.[1];
  if (!version) throw new Error(`codex: unexpected output of --version: ${versionText.trim().slice(0, 200)}`);

  const listed = await listCodexSkills(binary, config, options.projectDir, proc);
  const entry = listed.entries.find((e) => projectRelative(options.projectDir, path.join(e.cwd, 'x')) === 'x') ?? listed.entries[0];
  if (!entry) throw new Error('codex: skills/list answered with no entry for the project');
  const loaded: OracleSkill[] = [];
  const notes: string[] = [`codex ${version}; config: ${kept.length ? kept.join(' ') : '(Codex defaults)'}`];
  if (dropped.length) notes.push(`not passed on (the system skills of a default install stay, as Skillkiln counts them): ${dropped.join(' ')}`);
  for (const s of entry.skills) {
    const file = projectRelative(options.projectDir, s.path);
    if (file === undefined) continue;
    loaded.push({ file, name: s.name, description: s.description });
    if (!s.enabled) notes.push(`${file}: loaded with enabled: false`);
    if (s.scope !== 'repo') notes.push(`${file}: scope ${s.scope}`);
    if (s.shortDescription !== undefined) notes.push(`${file}: shortDescription ${JSON.stringify(s.shortDescription)} (skills/list only)`);
  }
  const builtinsLoaded = entry.skills.filter((s) => projectRelative(options.projectDir, s.path) === undefined).map((s) => `${s.name} (${s.scope})`);
  notes.push(`skills outside the project that Codex loaded: ${builtinsLoaded.join(', ') || 'none'}`);
  const rejected: OracleRejection[] = [];
  for (const e of entry.errors) {
    const file = projectRelative(options.projectDir, e.path);
    if (file === undefined) notes.push(`error outside the project: ${e.path}: ${e.message}`);
    else rejected.push({ file, reason: e.message });
  }

  const promptRun = await must('codex debug prompt-input hi', ['debug', 'prompt-input', ...config, 'hi']);
  const promptText = promptRun.stdout;
  let prompt: unknown;
  try { prompt = JSON.parse(promptText); } catch { throw new Error(`codex: debug prompt-input did not print JSON: ${promptText.trim().slice(0, 200)}`); }
  const block = findSkillsBlock(prompt);
  if (block === undefined) {
    // Every Codex lists its system skills, so a missing block means the prompt changed shape.
    throw new Error('codex: debug prompt-input printed no <skills_instructions> block');
  }
  const parsed = parseCodexListing(block, options.projectDir, entry.skills.map((s) => s.name));
  notes.push(`listing: ${parsed.listing.entries.length} project entries, built-ins listed: ${parsed.listing.builtins.join(', ') || 'none'}; "### How to use skills" section ${parsed.howToUse ? 'present' : 'absent'}`);
  for (const line of parsed.unparsed) notes.push(`listing line not understood (kept in text, not in entries): ${line.slice(0, 200)}`);
  // Matched by name and file: a symlinked folder is listed under its link, skills/list gives its target.
  const unmatched = parsed.files.filter((e) => !loaded.some((s) => s.name === e.name && s.file === e.file));
  for (const s of loaded) {
    if (parsed.files.some((e) => e.name === s.name && e.file === s.file)) continue;
    const other = unmatched.find((e) => e.name === s.name);
    notes.push(other ? `${s.file}: listed as ${other.file}` : `${s.file}: loaded (${s.name}) but not in the listing`);
  }
  for (const e of unmatched) if (!loaded.some((s) => s.name === e.name)) notes.push(`${e.file}: in the listing as ${e.name} but not in skills/list`);
  notes.push(...listed.chatter, ...stderrLines(promptRun.stderr).map((l) => `prompt-input ${l}`));
  notes.push(versionRun.isolated ? 'network: own namespace, loopback only' : 'network: NOT isolated (unshare not allowed, or SKILLKILN_ORACLE_NETNS=0); API base on 127.0.0.1');
  if (api.requests.length) notes.push(`requests to the loopback API: ${api.requests.join(', ')}`);
  return { agent: 'codex', version, loaded, rejected, listing: parsed.listing, notes };
}

/**
 * The settings without those that turn Codex's system skills off (`skills.bundled.…`): Skillkiln's
 * listing is a default install's, where those four skills come first and share the budget, so a
 * run without them would cut the project's skills at other places than the ones it shows.
 */
export function withSystemSkills(config: readonly string[]): { kept: string[]; dropped: string[] } {
  const off = (c: string) => /^\s*skills\.bundled\b/.test(c);
  return { kept: config.filter((c) => !off(c)), dropped: config.filter(off) };
}

/** Codex with its own defaults. */
export const codexOracle: Oracle = createCodexOracle();
