import * as fs from 'node:fs';
import * as path from 'node:path';
import type { OracleRun } from './oracle';
import { SAFETY_RULES } from '../../server/src/service/safety/safetyRuleMeta';

/** Safety findings say what a reviewer cannot see, not whether an agent loads the skill: left out here. */
const NOT_ABOUT_LOADING: ReadonlySet<string> = new Set(SAFETY_RULES.map((r) => r.code));

/** The catalog's reason for a skill an agent loads but leaves out of its listing (an `unlisted` effect). */
const HELD = / loads it but leaves it out of the listing: /;

/** One finding of `skillkiln lint --format json`. */
export interface LintFinding {
  readonly file: string;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
}

/** One entry of `skillkiln catalog --format json`. */
export interface CatalogJsonEntry {
  readonly name: string;
  readonly file: string;
  readonly status: string;
  readonly line: string;
  readonly reason?: string;
}

/** What Skillkiln says of one project for one target. */
export interface SkillkilnView {
  readonly findings: readonly LintFinding[];
  readonly catalog: { readonly text: string; readonly entries: readonly CatalogJsonEntry[] };
}

/** One disagreement, with the file and both sides. */
export interface Difference {
  readonly file: string;
  readonly agent: string;
  readonly skillkiln: string;
}

/** How entries are compared: as the agent orders them, or as a set (an agent whose search order is not stable). */
export interface CompareOptions {
  readonly ordered: boolean;
  /** Set when the listing is not compared (why, e.g. the agent's budget cut that is not reproduced). */
  readonly skipListing?: string;
  /** Unordered: the form both texts are compared in (default: their lines sorted). */
  readonly canonical?: (text: string) => string;
  /**
   * Project file paths in entries compared by real path: an agent that reads a file reached
   * through two paths (a symlinked folder) in parallel lists it under whichever it read last.
   */
  readonly realPaths?: boolean;
}

/**
 * Compares what the agent did with what Skillkiln says: every skill file under `skillsDir`
 * must be loaded by the agent exactly when Skillkiln reports no error for it (files are
 * matched by real path, so a symlinked folder and its target are one skill), and every entry
 * of the agent's listing must be Skillkiln's entry of the same name, text for text.
 */
export function compareRun(projectDir: string, skillsDir: string, run: OracleRun, ours: SkillkilnView, options: CompareOptions): Difference[] {
  const out: Difference[] = [];
  const real = (rel: string) => {
    try {
      return fs.realpathSync(path.join(projectDir, rel));
    } catch {
      return path.join(projectDir, rel);
    }
  };
  const loaded = new Map<string, string>();
  for (const s of run.loaded) loaded.set(real(s.file), s.name);
  const rejected = new Map<string, string>();
  for (const r of run.rejected) rejected.set(real(r.file), r.reason);
  // Errors per real path: a file is "not loaded" for Skillkiln when every path to it has an error.
  const errors = new Map<string, LintFinding[]>();
  const seen = new Map<string, string>();
  for (const f of ours.findings) {
    if (!f.file.startsWith(`${skillsDir}/`) || !/(^|\/)skill\.md$/i.test(f.file)) continue;
    const r = real(f.file);
    seen.set(r, f.file);
    if (f.severity === 'error' && !NOT_ABOUT_LOADING.has(f.code)) errors.set(r, [...(errors.get(r) ?? []), f]);
  }
  const held = new Set(ours.catalog.entries.filter((e) => e.status === 'omitted' && HELD.test(e.reason ?? '')).map((e) => real(e.file)));
  for (const file of skillFiles(path.join(projectDir, skillsDir))) {
    const rel = path.relative(projectDir, file).split(path.sep).join('/');
    const r = real(rel);
    const agentLoads = loaded.has(r);
    const ourErrors = errors.get(r) ?? [];
    if (agentLoads && ourErrors.length > 0) {
      out.push({ file: rel, agent: `loads it as \`${loaded.get(r)}\``, skillkiln: `error: ${ourErrors.map((e) => `${e.code} (${e.message})`).join('; ')}` });
    } else if (!agentLoads && ourErrors.length === 0) {
      // Loaded but held out of what the run shows (Claude Code's `paths`, Cline's `disabled`),
      // as Skillkiln's catalog says: the agent said nothing, and there is nothing to fix.
      if (!rejected.has(r) && held.has(r)) continue;
      const why = rejected.get(r) ?? 'not loaded, without a word';
      out.push({ file: rel, agent: `does not load it: ${why}`, skillkiln: seen.has(r) ? 'no error' : 'nothing said' });
    }
  }
  if (options.skipListing || !run.listing) return out;
  const same = options.realPaths ? realPathsIn(projectDir) : (t: string) => t;
  const theirs = run.listing.entries.map((e) => ({ ...e, text: same(e.text) }));
  const listed = ours.catalog.entries.filter((e) => e.status !== 'omitted').map((e) => ({ ...e, line: same(e.line) }));
  // Entries by name; an agent that lists every copy of a shared name (Codex) has several under one.
  const mine = new Map<string, (typeof listed)[number][]>();
  for (const e of listed) mine.set(e.name, [...(mine.get(e.name) ?? []), e]);
  for (const e of theirs) {
    const copies = mine.get(e.name) ?? [];
    // Of several, the one with the same text, else the next in order.
    const m = copies.splice(Math.max(0, copies.findIndex((c) => c.line === e.text)), 1)[0];
    if (!m) out.push({ file: `listing entry ${e.name}`, agent: e.text, skillkiln: 'not listed' });
    else if (m.line !== e.text) out.push({ file: m.file, agent: e.text, skillkiln: m.line });
  }
  for (const rest of mine.values()) for (const e of rest) out.push({ file: e.file, agent: 'not listed', skillkiln: e.line });
  const canonical = options.canonical ?? sortedLines;
  const [a, b] = [same(ours.catalog.text), same(run.listing.text)];
  const sameText = options.ordered ? a === b : canonical(a) === canonical(b);
  if (out.length === 0 && !sameText) out.push({ file: '(whole listing)', agent: run.listing.text, skillkiln: ours.catalog.text });
  return out;
}

/** Every file named `skill.md` in any case under `dir`, symlinked folders followed once. */
function skillFiles(dir: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  // `inSkill`: a folder above `d` holds a SKILL.md (`d` is inside that skill's folder).
  const walk = (d: string, inSkill: boolean) => {
    let real: string;
    try {
      real = fs.realpathSync(d);
    } catch {
      return;
    }
    if (seen.has(`${d}\0${real}`)) return;
    seen.add(`${d}\0${real}`);
    const entries = fs.readdirSync(d, { withFileTypes: true });
    const exact = entries.some((e) => e.name === 'SKILL.md' && !e.isDirectory());
    for (const e of entries) {
      const full = path.join(d, e.name);
      const isDir = e.isDirectory() || (e.isSymbolicLink() && fs.statSync(full, { throwIfNoEntry: false })?.isDirectory());
      if (isDir) walk(full, inSkill || exact);
      else if (e.name === 'SKILL.md' || (e.name.toLowerCase() === 'skill.md' && meantAsSkill(full, exact, inSkill))) out.push(full);
    }
  };
  walk(dir, false);
  return out;
}

/**
 * A `skill.md` in another case is a skill of its own unless a `SKILL.md` sits beside it (the
 * folder's skill is that one), or it has no header inside another skill's folder (one of that
 * skill's documents): what Skillkiln's `skill-file-name` speaks of.
 */
function meantAsSkill(file: string, besideExact: boolean, inSkill: boolean): boolean {
  if (besideExact) return false;
  // Read as Skillkiln reads a file: its bytes as UTF-8 (a UTF-16 file shows no header).
  return !inSkill || /^\uFEFF?---[ \t]*\r?\n/.test(fs.readFileSync(file, 'utf8'));
}

/** Every `<project>/…/SKILL.md` in a text replaced by its real path. */
function realPathsIn(projectDir: string): (text: string) => string {
  const file = new RegExp(`${projectDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s<>"]*?SKILL\\.md`, 'g');
  return (text) => text.replace(file, (p) => { try { return fs.realpathSync(p); } catch { return p; } });
}

function sortedLines(text: string): string {
  return text.split('\n').sort().join('\n');
}
