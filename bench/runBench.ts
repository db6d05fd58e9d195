// `npm run bench`: generates workspaces of 1,000 and 10,000 skills from examples/ and the
// shared corpus, measures the CLI against the floor script, the library's cold index,
// keystroke and catalog figures, the server's round trips and the bundle sizes, and writes
// bench/results.md.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { generateWorkspace } from './generateWorkspace';
import { bigSkill, catalogRefreshByProfile, editFigures, median } from './inProcess';
import { measureNode } from './measureProcess';
import { bigBufferLatency, serverRoundTrips } from './serverRoundTrips';

const REPO = path.resolve(__dirname, '..', '..');
const WORK = path.join(REPO, 'bench', 'work');
const SOURCES = [path.join(REPO, 'examples'), path.resolve(REPO, '..', 'shared', 'corpus')];

interface Row { readonly what: string; readonly value: string; readonly budget: string; readonly ok: boolean | undefined }
const rows: Row[] = [];
const row = (what: string, value: string, budget = '', ok?: boolean) => {
  rows.push({ what, value, budget, ok });
  console.log(`${what}: ${value}${budget ? ` (budget ${budget}${ok === undefined ? '' : ok ? ', met' : ', NOT met'})` : ''}`);
};
const fmt = (ms: number) => (ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(2)} ms`);

async function main(): Promise<void> {
  const cli = path.join(REPO, 'dist', 'cli.js');
  const floor = path.join(REPO, 'bench', 'floor.mjs');
  for (const n of [1000, 10000]) {
    const dir = path.join(WORK, `ws-${n}`);
    const files = generateWorkspace(dir, n, SOURCES);
    fs.writeFileSync(path.join(dir, 'skills', 'big-skill.md'), bigSkill(0));
    console.log(`workspace ${n}: ${files + 1} files`);
    const f = measureNode([floor, dir], dir);
    const l = measureNode([cli, 'lint', '--format', 'json', '.'], dir);
    const k = n / 1000;
    row(`floor script, ${k}k skills`, `${fmt(f.ms)}, ${f.rssMb.toFixed(0)} MB`);
    if (n === 10000) {
      // Time and memory are separate budgets: one row each, so the table shows which is met.
      row(`CLI lint, ${k}k skills: wall time`, `${fmt(l.ms)} (${(l.ms / f.ms).toFixed(2)}× floor)`, '≤ 1.5× floor', l.ms <= 1.5 * f.ms);
      row(`CLI lint, ${k}k skills: peak RSS`, `${l.rssMb.toFixed(0)} MB`, '≤ 150 MB', l.rssMb <= 150);
    } else {
      row(`CLI lint, ${k}k skills`, `${fmt(l.ms)}, ${l.rssMb.toFixed(0)} MB (${(l.ms / f.ms).toFixed(2)}× floor)`);
    }
    if (n === 10000) {
      const out = spawnSync(process.execPath, [path.join(REPO, 'out', 'bench', 'coldIndexMain.js'), dir], { encoding: 'utf8' });
      const cold = JSON.parse(out.stdout) as { ms: number; peakRssMb: number };
      row('cold index, 10k skills (library, all findings): time', fmt(cold.ms), '≤ 1.5 s', cold.ms <= 1500);
      row('cold index, 10k skills (library, all findings): peak RSS', `${cold.peakRssMb.toFixed(0)} MB`, '≤ 150 MB', cold.peakRssMb <= 150);
    }
  }
  const edits = await editFigures(path.join(WORK, 'ws-1000'));
  row('one keystroke: diagnostics of a 50,000-char skill (server work, p50)', fmt(edits.keystrokeMs), '≤ 5 ms', edits.keystrokeMs <= 5);
  row('catalog refresh after one edit, 1,000 skills (p50)', fmt(edits.catalogRefreshMs), '≤ 5 ms', edits.catalogRefreshMs <= 5);
  for (const { profile, ms } of await catalogRefreshByProfile(path.join(WORK, 'ws-1000'))) {
    row(`catalog refresh after one edit, 1,000 skills, format forced to ${profile} (p50)`, fmt(ms), '≤ 5 ms', ms <= 5);
  }
  row('heap growth after 1,000 edits', `${edits.heapGrowthMb.toFixed(1)} MB`, '≈ 0 (< 5 MB)', edits.heapGrowthMb < 5);
  const rt = await serverRoundTrips(path.join(WORK, 'ws-1000'));
  if (rt) {
    row('completion round trip, 50,000-char skill (median)', fmt(rt.completionMs), '≤ 10 ms', rt.completionMs <= 10);
    row('hover round trip, 50,000-char skill (median)', fmt(rt.hoverMs), '≤ 10 ms', rt.hoverMs <= 10);
    row('server: didChange → diagnostics published (median)', fmt(rt.diagnosticsMs));
  }
  const big = await bigBufferLatency(path.join(WORK, 'ws-1000'));
  if (big) row('request latency while a 10 MB buffer is open and typed in (hover, completion on another skill; median, max)', `${fmt(big.medianMs)}, ${fmt(big.maxMs)}`, '≤ 100 ms', big.maxMs <= 100);
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
  const header = `# Benchmark results\n\nMachine: ${require('node:os').cpus().length} cores, Node ${process.version}. Generated by \`npm run bench\`.\n\n`;
  fs.writeFileSync(path.join(REPO, 'bench', 'results.md'), header + table + '\n');
  console.log('\n' + table);
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
