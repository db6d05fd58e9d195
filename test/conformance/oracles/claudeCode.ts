import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Oracle, OracleListingEntry, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { startAnthropicMock } from './anthropicMock';
import { anyEntryName, CLAUDE_LISTING_MARKER, findClaudeListings, removeBundled, splitClaudeListing } from './claudeListing';
import { describeFailure, runBounded } from './runBounded';

/** Per run; a cold start on a 400-skill project takes a few seconds, the rest is slack for slow CI. */
const TIMEOUT_MS = 120_000;

/** The native binary of the platform package (linux-x64 here; other platforms have their own package). */
function binaryOf(installDir: string): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  for (const pkg of [`claude-code-${process.platform}-${arch}`, `claude-code-${process.platform}-${arch}-musl`]) {
    const bin = path.join(installDir, 'node_modules', '@anthropic-ai', pkg, process.platform === 'win32' ? 'claude.exe' : 'claude');
    if (fs.existsSync(bin)) return bin;
  }
  throw new Error(`claude-code: no native binary under ${installDir}/node_modules/@anthropic-ai (is it installed?)`);
}

/** The stream-json `init` event's fields the oracle reads. */
interface InitEvent {
  readonly claude_code_version?: string;
  readonly model?: string;
  readonly skills?: readonly string[];
  readonly slash_commands?: readonly string[];
}

/** What one `claude -p` run against the mock showed. */
interface Capture {
  readonly init: InitEvent;
  /** Every distinct listing block in the requests the agent sent. */
  readonly listings: readonly string[];
  readonly debugLog: string;
  readonly ms: number;
}

/** Runs `claude -p hi` once in `cwd` against a fresh mock and collects the init event, the listing and the debug log. */
async function capture(bin: string, cwd: string, homeDir: string, extraEnv: Readonly<Record<string, string>>): Promise<Capture> {
  fs.mkdirSync(homeDir, { recursive: true });
  const debugFile = path.join(homeDir, `claude-debug-${process.pid}-${Date.now()}.log`);
  const mock = await startAnthropicMock();
  try {
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: homeDir,
      TMPDIR: os.tmpdir(),
      ANTHROPIC_BASE_URL: mock.baseUrl,
      ANTHROPIC_API_KEY: 'sk-ant-skillkiln-oracle',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      ...extraEnv,
    };
    const args = ['-p', 'hi', '--output-format', 'stream-json', '--verbose', '--debug-file', debugFile];
    const r = await runBounded(bin, args, { cwd, env, timeoutMs: TIMEOUT_MS, stdoutFile: `${debugFile}.stdout` });
    if (r.timedOut || r.code !== 0) throw new Error(describeFailure(`claude-code in ${cwd}`, r, TIMEOUT_MS));
    const events = r.stdout.split('\n').filter((l) => l.trim()).map((l) => { try { return JSON.parse(l) as Record<string, unknown>; } catch { return {}; } });
    const init = events.find((e) => e['type'] === 'system' && e['subtype'] === 'init') as InitEvent | undefined;
    if (!init) throw new Error(`claude-code in ${cwd}: no stream-json init event in the output: ${r.stdout.slice(0, 300)}`);
    const listings = mock.requests.flatMap((q) => (q.url.startsWith('/v1/messages') && !q.url.includes('count_tokens') ? findClaudeListings(q.body) : []));
    const debugLog = fs.existsSync(debugFile) ? fs.readFileSync(debugFile, 'utf8') : '';
    return { init, listings: [...new Set(listings)], debugLog, ms: r.ms };
  } finally {
    await mock.close();
  }
}

/** The bundled skills' entries and command names, from a run on a project without skills, per binary and environment. */
interface Baseline {
  readonly entries: readonly OracleListingEntry[];
  readonly commands: ReadonlySet<string>;
}
const baselines = new Map<string, Promise<Baseline>>();

function baseline(bin: string, extraEnv: Readonly<Record<string, string>>): Promise<Baseline> {
  const key = `${bin}\0${JSON.stringify(extraEnv)}`;
  let b = baselines.get(key);
  if (!b) {
    b = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-claude-baseline-'));
      try {
        const project = path.join(dir, 'project');
        fs.mkdirSync(project);
        execFileSync('git', ['init', '-q'], { cwd: project });
        const c = await capture(bin, project, path.join(dir, 'home'), extraEnv);
        const raw = c.listings[0];
        if (raw === undefined) throw new Error('claude-code baseline (no project skills): no skill listing in the request');
        return { entries: splitClaudeListing(raw, anyEntryName).entries, commands: new Set([...(c.init.slash_commands ?? []), ...(c.init.skills ?? [])]) };
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    })();
    b.catch(() => baselines.delete(key));
    baselines.set(key, b);
  }
  return b;
}

/** Debug-log lines about the project's skills worth keeping: parse failures, duplicates, counts, budget. */
const NOTE = /failed to parse|Failed to load skill|Skipping duplicate skill|Deduplicated|Loaded \d+ unique skills|over budget|Sending \d+ skills|Multiple skill files|Invalid hooks in skill/;

/**
 * Claude Code 2.1.197 as an oracle: `claude -p hi --output-format stream-json --verbose` against
 * a loopback mock of the Messages API. Loaded skills come from the stream's init event
 * (`slash_commands` ∪ `skills`, minus those of a no-skills baseline run); the listing from the
 * first request body; rejections (`Failed to load skill from <file>: <why>`) and warnings from
 * the `--debug-file` log. The init event names skills without paths: since 2.1.x lists a skill
 * under its folder name and reads only `<skills>/<name>/SKILL.md`, `file` is that path.
 */
export const claudeCodeOracle: Oracle = {
  id: 'claude-code',
  skillsDir: '.claude/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const bin = binaryOf(options.installDir);
    const extraEnv = options.env ?? {};
    const [base, c] = await Promise.all([baseline(bin, extraEnv), capture(bin, options.projectDir, options.homeDir, extraEnv)]);
    const version = c.init.claude_code_version;
    if (!version) throw new Error('claude-code: the init event carries no claude_code_version');
    const raw = c.listings[0];
    if (raw === undefined) throw new Error(`claude-code in ${options.projectDir}: no skill listing in any request (${CLAUDE_LISTING_MARKER})`);

    const named = [...new Set([...(c.init.slash_commands ?? []), ...(c.init.skills ?? [])])];
    const bundledNames = new Set(base.entries.map((e) => e.name));
    // A skill the init event leaves out (`user-invocable: false`…) is still listed, under its folder's name.
    const folders = new Set(fs.readdirSync(path.join(options.projectDir, options.skillsDir)).filter((d) => fs.existsSync(path.join(options.projectDir, options.skillsDir, d, 'SKILL.md'))));
    const split = splitClaudeListing(raw, (n) => named.includes(n) || bundledNames.has(n) || folders.has(n));
    const listing = removeBundled(raw, split, base.entries);
    // A project skill is one the baseline does not have, or one listed with its own text under a bundled name.
    const listed = new Set(listing.entries.map((e) => e.name));
    const names = named.filter((n) => !base.commands.has(n) || listed.has(n));
    for (const e of listing.entries) if (!names.includes(e.name)) names.push(e.name);
    const loaded: OracleSkill[] = names.map((name) => ({ file: `${options.skillsDir}/${name}/SKILL.md`, name }));

    const log = c.debugLog.split('\n');
    const rejected: OracleRejection[] = [];
    for (const l of log) {
      const failed = /Failed to load skill from (.+?): (.*)$/.exec(l);
      if (failed?.[1]) rejected.push({ file: path.relative(options.projectDir, failed[1]).split(path.sep).join('/'), reason: failed[2] ?? '' });
      // Two folders resolving to one file (a symlinked folder): the agent keeps the first and skips
      // the other path, not the file, which it loaded (the line stays in the notes). Held as a
      // rejection, it made the file "not loaded" where its `paths` keeps it out of the run's lists.
    }
    const unique = /Loaded (\d+) unique skills/.exec(c.debugLog)?.[1];
    // The agent's own count of what it listed checks the cut into entries.
    const sent = /Sending (\d+) skills via attachment/.exec(c.debugLog)?.[1];
    const notes = [
      `model ${c.init.model ?? '?'}; ${c.ms} ms`,
      ...(unique !== undefined && Number(unique) !== loaded.length ? [`the agent says it loaded ${unique} unique skills, the init event names ${loaded.length} project skills`] : []),
      ...(sent !== undefined && Number(sent) !== split.entries.length ? [`the agent says it sent ${sent} skills, the listing was cut into ${split.entries.length} entries`] : []),
      ...(c.listings.length > 1 ? [`${c.listings.length} different listings were sent; the first is used`] : []),
      ...log.filter((l) => NOTE.test(l)).map((l) => l.replace(/^\S+ /, '').split(options.projectDir + path.sep).join('')),
    ];
    return { agent: 'claude-code', version, loaded, rejected, listing, notes };
  },
};
