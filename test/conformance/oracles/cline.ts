import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleOptions, OracleRun, OracleSkill } from '../oracle';
import { agentBinary, agentEnvironment } from './agentEnvironment';
import { MOCK_MODEL, startOpenAiMock } from './openaiMock';
import { describeFailure, runBounded } from './runBounded';
import { fileOfName, skillFilesByName } from './skillFilesByName';

/** Per command; a run on a 400-skill project takes a few seconds, the rest is slack for slow CI. */
const TIMEOUT_MS = 90_000;
/** What precedes the names in the `skills` tool's description (3.0.65). */
export const CLINE_NAMES_MARKER = ' Available skills: ';

/** The `skills` tool's description in the first chat request the agent sent, if any. */
function skillsToolDescription(body: unknown): string | undefined {
  const tools = (body as { tools?: { function?: { name?: string; description?: string } }[] } | undefined)?.tools ?? [];
  return tools.find((t) => t.function?.name === 'skills')?.function?.description;
}

/** The provider settings file of `cline auth`, pointing its OpenAI-compatible provider at `baseUrl`. */
function writeProvider(homeDir: string, baseUrl: string): void {
  const dir = path.join(homeDir, '.cline', 'data', 'settings');
  fs.mkdirSync(dir, { recursive: true });
  const settings = { provider: 'openai-compatible', apiKey: 'dummy', model: MOCK_MODEL, baseUrl };
  const file = { version: 1, lastUsedProvider: 'openai-compatible', modes: {}, providers: { 'openai-compatible': { settings, updatedAt: new Date(0).toISOString(), tokenSource: 'manual' } } };
  fs.writeFileSync(path.join(dir, 'providers.json'), JSON.stringify(file, null, 2));
}

/** The version Cline reports about itself in its log (`extension_version` of its events). */
function versionOf(homeDir: string): string {
  let log = '';
  try { log = fs.readFileSync(path.join(homeDir, '.cline', 'data', 'logs', 'cline.log'), 'utf8'); } catch { /* no log: said below */ }
  const version = /"extension_version":"([^"]+)"/.exec(log)?.[1];
  if (!version) throw new Error('cline: no extension_version in ~/.cline/data/logs/cline.log');
  return version;
}

/**
 * The names after the marker, in the agent's order (none when it lists none). Cline joins them
 * with `, `, which a name may hold too (`Validate, dry-run, and expose…`): where `known` names
 * are given (those of the files, as Cline reads them), the longest one that starts at a name's
 * place and ends at a `, ` or the end is taken whole; elsewhere the list is cut at each `, `.
 */
export function clineNames(description: string, known: Iterable<string> = []): string[] {
  const at = description.indexOf(CLINE_NAMES_MARKER);
  if (at < 0 || !description.endsWith('.')) return [];
  const list = description.slice(at + CLINE_NAMES_MARKER.length, -1);
  const joined = [...known].filter((n) => n.includes(', ')).sort((a, b) => b.length - a.length);
  const out: string[] = [];
  for (let i = 0; i <= list.length;) {
    const whole = joined.find((n) => list.startsWith(n, i) && (i + n.length === list.length || list.startsWith(', ', i + n.length)));
    const end = whole !== undefined ? i + whole.length : list.indexOf(', ', i) < 0 ? list.length : list.indexOf(', ', i);
    out.push(list.slice(i, end));
    i = end + 2;
  }
  return out;
}

/**
 * The description with its names sorted: Cline lists them in the order the disk gives the
 * folders, which Skillkiln cannot reproduce, so the texts are compared in this form.
 */
export function clineCanonical(text: string): string {
  const at = text.indexOf(CLINE_NAMES_MARKER);
  if (at < 0) return text;
  return `${text.slice(0, at + CLINE_NAMES_MARKER.length)}${clineNames(text).sort().join(', ')}.`;
}

/** Cline's header: a first line `---` up to the next line starting with `---` (its core's pattern, after it strips a byte-order mark). */
const CLINE_HEADER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?[\s\S]*$/;

/**
 * The name Cline gives a SKILL.md, read as its core reads it, with the `yaml` package of its own
 * install: the header's `name` trimmed, the folder's name where there is none (no header, a
 * header that is not a mapping, a null name); undefined where it refuses the file (a YAML error,
 * a name that is not text). Telling which file a listed name came from needs this: a line
 * reader misses `"name":`, block scalars and `name: null`.
 */
export function clineNameReader(installDir: string): (text: string, folder: string) => string | undefined {
  const yaml = require(path.join(installDir, 'node_modules', 'yaml')) as { parse: (t: string, o: object) => unknown };
  return (text, folder) => {
    const header = CLINE_HEADER.exec(text.replace(/^\uFEFF/, ''))?.[1];
    if (header === undefined) return folder.trim() || undefined;
    let data: unknown;
    // Its warnings (an unknown tag) change nothing read and are not printed into the test's log.
    try { data = yaml.parse(header, { logLevel: 'error' }); } catch { return undefined; }
    const name = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)['name'] : undefined;
    if (name === undefined || name === null) return folder.trim() || undefined;
    return typeof name === 'string' ? name.trim() || folder.trim() || undefined : undefined;
  };
}

/**
 * Cline 3.0.65 as an oracle: `cline auth` points its OpenAI-compatible provider at a loopback
 * mock, then `cline --json -t 60 "say hello"` runs one turn; the `skills` tool's description in
 * the request is the listing, names only. Cline says nothing of the skills it leaves out, so
 * the loaded set is the names it sends, each matched to the file whose header (or folder) gives
 * that name.
 */
export const clineOracle: Oracle = {
  id: 'cline',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const bin = agentBinary('cline', options.installDir, path.join('node_modules', '@cline', `cli-${process.platform}-${process.arch}`, 'bin', 'cline'));
    // In its default mode a run with no hub to join starts one (a daemon in a session of its own,
    // on a fixed port) for the next runs and works locally itself: `local` is that same path, minus the daemon.
    const env = agentEnvironment(options.homeDir, { CLINE_SESSION_BACKEND_MODE: 'local' }, options.env);
    const proc = { cwd: options.projectDir, env, timeoutMs: TIMEOUT_MS };
    const mock = await startOpenAiMock();
    try {
      // What `cline auth -p openai -k dummy -m mock-model -b <mock>/v1` writes (each start costs seconds).
      writeProvider(options.homeDir, `${mock.baseUrl}/v1`);
      const r = await runBounded(bin, ['--json', '-t', '60', 'say hello'], proc);
      if (r.timedOut || r.code !== 0) throw new Error(describeFailure(`cline in ${options.projectDir}`, r, TIMEOUT_MS));
      const chat = mock.requests.find((q) => q.url.endsWith('/chat/completions'));
      if (!chat) throw new Error(`cline in ${options.projectDir}: no chat request reached the mock (${mock.requests.length} requests)`);
      const version = versionOf(options.homeDir);
      // With no skill it can use, Cline sends no `skills` tool at all (observed: a folder whose only skill it refuses).
      const raw = skillsToolDescription(chat.body) ?? '';
      const files = skillFilesByName(options.projectDir, options.skillsDir, { depth: 1, localeSorted: false, nameOf: clineNameReader(options.installDir) });
      const names = clineNames(raw, files.keys());
      const loaded: OracleSkill[] = [];
      const notes = [`cline ${version}; ${r.ms} ms`];
      for (const name of names) {
        const file = fileOfName(files, name);
        if (file === undefined) notes.push(`listed name without a file: ${name}`);
        else loaded.push({ file, name });
      }
      return {
        agent: 'cline', version, loaded, rejected: [],
        // No skill listed: the tool's fixed text alone, which is no listing of skills.
        listing: { raw, text: names.length > 0 ? raw : '', entries: names.map((name) => ({ name, text: name })), builtins: [] },
        notes,
      };
    } finally {
      await mock.close();
    }
  },
};
