import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleListing, OracleListingEntry, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentEnvironment, agentBinary } from './agentEnvironment';
import { MOCK_MODEL } from './openaiMock';
import { chatBodies, messageText, runWithOpenAiMock, xmlUnescape } from './openaiMockRun';
import type { PiLoad } from './piLoaderChild';
import { projectRelative } from './projectRelative';
import { describeFailure, runBounded } from './runBounded';

const TIMEOUT_MS = 120_000;
const CLI = 'node_modules/@mariozechner/pi-coding-agent/dist/cli.js';
const INTRO = 'The following skills provide specialized instructions for specific tasks.';
const CLOSE = '</available_skills>';

/** ~/.pi/agent/models.json: one provider `mock` speaking chat completions to the loopback mock. */
function writeModels(homeDir: string, baseUrl: string): void {
  const file = path.join(homeDir, '.pi', 'agent', 'models.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ providers: { mock: { baseUrl: `${baseUrl}/v1`, api: 'openai-completions', apiKey: 'skillkiln-oracle', models: [{ id: MOCK_MODEL }] } } }, null, 2));
}

/** The skills part of the system prompt: from the intro to `</available_skills>`, split into `  <skill>` elements. */
export function piListing(system: string): OracleListing | undefined {
  const a = system.indexOf(INTRO);
  const b = system.indexOf(CLOSE, a);
  if (a < 0 || b < 0) return undefined;
  const raw = system.slice(a, b + CLOSE.length);
  const entries: OracleListingEntry[] = [];
  for (const m of raw.matchAll(/^ {2}<skill>\n {4}<name>([\s\S]*?)<\/name>\n {4}<description>[\s\S]*?\n {2}<\/skill>$/gm)) entries.push({ name: xmlUnescape(m[1] ?? ''), text: m[0] });
  return { raw, text: raw, entries, builtins: [] };
}

/**
 * pi 0.73.1 as an oracle: `pi --offline --provider mock --model mock-model --no-session -p hi`
 * with a custom provider in ~/.pi/agent/models.json pointing at a loopback mock of the chat
 * completions API; the listing is the end of the system prompt it sent. A run prints no skill
 * warnings, so what loads and what is rejected come from its own `DefaultResourceLoader`, run
 * in a child process in the project (piLoaderChild.ts); the listing's entries are checked
 * against it. pi ships no skills of its own.
 */
export const piOracle: Oracle = {
  id: 'pi',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const cli = agentBinary('pi', options.installDir, CLI);
    const env = agentEnvironment(options.homeDir, { PI_OFFLINE: '1' }, options.env);
    const loadFile = path.join(options.homeDir, `pi-load-${process.pid}-${Date.now()}.json`);
    const bounded = { cwd: options.projectDir, env, timeoutMs: TIMEOUT_MS };
    const [versionRun, loaderRun, prompt] = await Promise.all([
      runBounded(process.execPath, [cli, '--version'], bounded),
      runBounded(process.execPath, [path.join(__dirname, 'piLoaderChild.js'), options.installDir, loadFile], bounded),
      runWithOpenAiMock('pi -p hi', options.projectDir, TIMEOUT_MS, (baseUrl) => {
        writeModels(options.homeDir, baseUrl);
        return { command: process.execPath, args: [cli, '--offline', '--provider', 'mock', '--model', MOCK_MODEL, '--no-session', '-p', 'hi'], env };
      }),
    ]);
    if (versionRun.code !== 0) throw new Error(describeFailure('pi --version', versionRun, TIMEOUT_MS));
    if (loaderRun.code !== 0) throw new Error(describeFailure('pi loader', loaderRun, TIMEOUT_MS));
    const version = versionRun.stdout.trim() || versionRun.stderr.trim();
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`pi --version: unexpected output ${JSON.stringify(version.slice(0, 100))}`);
    const load = JSON.parse(fs.readFileSync(loadFile, 'utf8')) as PiLoad;
    fs.rmSync(loadFile, { force: true });

    const notes: string[] = [`pi -p hi ${prompt.result.ms} ms, loader ${loaderRun.ms} ms`];
    const rel = (file: string) => projectRelative(options.projectDir, file);
    const loaded: OracleSkill[] = [];
    for (const s of load.skills) {
      const file = rel(s.filePath);
      if (file === undefined) notes.push(`loaded from outside the project: ${s.name} ${s.filePath}`);
      else loaded.push({ file, name: s.name, description: s.description });
    }
    const loadedFiles = new Set(loaded.map((s) => s.file));
    const rejected: OracleRejection[] = [];
    for (const d of load.diagnostics) {
      const file = rel(d.collision?.loserPath ?? d.path ?? '');
      if (file === undefined) { notes.push(`${d.type}: ${d.message}`); continue; }
      // A warning on a file it loads is a departure it lets through; on any other, why it is out.
      if (loadedFiles.has(file)) notes.push(`${file}: ${d.type}: ${d.message}`);
      else rejected.push({ file, reason: d.collision ? `${d.message} (kept ${rel(d.collision.winnerPath) ?? d.collision.winnerPath})` : d.message });
    }

    const system = chatBodies(prompt.requests).flatMap((b) => (b.messages ?? []).filter((m) => m.role === 'system' || m.role === 'developer').map((m) => messageText(m.content)));
    const visible = load.skills.filter((s) => !s.disableModelInvocation).length;
    const listing = system.map(piListing).find((l) => l !== undefined);
    if (!listing && visible > 0) throw new Error(`pi -p hi: no "${INTRO}" block in the ${prompt.requests.length} requests it sent, though its loader lists ${visible} skills`);
    if (listing && listing.entries.length !== visible) notes.push(`the listing has ${listing.entries.length} entries, the loader ${visible} skills the model may see`);
    return { agent: 'pi', version, loaded, rejected, listing: listing ?? { raw: '', text: '', entries: [], builtins: [] }, notes };
  },
};
