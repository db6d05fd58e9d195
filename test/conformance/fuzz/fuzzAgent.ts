import * as path from 'node:path';
import type { AgentCase } from '../agentCases';
import { compareRun, type Difference, type SkillkilnView } from '../compareRun';
import type { OracleRun } from '../oracle';
import { makeProject, skillkilnView } from '../skillkilnView';
import { kindOf, signatureOf, type Disagreement } from './disagreement';
import { writeCases, type FuzzCase } from './fuzzCase';
import { FUZZ_SETTINGS } from './fuzzSettings';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { shrinkSteps } from './shrinkSteps';
import { sharedNames } from './sharedNames';
import { sharedFolderCases } from './sharedFolders';
import { otherCaseNames } from './otherCaseNames';

/** What one run of an agent on a folder of generated skills showed. */
export interface FuzzRun {
  readonly disagreements: readonly Disagreement[];
  /** Skills whose outcome was compared (every case written). */
  readonly compared: number;
  /** Skills left out of the comparison: they share a name or a folder with another, and which one the agent keeps cannot be told ({@link FuzzRun.racyWhy}). */
  readonly racy?: number;
  readonly racyWhy?: string;
  readonly loaded: number;
  readonly listed?: number;
  /** Why the listing was not compared, when it was not. */
  readonly listingSkipped?: string;
  readonly seconds: number;
}

/**
 * Runs the agent once on a folder holding every case, runs Skillkiln on the same folder, and
 * returns each case's disagreements (paths of the temporary project taken out).
 */
export async function fuzzOnce(c: AgentCase, installDir: string, cases: readonly FuzzCase[]): Promise<FuzzRun> {
  const started = Date.now();
  const settings = FUZZ_SETTINGS[c.agent] ?? {};
  const oracle = settings.oracle ?? c.oracle;
  const env = settings.env ?? {};
  const p = makeProject((dir) => writeCases(dir, cases), oracle.skillsDir);
  try {
    const run = await oracle.run({ projectDir: p.projectDir, skillsDir: oracle.skillsDir, installDir, homeDir: p.homeDir, env });
    const ours = await skillkilnView(p.projectDir, c.agent, env, settings.catalogArgs);
    const skip = run.listingUnavailable;
    // Entries one by one: the order of thousands of names is compared on the edge cases and collections.
    const diffs = compareRun(p.projectDir, oracle.skillsDir, run, ours, { ordered: false, canonical: () => '', ...(skip ? { skipListing: skip } : {}), ...(c.realPaths ? { realPaths: true } : {}) });
    const all = attribute(diffs, cases, oracle.skillsDir, run, p.projectDir);
    const why = settings.sameNameNotCompared;
    const racy = why ? sharedCases(cases, oracle.skillsDir, run, ours, AGENTS[c.agent].discovery.namesFoldCase === true, otherCaseNames(cases, oracle.skillsDir, AGENTS[c.agent].discovery)) : new Set<string>();
    const inFolder = settings.sameFolderNotCompared ? sharedFolderCases(cases, AGENTS[c.agent].discovery) : new Set<string>();
    const named = racy.size;
    const racyWhy = [named ? `${named} sharing a name: ${why}` : '', inFolder.size ? `${inFolder.size} sharing a folder: ${settings.sameFolderNotCompared}` : ''].filter(Boolean).join('; ');
    for (const id of inFolder) racy.add(id);
    const disagreements = all.filter((d) => !racy.has(d.caseId));
    return { disagreements, compared: cases.length - racy.size, ...(racy.size ? { racy: racy.size, racyWhy } : {}), loaded: run.loaded.length, ...(run.listing && !skip ? { listed: run.listing.entries.length } : {}), ...(skip ? { listingSkipped: skip } : {}), seconds: (Date.now() - started) / 1000 };
  } finally {
    await p.cleanup();
  }
}

/** Each difference given to the case it is about (by file, or by the name the agent loaded it as). */
function attribute(diffs: readonly Difference[], cases: readonly FuzzCase[], skillsDir: string, run: OracleRun, projectDir: string): Disagreement[] {
  const byFile = new Map<string, FuzzCase>();
  for (const k of cases) {
    byFile.set(`${skillsDir}/${k.dir}/${k.fileName}`, k);
    // A linked folder's files are reached by the link and, inside the skills folder, where they are;
    // a second link to the case's folder reaches them too (and races with it where the name is shared).
    if (k.realDir) byFile.set(path.posix.join(skillsDir, k.realDir, k.fileName), k);
    for (const l of k.links ?? []) if (l.to === path.posix.basename(k.dir)) byFile.set(path.posix.join(skillsDir, l.at, k.fileName), k);
  }
  const byName = new Map<string, FuzzCase>();
  for (const s of run.loaded) { const k = byFile.get(s.file); if (k) byName.set(s.name, k); }
  const strip = (s: string) => s.split(projectDir).join('<project>');
  // An entry whose name the agent's loaded list spells otherwise (a name over several lines): found by the file it points at.
  const byPath = (entry: string) => {
    const file = new RegExp(`${skillsDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^<>\s]+)`).exec(entry)?.[0];
    return file ? byFile.get(file) : undefined;
  };
  // Else by the generated id its name carries (`f1-295` in `1f1-295`): names hold their folder's id.
  const ids = new Map(cases.map((k) => [k.id, k]));
  const byId = (file: string) => { const m = /[fgFG](\d+)-(\d+)(-twin)?/.exec(file); return m ? ids.get(`s${m[1]}-${m[2]}${m[3] ?? ''}`) : undefined; };
  const out: Disagreement[] = [];
  for (const d of diffs) {
    const k = byFile.get(d.file) ?? (d.file.startsWith('listing entry ') ? byName.get(d.file.slice('listing entry '.length)) ?? byPath(d.agent) ?? byId(d.file) : undefined);
    out.push({ caseId: k?.id ?? `(no case: ${d.file})`, kind: kindOf(d), agent: strip(d.agent), skillkiln: strip(d.skillkiln) });
  }
  return out;
}

/** Cases whose name (as the agent or Skillkiln gives it) another generated skill shares. */
function sharedCases(cases: readonly FuzzCase[], skillsDir: string, run: OracleRun, ours: SkillkilnView, foldsCase: boolean, unread: readonly { readonly name: string; readonly file: string }[]): Set<string> {
  // An empty `name` is a name too: the skills that declare it race like any other pair (which one
  // the agent keeps varies), even when only one of them is loaded in a run.
  const empty = cases.filter((k) => k.header?.some((l) => /^name:\s*(''|""|)\s*$/.test(l))).map((k) => ({ name: '', file: `${skillsDir}/${k.dir}/${k.fileName}` }));
  const { files } = sharedNames(run, ours, foldsCase, [...empty, ...unread]);
  return new Set(cases.filter((k) => files.has(`${skillsDir}/${k.dir}/${k.fileName}`)).map((k) => k.id));
}

/** A disagreement brought down to the smallest case that still shows it. */
export interface Shrunk {
  readonly found: Disagreement;
  readonly small: FuzzCase;
  /** The disagreement on the small case. */
  readonly now: Disagreement;
}

/**
 * Shrinks every disagreement at once: each round writes, for each case still shrinking, its
 * next smaller candidate (with the cases it needs, unchanged) into one folder, runs the agent
 * once, and keeps the candidates whose disagreement has the same signature. Rounds end when
 * no case has a candidate left, or after `maxRounds`.
 */
export async function shrinkAll(c: AgentCase, installDir: string, all: readonly FuzzCase[], found: readonly Disagreement[], maxRounds: number): Promise<Shrunk[]> {
  const byId = new Map(all.map((k) => [k.id, k]));
  interface State { found: Disagreement; small: FuzzCase; now: Disagreement; step: number }
  const states: State[] = [];
  const taken = new Set<string>();
  for (const d of found) {
    const k = byId.get(d.caseId);
    // One disagreement per case is shrunk (the first); the others of the same case keep the original.
    if (!k || taken.has(k.id) || k.id.endsWith('-twin')) continue;
    taken.add(k.id);
    states.push({ found: d, small: k, now: d, step: 0 });
  }
  for (let round = 0; round < maxRounds; round++) {
    const trying = new Map<string, FuzzCase>();
    for (const s of states) {
      const steps = shrinkSteps(s.small);
      if (s.step < steps.length) trying.set(s.small.id, steps[s.step]!);
    }
    if (trying.size === 0) break;
    const folder = new Map<string, FuzzCase>();
    for (const s of states) if (!trying.has(s.small.id)) folder.set(s.small.dir, s.small);
    for (const k of trying.values()) folder.set(k.dir, k);
    for (const k of [...folder.values()]) for (const need of k.needs ?? []) { const n = byId.get(need); if (n && !folder.has(n.dir)) folder.set(n.dir, n); }
    const run = await fuzzOnce(c, installDir, [...folder.values()]);
    for (const s of states) {
      const candidate = trying.get(s.small.id);
      if (!candidate) continue;
      const same = run.disagreements.find((d) => d.caseId === s.small.id && signatureOf(d) === signatureOf(s.found));
      if (same) { s.small = candidate; s.now = same; } else s.step++;
    }
  }
  return states.map((s) => ({ found: s.found, small: s.small, now: s.now }));
}
