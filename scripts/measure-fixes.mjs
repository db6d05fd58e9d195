// Measures what `lint --fix` and `lint --fix-unsafe` do to a large real collection, in each
// agent folder layout: files changed by each, by a second run (must be 0), files touched outside
// the folder given (must be 0), header keys removed (must be 0), and the skills Claude Code,
// Codex, Gemini CLI and Copilot CLI load before and after. Not a test: it takes minutes.
//
//   node scripts/measure-fixes.mjs [collection] [--layouts .claude/skills,skills] [--every N] [--keep]
//
// The collection defaults to ../shared/corpus-large beside the repository; copies go to a temp
// folder, removed at the end unless --keep. Needs `npm run build` first (runs dist/cli.js).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = path.join(REPO, 'dist', 'cli.js');
const AGENTS = ['claude-code', 'codex', 'gemini-cli', 'copilot-cli'];
const ALL_LAYOUTS = ['.claude/skills', '.agents/skills', '.github/skills', '.gemini/skills', 'skills'];

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const layouts = (flag('--layouts') ?? ALL_LAYOUTS.join(',')).split(',');
const keep = args.includes('--keep');
// Every n-th skill only (a quicker run on the same variety): `--every 10`.
const every = Number(flag('--every') ?? 1);
const collection = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(REPO, '..', 'shared', 'corpus-large'));
if (!existsSync(BUILT)) throw new Error('dist/cli.js is missing: run `npm run build` first');

/** Every skill folder of the collection (a folder holding SKILL.md, at any depth, not inside another skill), with a unique folder name. */
function skillFolders(root) {
  const out = [];
  const used = new Set();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!e.isDirectory()) continue;
      const p = path.join(dir, e.name);
      if (!existsSync(path.join(p, 'SKILL.md'))) {
        walk(p);
        continue;
      }
      let name = e.name;
      for (let n = 2; used.has(name); n++) name = `${e.name}-${n}`;
      used.add(name);
      out.push({ from: p, name });
    }
  };
  walk(root);
  return out;
}

/** Path → content hash (or link target) of every entry under `dir`, links not followed. */
function snapshot(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      const rel = path.relative(dir, p);
      if (e.isSymbolicLink()) out.set(rel, `link:${readlinkSync(p)}`);
      else if (e.isDirectory()) {
        out.set(rel + '/', 'dir');
        walk(p);
      } else if (e.isFile()) out.set(rel, createHash('sha1').update(readFileSync(p)).digest('hex'));
      else out.set(rel, 'special');
    }
  };
  walk(dir);
  return out;
}

/** Paths added, removed or changed between two snapshots. */
function changed(before, after) {
  const out = [];
  for (const [k, v] of after) if (before.get(k) !== v) out.push(k);
  for (const k of before.keys()) if (!after.has(k)) out.push(k);
  return out;
}

/**
 * Top-level header keys of a SKILL.md, in order (one entry per occurrence); none when the
 * header is not closed (no agent reads it then: its "keys" are body lines).
 */
function headerKeys(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return [];
  const keys = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].trim() === '---') return keys;
    const m = /^([^\s#:-][^:]*):(\s|$)/.exec(lines[i]);
    if (m) keys.push(m[1].trim());
  }
  return [];
}

function keysOf(ws) {
  const out = new Map();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name === 'SKILL.md') out.set(path.relative(ws, p), headerKeys(readFileSync(p, 'utf8')));
    }
  };
  walk(ws);
  return out;
}

/**
 * Header keys gone between two key maps: `gone`, key names no longer in their file (by name,
 * counted), split into `renamed` (the file gained as many other names: `old → new`) and
 * `removed`; `repeatsMerged`, extra occurrences of a name still there (a duplicate key
 * dropped); `net`, the loss of distinct names that were not renamed (must be 0).
 */
function keysRemoved(before, after) {
  const renamed = new Map();
  const removed = new Map();
  let repeatsMerged = 0;
  const bump = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const [file, keys] of before) {
    const now = after.get(file) ?? [];
    const was = new Set(keys);
    const is = new Set(now);
    const lost = [...was].filter((k) => !is.has(k));
    const gained = [...is].filter((k) => !was.has(k));
    lost.forEach((k, i) => (i < gained.length ? bump(renamed, `${k} → ${gained[i]}`) : bump(removed, k)));
    for (const k of was) if (is.has(k)) repeatsMerged += Math.max(0, keys.filter((x) => x === k).length - now.filter((x) => x === k).length);
  }
  const sorted = (m) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
  return { net: [...removed.values()].reduce((a, b) => a + b, 0), removed: sorted(removed), renamed: sorted(renamed), repeatsMerged };
}

function cli(cwd, ...argv) {
  const t = Date.now();
  const r = spawnSync(process.execPath, [CLI, ...argv], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status === 2 || r.status === null) throw new Error(`skillkiln ${argv.join(' ')} failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
  return { ...r, ms: Date.now() - t };
}

/** Skills each agent loads, from the catalog's per-agent outcome of every SKILL.md found. */
function loaded(ws) {
  const r = cli(ws, 'catalog', '.', '--target', 'claude-code', '--format', 'json');
  const out = Object.fromEntries(AGENTS.map((a) => [a, 0]));
  for (const json of r.stdout.split(/\n(?=\{)/).filter((s) => s.trim())) {
    const parsed = JSON.parse(json);
    for (const cat of Array.isArray(parsed) ? parsed : [parsed])
      for (const e of cat.entries ?? [])
        for (const a of e.portability?.agents ?? []) if (a.agent in out && a.readsFolder && a.status !== 'not-loaded') out[a.agent]++;
  }
  return out;
}

const top = mkdtempSync(path.join(tmpdir(), 'skillkiln-measure-'));
// A copy of the built CLI: a rebuild while this runs (minutes) does not change the runs measured.
const CLI = path.join(top, 'cli.js');
cpSync(BUILT, CLI);
const skills = skillFolders(collection).filter((_, i) => i % every === 0);
const results = [];
try {
  for (const layout of layouts) {
    const base = path.join(top, layout.replace(/[/.]+/g, '_'));
    const ws = path.join(base, 'ws');
    const skillsDir = path.join(ws, ...layout.split('/'));
    mkdirSync(skillsDir, { recursive: true });
    // A file beside the folder given: nothing outside `ws` may change.
    writeFileSync(path.join(base, 'outside.txt'), 'left alone\n');
    for (const s of skills) cpSync(s.from, path.join(skillsDir, s.name), { recursive: true, verbatimSymlinks: true });
    const outsideBefore = snapshot(base);
    for (const k of [...outsideBefore.keys()]) if (k.startsWith('ws')) outsideBefore.delete(k);
    const original = snapshot(ws);
    const keys0 = keysOf(ws);
    const before = loaded(ws);
    const row = { layout, skills: skills.length, loadedBefore: before };
    let prev = original;
    for (const [label, mode] of [['fix', '--fix'], ['fix again', '--fix'], ['fix-unsafe', '--fix-unsafe'], ['fix-unsafe again', '--fix-unsafe']]) {
      const r = cli(ws, 'lint', mode, '.');
      const now = snapshot(ws);
      row[label] = { changed: changed(prev, now).length, exit: r.status, seconds: Math.round(r.ms / 1000) };
      const diff = changed(prev, now);
      if (label.endsWith('again') && diff.length) row[label].examples = diff.slice(0, 10);
      prev = now;
    }
    const outsideAfter = snapshot(base);
    for (const k of [...outsideAfter.keys()]) if (k.startsWith('ws')) outsideAfter.delete(k);
    row.outsideTouched = changed(outsideBefore, outsideAfter);
    const created = [...prev.keys()].filter((k) => !original.has(k));
    row.created = { total: created.length, skillFiles: created.filter((k) => path.basename(k) === 'SKILL.md').length, examples: created.slice(0, 5) };
    row.keysRemoved = keysRemoved(keys0, keysOf(ws));
    row.loadedAfter = loaded(ws);
    results.push(row);
    console.log(JSON.stringify(row));
    rmSync(base, { recursive: true, force: true });
  }
} finally {
  if (!keep) rmSync(top, { recursive: true, force: true });
  else console.log(`copies kept in ${top}`);
}

console.log('\n| layout | --fix changed | again | --fix-unsafe changed | again | outside touched | keys removed (net) | created (SKILL.md) | ' + AGENTS.map((a) => `${a} before → after`).join(' | ') + ' |');
console.log('|' + ' --- |'.repeat(8 + AGENTS.length));
for (const r of results)
  console.log(`| \`${r.layout}\` | ${r['fix'].changed} | ${r['fix again'].changed} | ${r['fix-unsafe'].changed} | ${r['fix-unsafe again'].changed} | ${r.outsideTouched.length} | ${r.keysRemoved.net} | ${r.created.total} (${r.created.skillFiles}) | ` + AGENTS.map((a) => `${r.loadedBefore[a]} → ${r.loadedAfter[a]}`).join(' | ') + ' |');
