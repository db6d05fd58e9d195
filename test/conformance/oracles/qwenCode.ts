import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleListing, OracleListingEntry, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentEnvironment, agentBinary } from './agentEnvironment';
import { MOCK_MODEL } from './openaiMock';
import { chatBodies, runWithOpenAiMock, xmlUnescape } from './openaiMockRun';
import { projectRelative } from './projectRelative';
import { describeFailure, runBounded } from './runBounded';

const TIMEOUT_MS = 120_000;
const CLI = 'node_modules/@qwen-code/qwen-code/cli.js';
const OPEN = '\n<available_skills>\n';
const CLOSE = '\n</available_skills>';

/** ~/.qwen/settings.json: no usage statistics, telemetry or update check (loopback only). */
function writeSettings(homeDir: string): void {
  const file = path.join(homeDir, '.qwen', 'settings.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ privacy: { usageStatisticsEnabled: false }, telemetry: { enabled: false }, general: { enableAutoUpdate: false, disableAutoUpdate: true, disableUpdateNag: true } }, null, 2));
}

/**
 * The `skill` tool's description split into its `<skill>` elements: those whose location is
 * `project` are the project's entries; the others (`bundled`, and commands with no location) are
 * built-ins, cut out of the text with the line break that joins them to the next element.
 */
export function qwenListing(raw: string): OracleListing | undefined {
  const a = raw.indexOf(OPEN);
  const b = raw.lastIndexOf(CLOSE);
  if (a < 0 || b < a) return undefined;
  const elements = raw.slice(a + OPEN.length, b).match(/^<skill>\n[\s\S]*?\n<\/skill>$/gm) ?? [];
  const entries: OracleListingEntry[] = [];
  const builtins: string[] = [];
  const kept: string[] = [];
  for (const text of elements) {
    const name = xmlUnescape(/^<skill>\n<name>\n(.*)\n<\/name>/.exec(text)?.[1] ?? '');
    if (text.endsWith('\n<location>\nproject\n</location>\n</skill>')) {
      entries.push({ name, text });
      kept.push(text);
    } else builtins.push(name);
  }
  const text = entries.length === 0 ? '' : `${raw.slice(0, a + OPEN.length)}${kept.join('\n')}${raw.slice(b)}`;
  return { raw, text, entries, builtins };
}

/** `Successfully parsed skill: <name> (project) from <file>` and `Failed to parse skill at <dir>: <why>`, from its debug log. */
const PARSED = /\[SKILL_MANAGER\] Successfully parsed skill: (.*) \(project\) from (.*)$/;
const FAILED = /\[SKILL_MANAGER\] Failed to parse skill at (.*?): (.*)$/;

/**
 * Qwen Code 0.15.10 as an oracle: `qwen --auth-type openai -p hi` with `OPENAI_BASE_URL` at a
 * loopback mock of the chat completions API. The listing is the description of the `skill` tool
 * in the first request; what it parsed and what it rejected, with its words, come from the debug
 * log it writes under ~/.qwen/debug. Of skills sharing a name it keeps the first in folder order
 * (its log names only the skipped name), so the others are reported rejected here.
 */
export const qwenCodeOracle: Oracle = {
  id: 'qwen-code',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const cli = agentBinary('qwen-code', options.installDir, CLI);
    writeSettings(options.homeDir);
    const base = agentEnvironment(options.homeDir, { QWEN_CODE_DISABLE_PRECONNECT: '1', QWEN_TELEMETRY_ENABLED: 'false' }, options.env);
    const [versionRun, prompt] = await Promise.all([
      runBounded(process.execPath, [cli, '--version'], { cwd: options.projectDir, env: base, timeoutMs: TIMEOUT_MS }),
      runWithOpenAiMock('qwen -p hi', options.projectDir, TIMEOUT_MS, (baseUrl) => ({
        command: process.execPath,
        args: [cli, '--auth-type', 'openai', '-p', 'hi'],
        env: { ...base, OPENAI_API_KEY: 'skillkiln-oracle', OPENAI_BASE_URL: `${baseUrl}/v1`, OPENAI_MODEL: MOCK_MODEL },
      })),
    ]);
    if (versionRun.code !== 0) throw new Error(describeFailure('qwen --version', versionRun, TIMEOUT_MS));
    const version = versionRun.stdout.trim();
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`qwen --version: unexpected output ${JSON.stringify(version.slice(0, 100))}`);

    const debugDir = path.join(options.homeDir, '.qwen', 'debug');
    const log = (fs.existsSync(debugDir) ? fs.readdirSync(debugDir) : []).map((f) => fs.readFileSync(path.join(debugDir, f), 'utf8')).join('\n').split('\n');
    const rel = (file: string) => projectRelative(options.projectDir, file);
    const parsed: OracleSkill[] = [];
    const rejected: OracleRejection[] = [];
    const notes: string[] = [`qwen -p hi ${prompt.result.ms} ms`];
    // It parses the folder more than once a run (the tool, the slash commands): each file counts once.
    const seen = new Set<string>();
    for (const line of log) {
      const ok = PARSED.exec(line);
      const failed = FAILED.exec(line);
      const file = ok?.[2] !== undefined ? rel(ok[2]) : failed?.[1] !== undefined ? rel(path.join(failed[1], 'SKILL.md')) : undefined;
      if (file === undefined || seen.has(file)) continue;
      seen.add(file);
      if (ok) parsed.push({ file, name: ok[1] ?? '' });
      else if (failed) rejected.push({ file, reason: failed[2] ?? '' });
    }
    // Folder order is byte order of the folder names (its directory read is sorted so); the first of a name wins.
    const key = (s: OracleSkill) => s.file.split('/').join('\0');
    parsed.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
    const loaded: OracleSkill[] = [];
    const names = new Set<string>();
    for (const s of parsed) {
      if (names.has(s.name)) rejected.push({ file: s.file, reason: `Skipping duplicate skill at project level: ${s.name}` });
      else { names.add(s.name); loaded.push(s); }
    }

    const description = chatBodies(prompt.requests).flatMap((b) => b.tools ?? []).find((t) => t.function?.name === 'skill')?.function?.description;
    if (description === undefined) throw new Error(`qwen -p hi: no \`skill\` tool in the ${prompt.requests.length} requests it sent`);
    const listing = qwenListing(description);
    if (!listing) throw new Error(`qwen -p hi: no <available_skills> block in the skill tool's description: ${description.slice(0, 200)}`);
    return { agent: 'qwen-code', version, loaded, rejected, listing, notes };
  },
};
