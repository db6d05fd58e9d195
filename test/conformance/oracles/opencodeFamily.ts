import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleOptions, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { MOCK_URL, runWithIsolatedMock, type MockedRun } from './isolatedMockRun';
import { MOCK_MODEL } from './openaiMock';
import { findOpencodeListing, splitOpencodeListing, systemPrompts } from './opencodeListing';
import { projectRelative } from './projectRelative';
import type { BoundedResult } from './runBounded';
import { failureOf, stripAnsi } from './spawnIsolated';

/**
 * Per command. A cold start takes several seconds (the binary is ~180 MB, a fresh HOME gets a
 * database); Kilo's `run` uses some 20 s of CPU, and on a loaded machine minutes.
 */
const TIMEOUT_MS = 300_000;

/** What tells opencode and its forks apart when run as an oracle. */
export interface OpencodeFamilySettings {
  readonly id: string;
  /** The executable, relative to the install folder. */
  readonly binary: string;
  /** The variable that carries the configuration as JSON (so nothing is written into the project). */
  readonly configVariable: string;
  /** Variables that keep it from reaching out (model catalog, updates, telemetry, indexing). */
  readonly quiet: Readonly<Record<string, string>>;
}

/** A skill as `debug skill` prints it. */
interface DebugSkill {
  readonly name: string;
  readonly description?: string;
  readonly location: string;
}

/**
 * The configuration: one provider, the mock, through `@ai-sdk/openai-compatible`, which the
 * binaries bundle (nothing is downloaded); the only provider enabled, so no other one's models are fetched.
 */
function mockConfig(): string {
  return JSON.stringify({
    $schema: 'https://opencode.ai/config.json',
    model: `mock/${MOCK_MODEL}`,
    enabled_providers: ['mock'],
    provider: { mock: { npm: '@ai-sdk/openai-compatible', name: 'Mock', options: { baseURL: `${MOCK_URL}/v1`, apiKey: 'skillkiln-oracle' }, models: { [MOCK_MODEL]: { name: 'Mock' } } } },
  });
}

/** Log lines worth keeping: the loader's own warnings and errors about skills. */
function skillLogLines(stderr: string, projectDir: string): string[] {
  return stripAnsi(stderr).split('\n')
    .filter((l) => /skill/i.test(l) && /level=(WARN|ERROR)|^(WARN|ERROR) /.test(l))
    .map((l) => l.replace(/^timestamp=\S+ level=(\S+) run=\S+ /, '$1 ').split(`${projectDir}${path.sep}`).join('').slice(0, 300));
}

/**
 * opencode or one of its forks as an oracle. Loaded skills: `debug skill` (JSON; it reports no
 * rejection: files it cannot read are skipped without a word). The listing: the system prompt
 * that `run hi` sends to a loopback mock declared as a custom provider, the agent and the mock in
 * a network namespace of their own. Each command gets a fresh HOME of its own under `homeDir`.
 */
export function createOpencodeFamilyOracle(settings: OpencodeFamilySettings): Oracle {
  return {
    id: settings.id,
    skillsDir: '.agents/skills',
    async run(options: OracleOptions): Promise<OracleRun> {
      const bin = agentBinary(settings.id, options.installDir, settings.binary);
      const homeOf = (what: string) => {
        const dir = path.join(options.homeDir, what);
        fs.mkdirSync(dir, { recursive: true });
        return agentEnvironment(dir, settings.quiet, { [settings.configVariable]: mockConfig() }, options.env);
      };
      const scratch = path.join(options.homeDir, 'scratch');
      const run = (what: string, args: readonly string[]): Promise<MockedRun> => runWithIsolatedMock({ command: bin, args, cwd: options.projectDir, env: homeOf(what), timeoutMs: TIMEOUT_MS }, scratch);
      const failure = (what: string, r: MockedRun) => failureOf(`${settings.id} ${what}`, { ...r.result, isolated: r.isolated }, TIMEOUT_MS);
      const must = (what: string, r: MockedRun): BoundedResult => {
        const why = failure(what, r);
        if (why) throw new Error(why);
        return r.result;
      };
      const started = Date.now();
      const [versionRun, skillRun, mocked] = await Promise.all([
        run('version', ['--version']).then((r) => must('--version', r)),
        run('skill', ['debug', 'skill', '--print-logs', '--log-level', 'WARN']).then((r) => must('debug skill', r)),
        run('run', ['run', 'hi', '--model', `mock/${MOCK_MODEL}`, '--title', 'skillkiln', '--print-logs', '--log-level', 'WARN']),
      ]);
      const version = /\d+\.\d+\.\d+\S*/.exec(versionRun.stdout)?.[0];
      if (!version) throw new Error(`${settings.id} --version: unexpected output ${JSON.stringify(versionRun.stdout.slice(0, 100))}`);
      const runFailure = failure('run hi', mocked);

      let listed: DebugSkill[];
      try { listed = JSON.parse(skillRun.stdout) as DebugSkill[]; } catch { throw new Error(`${settings.id} debug skill: not JSON: ${skillRun.stdout.slice(0, 300)}`); }
      const notes: string[] = [`debug skill and run hi in ${((Date.now() - started) / 1000).toFixed(1)} s${mocked.isolated ? '' : ' (no network namespace on this machine)'}`];
      const loaded: OracleSkill[] = [];
      for (const s of listed) {
        const file = projectRelative(options.projectDir, s.location);
        if (file === undefined) continue;
        loaded.push(s.description === undefined ? { file, name: s.name } : { file, name: s.name, description: s.description });
      }
      notes.push(...skillLogLines(skillRun.stderr, options.projectDir));
      const raw = runFailure ? undefined : findOpencodeListing(systemPrompts(mocked.requests));
      const base = { agent: settings.id, version, loaded, rejected: [], notes };
      if (!raw) return { ...base, listingUnavailable: runFailure ?? `run hi: no skills block in the ${mocked.requests.length} requests it sent` };
      return { ...base, listing: splitOpencodeListing(raw, (location) => projectRelative(options.projectDir, location) !== undefined) };
    },
  };
}
