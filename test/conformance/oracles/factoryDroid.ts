import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Oracle, OracleListing, OracleListingEntry, OracleOptions, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { startLoopbackRefuser } from './loopbackRefuser';
import { MOCK_MODEL, startOpenAiMock } from './openaiMock';
import { projectRelative } from './projectRelative';
import { describeFailure, runBounded } from './runBounded';
import { droidHeaderName } from './droidHeaderName';
import { fileOfName, skillFilesByName } from './skillFilesByName';

const TIMEOUT_MS = 90_000;
/** The line Factory Droid opens its skills reminder with (0.225.2). */
export const DROID_MARKER = 'Available skills (invoke by exact name when its description matches the request):';
const END = '\n</system-reminder>';
/** Factory's own services, pointed at a loopback server that refuses everything (nothing leaves 127.0.0.1). */
const SERVICE_URLS = ['FACTORY_API_BASE_URL', 'FACTORY_API_BASE_URL_EU', 'FACTORY_APP_BASE_URL', 'FACTORY_TELEMETRY_INGEST_BASE_URL', 'FACTORY_RELAY_BASE_URL', 'FACTORY_WORKOS_BASE_URL', 'FACTORY_ORG_MANAGED_SETTINGS_URL'];

/** Every text part of every user message of a chat request body. */
function textParts(body: unknown): string[] {
  const messages = (body as { messages?: { role?: string; content?: unknown }[] } | undefined)?.messages ?? [];
  return messages.flatMap((m) => typeof m.content === 'string' ? [m.content] : Array.isArray(m.content) ? m.content.map((p: { text?: unknown }) => (typeof p.text === 'string' ? p.text : '')) : []);
}

/** The reminder's lines, each an entry: `name: description`, or the name alone over budget (descriptions are made one line). */
export function splitDroidListing(raw: string): { header: string; entries: OracleListingEntry[] } {
  const start = raw.indexOf(DROID_MARKER) + DROID_MARKER.length + 1;
  const body = raw.endsWith(END) ? raw.slice(start, -END.length) : raw.slice(start);
  const entries = body ? body.split('\n').map((text) => ({ name: text.includes(': ') ? text.slice(0, text.indexOf(': ')) : text, text })) : [];
  return { header: raw.slice(0, start), entries };
}

/** One `droid exec` turn in `cwd` with a fresh HOME: the request bodies the mock received. */
async function exec(bin: string, cwd: string, homeDir: string, prompt: string, extraEnv: Readonly<Record<string, string>> | undefined): Promise<{ bodies: unknown[]; ms: number }> {
  const [mock, refuser] = await Promise.all([startOpenAiMock(), startLoopbackRefuser()]);
  try {
    fs.mkdirSync(path.join(homeDir, '.factory'), { recursive: true });
    const model = { model: MOCK_MODEL, displayName: MOCK_MODEL, baseUrl: `${mock.baseUrl}/v1`, apiKey: 'dummy', provider: 'generic-chat-completion-api', maxOutputTokens: 1000 };
    fs.writeFileSync(path.join(homeDir, '.factory', 'settings.json'), JSON.stringify({ customModels: [model] }));
    const services = Object.fromEntries(SERVICE_URLS.map((k) => [k, refuser.url]));
    const env = agentEnvironment(homeDir, { FACTORY_AIRGAP_ENABLED: 'true', ...services }, extraEnv);
    const r = await runBounded(bin, ['exec', '-m', `custom:${MOCK_MODEL}`, prompt], { cwd, env, timeoutMs: TIMEOUT_MS });
    if (r.timedOut || r.code !== 0) throw new Error(describeFailure(`droid exec in ${cwd}`, r, TIMEOUT_MS));
    return { bodies: mock.requests.filter((q) => q.url.endsWith('/chat/completions')).map((q) => q.body), ms: r.ms };
  } finally {
    await Promise.all([mock.close(), refuser.close()]);
  }
}

/** The skills reminder of the first request, or undefined when it has none. */
function reminderOf(bodies: readonly unknown[]): string | undefined {
  return bodies.length === 0 ? undefined : textParts(bodies[0]).find((t) => t.includes(DROID_MARKER));
}

/** The version Droid reports about itself in the tags of its log lines (a separate `--version` costs seconds). */
function versionOf(homeDir: string): string {
  let log = '';
  try { log = fs.readFileSync(path.join(homeDir, '.factory', 'logs', 'droid-log-single.log'), 'utf8'); } catch { /* no log: said below */ }
  const version = /"version":"([^"]+)"/.exec(log)?.[1];
  if (!version) throw new Error('droid: no version in ~/.factory/logs/droid-log-single.log');
  return version;
}

const baselines = new Map<string, Promise<readonly OracleListingEntry[]>>();

/** Factory Droid's own entries, from a run on a project without skills (once per binary). */
function builtinEntries(bin: string): Promise<readonly OracleListingEntry[]> {
  let b = baselines.get(bin);
  if (!b) {
    b = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-droid-baseline-'));
      try {
        fs.mkdirSync(path.join(dir, 'project'));
        const { bodies } = await exec(bin, path.join(dir, 'project'), path.join(dir, 'home'), 'hi', undefined);
        const raw = reminderOf(bodies);
        return raw === undefined ? [] : splitDroidListing(raw).entries;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    })();
    b.catch(() => baselines.delete(bin));
    baselines.set(bin, b);
  }
  return b;
}

/** The listing with the trailing built-in entries (the baseline's, in its order) removed. */
function withoutBuiltins(raw: string, builtins: readonly OracleListingEntry[]): OracleListing {
  const { header, entries } = splitDroidListing(raw);
  let end = entries.length;
  let j = builtins.length - 1;
  // Built-ins come last; one a project skill shadows is simply absent.
  while (end > 0 && j >= 0) {
    const k = builtins.slice(0, j + 1).map((b) => b.text).lastIndexOf(entries[end - 1]!.text);
    if (k < 0) break;
    end--;
    j = k - 1;
  }
  const kept = entries.slice(0, end);
  return { raw, text: kept.length > 0 ? `${header}${kept.map((e) => e.text).join('\n')}${END}` : '', entries: kept, builtins: entries.slice(end).map((e) => e.name) };
}

/**
 * Factory Droid 0.225.2 as an oracle: a custom model (`generic-chat-completion-api`) at a
 * loopback mock in `~/.factory/settings.json`, airgap mode and Factory's services at a
 * loopback refuser, then `droid exec -m custom:mock-model hi`. The skills reminder of the first
 * request is the listing (built-ins after the project's, removed using a run without skills).
 * Droid does not say which file a listed name came from, nor which it refused: listed names are
 * matched to the file whose header gives that name; a skill kept out of the listing by
 * `disable-model-invocation: true` is confirmed by invoking it as `/<name>`, which makes Droid
 * send the skill with its file path.
 */
export const factoryDroidOracle: Oracle = {
  id: 'factory-droid',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const bin = agentBinary('factory-droid', options.installDir, path.join('node_modules', '@factory', `cli-${process.platform}-${process.arch}`, 'bin', 'droid'));
    const [builtins, run] = await Promise.all([builtinEntries(bin), exec(bin, options.projectDir, options.homeDir, 'hi', options.env)]);
    const version = versionOf(options.homeDir);
    const raw = reminderOf(run.bodies);
    if (raw === undefined) throw new Error(`droid in ${options.projectDir}: no skills reminder in the first request`);
    const listing = withoutBuiltins(raw, builtins);
    const files = skillFilesByName(options.projectDir, options.skillsDir, { depth: Infinity, localeSorted: true, nameOf: droidHeaderName });
    const loaded: OracleSkill[] = [];
    const notes = [`droid ${version}; ${run.ms} ms; built-ins removed: ${listing.builtins.length}`];
    for (const e of listing.entries) {
      const file = fileOfName(files, e.name);
      if (file === undefined) notes.push(`listed name without a file: ${e.name}`);
      else loaded.push({ file, name: e.name });
    }
    for (const hidden of await hiddenSkills(bin, options, files, new Set(loaded.map((s) => s.file)))) loaded.push(hidden);
    return { agent: 'factory-droid', version, loaded, rejected: [], listing, notes };
  },
};

/** Skills left out of the listing that say `disable-model-invocation: true`, each confirmed loaded by invoking it. */
async function hiddenSkills(bin: string, options: OracleOptions, files: ReadonlyMap<string, readonly string[]>, listed: ReadonlySet<string>): Promise<OracleSkill[]> {
  const out: OracleSkill[] = [];
  for (const [name, list] of files) {
    const file = list[0]!;
    // The key quoted or not, the value any way YAML may write a true (agent fuzzer, seed 25: `"disable-model-invocation": true` went unprobed).
    if (listed.has(file) || !/^[ \t]*(["']?)disable-model-invocation\1[ \t]*:[ \t]*(["']?)(?:true|True|TRUE)\2[ \t]*(?:#.*)?$/m.test(fs.readFileSync(path.join(options.projectDir, file), 'utf8'))) continue;
    const home = fs.mkdtempSync(path.join(options.homeDir, 'probe-'));
    const { bodies } = await exec(bin, options.projectDir, home, `/${name}`, options.env);
    const sent = bodies.length === 0 ? undefined : /<skill filePath="([^"]+)">/.exec(textParts(bodies[0]).join('\n'))?.[1];
    const rel = sent === undefined ? undefined : projectRelative(options.projectDir, sent);
    if (rel !== undefined) out.push({ file: rel, name });
  }
  return out;
}
