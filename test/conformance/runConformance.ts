import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AGENTS } from '../../server/src/service/agents/agents';
import { VERIFIED_VERSIONS, type VerifiedAgent } from '../../server/src/service/agents/verifiedVersions';
import { compareRun, type CompareOptions, type Difference, type SkillsmithView } from './compareRun';
import { writeEdgeCases } from './edgeCases';
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

const REPO = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(REPO, 'dist', 'cli.js');
const CORPUS = process.env['SKILLSMITH_CORPUS'] ?? path.resolve(REPO, '..', 'shared', 'corpus');

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
  const out: Project[] = [{ name: 'edge', write: (dir) => writeEdgeCases(dir) }];
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

/** What `skillsmith lint` and `skillsmith catalog` say of the project for one target. */
function skillsmithView(projectDir: string, target: string, env: Readonly<Record<string, string>>, catalogArgs: readonly string[] = []): SkillsmithView {
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: projectDir, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
    if (r.status !== 0 && r.status !== 1) throw new Error(`skillsmith ${args.join(' ')} exited ${r.status}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    return JSON.parse(r.stdout) as unknown;
  };
  return {
    findings: run(['lint', '.', '--targets', target, '--format', 'json']) as SkillsmithView['findings'],
    catalog: run(['catalog', '.', '--target', target, '--format', 'json', ...catalogArgs]) as SkillsmithView['catalog'],
  };
}

function makeProject(project: Project, skillsDir: string): { projectDir: string; homeDir: string; cleanup(): void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'skillsmith-conformance-'));
  const projectDir = path.join(base, 'project');
  const homeDir = path.join(base, 'home');
  fs.mkdirSync(projectDir, { recursive: true });
  fs.mkdirSync(homeDir, { recursive: true });
  spawnSync('git', ['init', '-q', projectDir]);
  project.write(path.join(projectDir, skillsDir));
  return { projectDir: fs.realpathSync(projectDir), homeDir, cleanup: () => fs.rmSync(base, { recursive: true, force: true }) };
}

/**
 * Codex shortens its listing to a budget whose exact order of cuts Skillsmith does not
 * reproduce: when the agent's block is shorter than the block in full, the listing is not
 * compared (the loaded set still is), and the run says so.
 */
function listingSkip(agent: VerifiedAgent, run: OracleRun, projectDir: string, env: Readonly<Record<string, string>>): string | undefined {
  if (agent !== 'codex' || !run.listing) return undefined;
  const full = skillsmithView(projectDir, agent, env, ['--listing-budget', String(Number.MAX_SAFE_INTEGER)]);
  return run.listing.text.length < full.catalog.text.length ? 'Codex cut its listing to its budget (the order of its cuts is not reproduced)' : undefined;
}

async function main(): Promise<number> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const update = process.argv.includes('--update');
  let passed = 0;
  let failed = 0;
  let n = 0;
  for (const c of CASES) {
    if (only.length > 0 && !only.includes(c.agent)) continue;
    let installDir: string;
    try {
      installDir = installAgent(c.agent);
    } catch (err) {
      console.log(`not ok ${++n} - ${c.agent}: could not be installed: ${(err as Error).message}`);
      failed++;
      continue;
    }
    const runs: { name: string; project: Project; env: Readonly<Record<string, string>> }[] = projects().map((p) => ({ name: p.name, project: p, env: {} }));
    for (const v of c.variants ?? []) runs.push({ name: v.name, project: projects()[0]!, env: v.env });
    for (const r of runs) {
      const label = `${AGENTS[c.agent].label.en} ${VERIFIED_VERSIONS[c.agent].version} on ${r.name}`;
      const p = makeProject(r.project, c.oracle.skillsDir);
      const started = Date.now();
      try {
        const run = await c.oracle.run({ projectDir: p.projectDir, skillsDir: c.oracle.skillsDir, installDir, homeDir: p.homeDir, env: r.env });
        const ours = skillsmithView(p.projectDir, c.agent, r.env);
        const skip = listingSkip(c.agent, run, p.projectDir, r.env) ?? run.listingUnavailable;
        const options: CompareOptions = { ordered: c.ordered, ...(skip ? { skipListing: skip } : {}), ...(c.canonical ? { canonical: c.canonical } : {}), ...(c.realPaths ? { realPaths: true } : {}) };
        const diffs = compareRun(p.projectDir, c.oracle.skillsDir, run, ours, options);
        const changes = observedChanges(c.agent, r.name, run, p.projectDir);
        if (update) saveObserved(c.agent, r.name, run, p.projectDir);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const what = `${run.loaded.length} loaded, ${run.rejected.length} rejected${run.listing ? `, ${run.listing.entries.length} listed` : ''}`;
        if (diffs.length === 0) {
          passed++;
          console.log(`ok ${++n} - ${label}: ${what}${skip ? ` (listing not compared: ${skip})` : ''} [${seconds} s]`);
        } else {
          failed++;
          console.log(`not ok ${++n} - ${label}: ${diffs.length} differences (${what}) [${seconds} s]`);
          printDifferences(diffs);
        }
        for (const line of changes) console.log(`  # ${line}`);
      } catch (err) {
        failed++;
        console.log(`not ok ${++n} - ${label}: ${(err as Error).message}`);
      } finally {
        p.cleanup();
      }
    }
  }
  console.log(`conformance: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

function printDifferences(diffs: readonly Difference[]): void {
  for (const d of diffs.slice(0, 25)) {
    console.log(`  ${d.file}`);
    console.log(`    agent:      ${clip(d.agent)}`);
    console.log(`    skillsmith: ${clip(d.skillsmith)}`);
  }
  if (diffs.length > 25) console.log(`  … and ${diffs.length - 25} more`);
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
