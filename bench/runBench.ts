// `npm run bench`: builds workspaces of 1,000, 5,000, 10,000 and 20,000 real skills (copies of
// the skill folders of ../shared/corpus-large, bundled files included), measures the CLI against
// the floor script in paired runs (CPU time, peak RSS), prints each rule family's share, runs the
// peers on the same workspaces, checks the findings against the baseline
// commit's, measures the cold index (library and server), keystrokes, catalog refreshes, the
// server's round trips and the bundle sizes, and writes bench/results.md.
// The CLI runs paired with the floor with all agents, with `--targets claude-code` and with the
// safety codes off (what relevance saves); the server rows: keystroke → diagnostics in the header
// and in the body at 1k and 10k, the opened files' first diagnostics and every diagnostic at 10k.
// SKILLKILN_BENCH_RUNS sets the paired runs (default 3); SKILLKILN_BENCH_PEERS=0 skips the peers,
// SKILLKILN_BENCH_PEERS=skill-check runs that one alone; SKILLKILN_BENCH_CLI measures another cli.js;
// SKILLKILN_BENCH_SIZES the lint workspaces (default `5000,20000`; empty: none, the other figures only);
// SKILLKILN_BENCH_ONLY=lint measures only the lint workspaces (floor, CLI, shares, peers);
// SKILLKILN_BENCH_BEFORE=<cli.js> runs an older build in the same rounds;
// SKILLKILN_BENCH_VARIANTS=0 leaves out the `--targets claude-code` and safety-off runs, SKILLKILN_BENCH_SHARES=0
// the rule families' shares (a quick run: SKILLKILN_BENCH_ONLY=lint SKILLKILN_BENCH_SIZES=5000 with both);
// SKILLKILN_BENCH_ONLY=latency measures only the editing latencies on 1k skills (keystrokes, catalog
// refreshes, round trips, the big buffer) and prints them without writing bench/results.md;
// SKILLKILN_BENCH_ONLY=server measures only the server rows (1k and 10k), printed likewise.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { compareWithBaseline } from './baselineCheck';
import { bigSkill, catalogRefreshByProfile, editFigures, median } from './inProcess';
import { pairedRuns, runNode } from './measureProcess';
import { installPeer, PEERS } from './peers';
import { realWorkspace } from './realWorkspace';
import { SAFETY_RULES } from '../server/src/service/safety/safetyRuleMeta';
import { bigBufferLatency, keystrokeLatency, serverColdIndex, serverRoundTrips, type Percentiles } from './serverRoundTrips';

const REPO = path.resolve(__dirname, '..', '..');
/** The CLI measured: SKILLKILN_BENCH_CLI names another build (an older one, for a before/after table). */
const CLI = process.env['SKILLKILN_BENCH_CLI'] ? path.resolve(process.env['SKILLKILN_BENCH_CLI']) : path.join(REPO, 'dist', 'cli.js');
/** SKILLKILN_BENCH_BEFORE: an older build run in the same paired rounds (a before/after table under one load). */
const BEFORE = process.env['SKILLKILN_BENCH_BEFORE'] ? path.resolve(process.env['SKILLKILN_BENCH_BEFORE']) : undefined;
const WORK = path.join(REPO, 'bench', 'work');
const CORPUS = path.resolve(REPO, '..', 'shared', 'corpus-large');
const RUNS = Number(process.env['SKILLKILN_BENCH_RUNS'] ?? 3);
const SIZES = (process.env['SKILLKILN_BENCH_SIZES'] ?? '5000,20000').split(',').filter(Boolean).map(Number);
const LATENCY_ONLY = process.env['SKILLKILN_BENCH_ONLY'] === 'latency';
const LINT_ONLY = process.env['SKILLKILN_BENCH_ONLY'] === 'lint';
const SERVER_ONLY = process.env['SKILLKILN_BENCH_ONLY'] === 'server';
/** The CLI's budgets against the floor and skill-check, and memory. */
const CPU_RATIO_BUDGET = 2;
const PEER_RATIO_BUDGET = 1;
const RSS_BUDGET_MB = 150;
/** Keystroke → diagnostics through the server, p95, in the header and in the body. */
const HEADER_KEY_MS = 10;
const BODY_KEY_MS = 5;
/** Opened files' first diagnostics after `initialized`, and every diagnostic against the floor. */
const OPENED_MS = 500;
const SERVER_FLOOR_RATIO = 2;

interface Row { readonly what: string; readonly value: string; readonly budget: string; readonly ok: boolean | undefined }
const rows: Row[] = [];
/** What a budget missed by, for the notes under the table. */
const misses: string[] = [];
const row = (what: string, value: string, budget = '', ok?: boolean) => {
  rows.push({ what, value, budget, ok });
  if (ok === false) misses.push(`${what}: ${value}, budget ${budget}`);
  console.log(`${what}: ${value}${budget ? ` (budget ${budget}${ok === undefined ? '' : ok ? ', met' : ', NOT met'})` : ''}`);
};
const fmt = (ms: number) => (ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(2)} ms`);
const cpu = (f: { cpuMs: number; ms: number; rssMb: number }) => `${fmt(f.cpuMs)} CPU, ${fmt(f.ms)} wall, ${f.rssMb.toFixed(0)} MB`;

/** A workspace of `n` real skills under bench/work (reused when already there). */
function workspace(n: number): string {
  const dir = path.join(WORK, `real-${n}`);
  realWorkspace(dir, n, CORPUS);
  return dir;
}

/** `.skillkiln.json` turning every safety code off in `dir`, for one run; returns what removes it. */
function safetyOff(dir: string): () => () => void {
  return () => {
    const file = path.join(dir, '.skillkiln.json');
    fs.writeFileSync(file, JSON.stringify({ rules: Object.fromEntries(SAFETY_RULES.map((r) => [r.code, 'off'])) }));
    return () => fs.rmSync(file, { force: true });
  };
}

/** The peers the run measures: SKILLKILN_BENCH_PEERS=0 none, `skill-check` (a list) those alone, unset or 1 all. */
function peersToRun(): typeof PEERS {
  const peers = process.env['SKILLKILN_BENCH_PEERS'];
  if (peers === '0') return [];
  return PEERS.filter((peer) => !peers || peers === '1' || peers.split(',').includes(peer.name));
}

/**
 * Floor, CLI and skill-check in paired runs on one workspace (each round runs each once, so
 * the CLI's ratios to both come from the same runs), with the CLI's `--targets claude-code`
 * and safety-off variants unless SKILLKILN_BENCH_VARIANTS=0; then each rule family's share
 * (unless SKILLKILN_BENCH_SHARES=0) and the other peers once; rows for all.
 */
function lintFigures(n: number, dir: string): number {
  const k = `${n / 1000}k`;
  const floor = path.join(REPO, 'bench', 'floor.mjs');
  const lint = [CLI, 'lint', '--format', 'json', '.'];
  const peers = peersToRun().map((peer) => ({ peer, script: installPeer(peer) })).filter((p): p is { peer: (typeof PEERS)[number]; script: string } => p.script !== undefined);
  // skill-check is paired with the CLI (its budget is a ratio); the others run once.
  const paired = peers.find((p) => p.peer.name === 'skill-check');
  const variants = process.env['SKILLKILN_BENCH_VARIANTS'] !== '0';
  const commands = [{ args: [floor, dir] }, { args: lint }, ...(paired ? [{ args: [paired.script, ...paired.peer.args] }] : []), ...(BEFORE ? [{ args: [BEFORE, ...lint.slice(1)] }] : []), ...(variants ? [{ args: [...lint, '--targets', 'claude-code'] }, { args: lint, setup: safetyOff(dir) }] : [])];
  const [f, l, ...rest] = pairedRuns(commands, dir, RUNS);
  const sc = paired ? rest.shift() : undefined;
  const before = BEFORE ? rest.shift() : undefined;
  const [claude, off] = rest;
  // The ratio of each pair, then their median: both ran under the same load.
  const ratioOf = (x: typeof l) => median(f!.runs.map((r, i) => x!.runs[i]!.cpuMs / r.cpuMs));
  const ratio = ratioOf(l);
  row(`floor script, ${k} real skills (median of ${RUNS})`, cpu(f!));
  row(`CLI lint, ${k} real skills: CPU time (median of ${RUNS} paired runs)`, `${fmt(l!.cpuMs)} (${ratio.toFixed(2)}× floor; wall ${fmt(l!.ms)}, ${(l!.ms / f!.ms).toFixed(2)}× floor)`, `≤ ${CPU_RATIO_BUDGET}× floor`, ratio <= CPU_RATIO_BUDGET);
  row(`CLI lint, ${k} real skills: peak RSS (worst run)`, `${l!.rssMb.toFixed(0)} MB (floor ${f!.rssMb.toFixed(0)} MB)`, n >= 20000 ? `≤ ${RSS_BUDGET_MB} MB` : '', n >= 20000 ? l!.rssMb <= RSS_BUDGET_MB : undefined);
  if (sc && paired) {
    const peerRatio = median(sc.runs.map((r, i) => l!.runs[i]!.cpuMs / r.cpuMs));
    row(`${paired.peer.name}@${paired.peer.version}, ${k} real skills (median of ${RUNS} paired runs)`, `${cpu(sc)}; Skillkiln's CPU ${peerRatio.toFixed(2)}× its, memory ${(l!.rssMb / sc.rssMb).toFixed(2)}× its; its CPU ${(sc.cpuMs / f!.cpuMs).toFixed(2)}× floor`, `≤ ${PEER_RATIO_BUDGET}× its CPU`, peerRatio <= PEER_RATIO_BUDGET);
  }
  if (before) {
    const vsPeer = sc ? `, ${median(sc.runs.map((r, i) => before.runs[i]!.cpuMs / r.cpuMs)).toFixed(2)}× skill-check's CPU` : '';
    row(`CLI lint before (${path.relative(REPO, BEFORE!)}), ${k} real skills (median of ${RUNS} paired runs)`, `${fmt(before.cpuMs)} (${ratioOf(before).toFixed(2)}× floor${vsPeer}; peak RSS ${before.rssMb.toFixed(0)} MB)`);
  }
  // Relevance: one target judges one agent; codes turned off are rules that do not run.
  const lessThanAll = (x: typeof l) => median(x!.runs.map((r, i) => r.cpuMs / l!.runs[i]!.cpuMs));
  if (claude) row(`CLI lint --targets claude-code, ${k} real skills (median of ${RUNS} paired runs)`, `${fmt(claude.cpuMs)} (${ratioOf(claude).toFixed(2)}× floor; ${lessThanAll(claude).toFixed(2)}× all agents)`, '< all agents', lessThanAll(claude) < 1);
  if (off) row(`CLI lint, safety codes off, ${k} real skills (median of ${RUNS} paired runs)`, `${fmt(off.cpuMs)} (${ratioOf(off).toFixed(2)}× floor; ${lessThanAll(off).toFixed(2)}× all codes on)`, '< all codes on', lessThanAll(off) < 1);
  const shares = process.env['SKILLKILN_BENCH_SHARES'] === '0' ? undefined : spawnSync(process.execPath, [path.join(REPO, 'out', 'bench', 'ruleShares.js'), dir], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (shares?.status === 0) {
    const { totalMs, families } = JSON.parse(shares.stdout) as { totalMs: number; families: { family: string; ms: number }[] };
    const rules = families.reduce((t, x) => t + x.ms, 0);
    row(`share of a library lint, ${k} real skills, by rule family (one run, ${fmt(totalMs)})`, [...families.map((x) => `${x.family} ${((100 * x.ms) / totalMs).toFixed(1)}%`), `reading, parsing, engine ${((100 * (totalMs - rules)) / totalMs).toFixed(1)}%`].join(', '));
  }
  for (const { peer, script } of peers) {
    if (peer === paired?.peer) continue;
    const p = runNode([script, ...peer.args], dir);
    row(`${peer.name}@${peer.version}, ${k} real skills (one run)`, `${cpu(p)}; Skillkiln's CPU ${(l!.cpuMs / p.cpuMs).toFixed(2)}× its, memory ${(l!.rssMb / p.rssMb).toFixed(2)}× its; its CPU ${(p.cpuMs / f!.cpuMs).toFixed(2)}× floor`);
  }
  return f!.ms;
}

/** Keystrokes, catalog refreshes, heap growth, the server's round trips and the big buffer, on 1k skills. */
async function latencyFigures(ws1k: string): Promise<void> {
  const edits = await editFigures(ws1k);
  row('one keystroke: diagnostics of a 50,000-char skill, 1k real skills (library, p50)', fmt(edits.keystrokeMs));
  row('one keystroke, every other one in the header (library, p95)', fmt(edits.keystrokeP95Ms), '≤ 5 ms', edits.keystrokeP95Ms <= 5);
  row('catalog refresh after one edit, 1k real skills (p50)', fmt(edits.catalogRefreshMs), '≤ 5 ms', edits.catalogRefreshMs <= 5);
  for (const { profile, ms } of await catalogRefreshByProfile(ws1k)) {
    row(`catalog refresh after one edit, 1k real skills, format forced to ${profile} (p50)`, fmt(ms), '≤ 5 ms', ms <= 5);
  }
  row('heap growth after 1,000 edits', `${edits.heapGrowthMb.toFixed(1)} MB`, '≈ 0 (< 5 MB)', edits.heapGrowthMb < 5);
  const rt = await serverRoundTrips(ws1k);
  if (rt) {
    row('completion round trip, 50,000-char skill (median)', fmt(rt.completionMs), '≤ 10 ms', rt.completionMs <= 10);
    row('hover round trip, 50,000-char skill (median)', fmt(rt.hoverMs), '≤ 10 ms', rt.hoverMs <= 10);
    row('server: didChange → diagnostics published (median)', fmt(rt.diagnosticsMs));
  }
  const big = await bigBufferLatency(ws1k);
  if (big) row('request latency while a 10 MB buffer is open and typed in (hover, completion on another skill; median, max)', `${fmt(big.medianMs)}, ${fmt(big.maxMs)}`, '≤ 100 ms', big.maxMs <= 100);
}

/** Keystroke → diagnostics through the server on an indexed workspace of `k` skills: header and body rows. */
async function keystrokeRows(ws: string, k: string): Promise<void> {
  fs.writeFileSync(path.join(ws, 'skills', 'big-skill.md'), bigSkill(0));
  const keys = await keystrokeLatency(ws);
  if (!keys) return;
  const p = (x: Percentiles) => `${fmt(x.p50Ms)}, ${fmt(x.p95Ms)}, ${fmt(x.maxMs)}`;
  row(`keystroke → diagnostics through the server, in the header of a 50,000-char skill, ${k} real skills (p50, p95, max)`, p(keys.header), `≤ ${HEADER_KEY_MS} ms (p95)`, keys.header.p95Ms <= HEADER_KEY_MS);
  row(`keystroke → diagnostics through the server, in the body of a 50,000-char skill, ${k} real skills (p50, p95, max)`, p(keys.body), `≤ ${BODY_KEY_MS} ms (p95)`, keys.body.p95Ms <= BODY_KEY_MS);
}

/** The server on 10k skills: opened files first, then every diagnostic, against the floor's time on the same workspace. */
async function serverRows(ws10k: string): Promise<void> {
  const skills = fs.readdirSync(path.join(ws10k, 'skills')).filter((d) => fs.existsSync(path.join(ws10k, 'skills', d, 'SKILL.md'))).sort();
  // Three tabs restored at start: the first skill, one in the middle, the last.
  const opened = [skills[0]!, skills[Math.floor(skills.length / 2)]!, skills[skills.length - 1]!].map((d) => path.join(ws10k, 'skills', d, 'SKILL.md'));
  const floor = runNode([path.join(REPO, 'bench', 'floor.mjs'), ws10k], ws10k);
  const server = await serverColdIndex(ws10k, opened);
  if (!server) return;
  if (server.openedMs !== undefined) row('language server, 10k real skills, 3 files open: initialized → first diagnostics of every opened file', fmt(server.openedMs), `≤ ${OPENED_MS} ms`, server.openedMs <= OPENED_MS);
  const ratio = server.ms / floor.ms;
  row('language server cold start, 10k real skills: initialized → every diagnostic published', `${fmt(server.ms)} (${server.diagnosticsFiles} files with diagnostics; ${ratio.toFixed(2)}× the floor's ${fmt(floor.ms)} wall)`, `≤ ${SERVER_FLOOR_RATIO}× floor`, ratio <= SERVER_FLOOR_RATIO);
  if (server.peakRssMb !== undefined) row('language server cold start, 10k real skills: peak RSS', `${server.peakRssMb.toFixed(0)} MB`, `≤ ${RSS_BUDGET_MB} MB`, server.peakRssMb <= RSS_BUDGET_MB);
}

async function main(): Promise<void> {
  if (SERVER_ONLY) {
    const ws10k = workspace(10000);
    await serverRows(ws10k);
    await keystrokeRows(workspace(1000), '1k');
    await keystrokeRows(ws10k, '10k');
    console.log(`load average ${require('node:os').loadavg().map((l: number) => l.toFixed(1)).join(', ')}`);
    return;
  }
  if (LINT_ONLY) {
    for (const n of SIZES) lintFigures(n, workspace(n));
    console.log(`load average ${require('node:os').loadavg().map((l: number) => l.toFixed(1)).join(', ')}`);
    return;
  }
  const ws1k = workspace(1000);
  fs.writeFileSync(path.join(ws1k, 'skills', 'big-skill.md'), bigSkill(0));
  if (LATENCY_ONLY) {
    await latencyFigures(ws1k);
    console.log(`load average ${require('node:os').loadavg().map((l: number) => l.toFixed(1)).join(', ')}`);
    return;
  }
  const ws10k = workspace(10000);
  for (const n of SIZES) {
    lintFigures(n, workspace(n));
    if (n !== 10000) continue;
    const same = compareWithBaseline(REPO, ws10k);
    row(`findings on 10k real skills vs the baseline commit ${same.commit.slice(0, 10)}`, same.identical ? `byte-identical (${same.findings} findings)` : `DIFFERENT from byte ${same.firstDifference}`, 'identical', same.identical);
  }
  const out = spawnSync(process.execPath, [path.join(REPO, 'out', 'bench', 'coldIndexMain.js'), ws10k], { encoding: 'utf8' });
  const cold = JSON.parse(out.stdout) as { ms: number; peakRssMb: number };
  row('cold index, 10k real skills (library, all findings): time', fmt(cold.ms), '≤ 1.5 s', cold.ms <= 1500);
  row('cold index, 10k real skills (library, all findings): peak RSS', `${cold.peakRssMb.toFixed(0)} MB`, `≤ ${RSS_BUDGET_MB} MB`, cold.peakRssMb <= RSS_BUDGET_MB);
  await serverRows(ws10k);
  await keystrokeRows(ws1k, '1k');
  await keystrokeRows(ws10k, '10k');
  await latencyFigures(ws1k);
  for (const b of ['dist/client.js', 'dist/languageClient.js', 'dist/server.js', 'dist/cli.js', 'media/dist/preview.js']) {
    const p = path.join(REPO, b);
    // The activation bundle's budget is the one scripts/package-check.mjs enforces (MAX_ACTIVATION_BYTES).
    if (fs.existsSync(p)) row(`bundle ${b}`, `${(fs.statSync(p).size / 1024).toFixed(0)} KiB`, b === 'dist/client.js' ? '≤ 100 KiB' : '', b === 'dist/client.js' ? fs.statSync(p).size <= 100 * 1024 : undefined);
  }
  const loads = extensionLoads(5);
  if (loads.length > 0) {
    const activate = median(loads.map((l) => l.activateMs));
    row('extension activation: require dist/client.js + activate() with a stub vscode API (median of 5 cold processes)', fmt(activate), '< 100 ms', activate < 100);
    const started = loads.map((l) => l.clientStartedMs).filter((ms): ms is number => ms !== null);
    if (started.length === loads.length) row('extension: from the same start to dist/languageClient.js loaded and the LanguageClient started (median of 5)', fmt(median(started)));
  }
  const table = ['| measure | value | budget |', '|---|---|---|', ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget}${r.ok === undefined ? '' : r.ok ? ' ✅' : ' ❌'} |`)].join('\n');
  const header = `# Benchmark results\n\nMachine: ${require('node:os').cpus().length} cores, Node ${process.version}, load average ${require('node:os').loadavg()[0].toFixed(1)} at the end. Generated by \`npm run bench\`. Workspaces: copies of the skill folders of ${'`../shared/corpus-large`'} (4,922 real skills with their bundled files), each in a folder of its own. CPU time is the process's own (user + system), paired runs alternate the floor and the CLI.\n\n`;
  const notes = misses.length > 0 ? `\n## Budgets not met\n\n${misses.map((m) => `- ${m}`).join('\n')}\n` : '';
  fs.writeFileSync(path.join(REPO, 'bench', 'results.md'), header + table + '\n' + notes);
  console.log('\n' + table + notes);
}

interface ExtensionLoad { readonly activateMs: number; readonly clientStartedMs: number | null }

/** Runs bench/loadClientMain.ts `n` times, each in a fresh process (a cold load, like an extension host's). */
function extensionLoads(n: number): ExtensionLoad[] {
  const loads: ExtensionLoad[] = [];
  for (let i = 0; i < n; i++) {
    const child = spawnSync(process.execPath, [path.join(REPO, 'out', 'bench', 'loadClientMain.js')], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.error(`loadClientMain failed: ${child.stderr}`);
      return [];
    }
    loads.push(JSON.parse(child.stdout) as ExtensionLoad);
  }
  return loads;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
