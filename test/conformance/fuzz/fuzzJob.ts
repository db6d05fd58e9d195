import { clip } from '../clip';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { VERIFIED_VERSIONS } from '../../../server/src/service/agents/verifiedVersions';
import type { AgentCase } from '../agentCases';
import { signatureOf, type Disagreement } from './disagreement';
import { fuzzOnce, shrinkAll, type Shrunk } from './fuzzAgent';
import { quoteCase, type FuzzCase } from './fuzzCase';
import { generateCases } from './generateCases';
import { FUZZ_SETTINGS } from './fuzzSettings';
import { parserMismatch } from './parserVersion';
import { readKnown, sidesHash, standing, type KnownClass } from './knownDisagreements';

/**
 * The seeds `npm test` runs, and how many skills each gives: 2,120 per agent in all, so that
 * every agent compares at least 2,000 even where it leaves out the skills sharing a name whose
 * kept copy cannot be seen (up to 4 % of them).
 */
export const FIXED_SEEDS: readonly number[] = [1, 2];
export const PER_SEED = 1060;
/** A reason not yet written: the stage fails until someone reviews it. */
export const UNREVIEWED = 'TO REVIEW';

export interface FuzzJobOptions {
  readonly seeds: readonly number[];
  readonly perSeed: number;
  /** Shrink rounds for new disagreements (0: report them unshrunk). */
  readonly rounds: number;
  /** Every disagreement of the run, shrunk and put in classes, for `--update` to write down. */
  readonly record?: (classes: KnownClass[]) => void;
  /** Every disagreement of the run with its case's probes, for a look at all of them. */
  readonly dump?: (agent: string, rows: { d: Disagreement; probes: readonly string[] }[]) => void;
}

/** What one fuzz job prints: passed or not, the head line and the details. */
export interface FuzzJobResult {
  readonly ok: boolean;
  readonly head: string;
  readonly lines: readonly string[];
}

/** The generated cases of the seeds, all in one folder. */
export function casesOf(seeds: readonly number[], perSeed: number): FuzzCase[] {
  return seeds.flatMap((s) => generateCases(s, perSeed));
}

/**
 * One agent on every generated skill of the seeds: compared with Skillkiln, then with the
 * reviewed known disagreements. New or changed ones are shrunk and quoted; the job fails on
 * them, on known ones that are gone, and on known ones nobody has reviewed yet.
 */
export async function fuzzJob(c: AgentCase, installDir: string, o: FuzzJobOptions): Promise<FuzzJobResult> {
  const label = `${AGENTS[c.agent].label.en} ${VERIFIED_VERSIONS[c.agent].version} fuzz (seeds ${o.seeds.join(',')})`;
  const notRun = process.env['SKILLKILN_FUZZ_SLOW'] === '1' ? undefined : FUZZ_SETTINGS[c.agent]?.notRun;
  if (notRun) return { ok: true, head: `${label}: not run: ${notRun}`, lines: [] };
  const cases = casesOf(o.seeds, o.perSeed);
  const byId = new Map(cases.map((k) => [k.id, k]));
  const known = readKnown();
  const started = Date.now();
  try {
    const run = await fuzzOnce(c, installDir, cases);
    o.dump?.(c.agent, run.disagreements.map((d) => ({ d, probes: byId.get(d.caseId)?.probes ?? [] })));
    const st = standing(c.agent, run.disagreements, known, new Set(byId.keys()));
    const unreviewed = known.filter((k) => k.agent === c.agent && k.why === UNREVIEWED && Object.keys(k.cases).some((id) => byId.has(id))).length;
    const toShrink: Disagreement[] = o.record ? [...run.disagreements] : [...st.fresh, ...st.changed];
    const shrunk = toShrink.length && o.rounds > 0 ? await shrinkAll(c, installDir, cases, toShrink, o.rounds) : [];
    const small = new Map(shrunk.map((s) => [s.found.caseId, s]));
    if (o.record) o.record(classesOf(c.agent, run.disagreements, small, byId, known));
    const lines: string[] = [];
    const show = (what: string, d: Disagreement) => {
      const s = small.get(d.caseId);
      const k = byId.get(d.caseId);
      lines.push(`  ${what} ${d.kind} on ${d.caseId}${k ? ` (${k.probes.join('; ')})` : ''}`);
      if (s && s.found === d) lines.push(...indent(quoteCase(s.small), '    | '), `    agent:     ${clip(s.now.agent)}`, `    skillkiln: ${clip(s.now.skillkiln)}`);
      else { if (k) lines.push(...indent(quoteCase(k), '    | ')); lines.push(`    agent:     ${clip(d.agent)}`, `    skillkiln: ${clip(d.skillkiln)}`); }
    };
    st.fresh.slice(0, 30).forEach((d) => show('new', d));
    if (st.fresh.length > 30) lines.push(`  … and ${st.fresh.length - 30} more new`);
    st.changed.slice(0, 10).forEach((d) => show('changed', d));
    st.gone.slice(0, 10).forEach((k) => lines.push(`  gone: ${k} (the agent and Skillkiln now agree there; \`npm run fuzz:agents -- --update\` takes it out)`));
    if (st.gone.length > 10) lines.push(`  … and ${st.gone.length - 10} more gone`);
    if (unreviewed) lines.push(`  ${unreviewed} classes of known disagreements have no reason yet (${UNREVIEWED})`);
    const parser = parserMismatch(AGENTS[c.agent], installDir);
    if (parser) lines.push(`  parser: ${parser}`);
    const ok = !parser && st.fresh.length === 0 && st.changed.length === 0 && st.gone.length === 0 && unreviewed === 0;
    const what = `${run.compared} skills compared${run.racy ? ` (${run.racy} left out, ${run.racyWhy})` : ''} (${run.loaded} loaded${run.listed !== undefined ? `, ${run.listed} listed` : `; listing not compared: ${run.listingSkipped ?? 'none'}`})`;
    const kinds = new Map<string, number>();
    for (const d of run.disagreements) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
    const byKind = kinds.size ? ` (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})` : '';
    const tally = `${st.fresh.length} new, ${st.changed.length} changed, ${st.gone.length} gone, ${st.known} known disagreements${byKind}`;
    return { ok, head: `${label}: ${what}; ${tally} [${run.seconds.toFixed(1)} s${shrunk.length ? `, ${((Date.now() - started) / 1000).toFixed(0)} s with shrinking` : ''}]`, lines };
  } catch (err) {
    return { ok: false, head: `${label}: ${(err as Error).message}`, lines: [] };
  }
}

/** Case ids and folder names written as placeholders, so cases that shrank to the same file fall in one class. */
const generic = (text: string) => text.replace(/\b([sfgSFG])\d+-\d+(-twin)?\b/g, (_m, l: string, t?: string) => `<${l}${t ?? ''}>`);

/**
 * What puts two shrunk cases in one class: the kind, what each side said (rules, the agent's
 * words), the header's top-level keys and the file's layout and encoding.
 */
function classKey(d: Disagreement, small: FuzzCase | undefined): string {
  const keys = (small?.header ?? []).map((l) => /^\s*["']?([^"':\s]+)["']?\s*:/.exec(l)?.[1] ?? (l.trim() ? l.trim()[0] : '')).filter(Boolean).sort();
  const layout = small ? [small.utf16 ?? '', small.latin1 ? 'latin1' : '', small.bom ? 'bom' : '', small.eol === '\r\n' ? 'crlf' : small.eol === '\r' ? 'cr' : '', small.symlinked ? 'link' : '', small.header ? '' : 'no-header', small.unclosed ? 'unclosed' : '', small.lead ? 'lead' : '', small.fileName, small.dir.split('/').length, small.dir.split('/').some((p) => p.startsWith('.')) ? 'dot' : '', small.body.length > 60_000 ? 'big' : '', small.realDir ? `linked-folder:${small.realDir.startsWith('..') ? 'outside' : 'inside'}` : '', small.links?.length ? 'folder-links' : '', ...Object.keys(small.folderFiles ?? {}).sort()].join(',') : '';
  return `${signatureOf(d)}|${generic(d.kind === 'entry' ? '' : d.agent).replace(/\d+/g, 'N').slice(0, 80)}|${keys.join(',')}|${layout}`;
}

/** The run's disagreements in classes (see classKey), each quoting its smallest file, reasons kept from the known file. */
function classesOf(agent: string, found: readonly Disagreement[], small: ReadonlyMap<string, Shrunk>, byId: ReadonlyMap<string, FuzzCase>, known: readonly KnownClass[]): KnownClass[] {
  const out = new Map<string, { agent: string; kind: Disagreement['kind']; why: string; shrunk: KnownClass['shrunk']; cases: Record<string, string>; size: number }>();
  for (const d of found) {
    const s = small.get(d.caseId);
    const shrunkHere = s && s.found.kind === d.kind ? s : undefined;
    const k = shrunkHere?.small ?? byId.get(d.caseId);
    const now = shrunkHere?.now ?? d;
    const file = generic(k ? quoteCase(k) : d.caseId);
    const shrunk = { file, agentSays: generic(now.agent), skillkilnSays: generic(now.skillkiln) };
    const key = classKey(now, k);
    const was = known.find((x) => x.agent === agent && x.kind === d.kind && Object.prototype.hasOwnProperty.call(x.cases, d.caseId));
    const cls = out.get(key) ?? { agent, kind: d.kind, why: was?.why ?? UNREVIEWED, shrunk, cases: {}, size: Infinity };
    if (file.length < cls.size) { cls.shrunk = shrunk; cls.size = file.length; }
    if (cls.why === UNREVIEWED && was) cls.why = was.why;
    cls.cases[d.caseId] = sidesHash(d);
    out.set(key, cls);
  }
  return [...out.values()].map(({ size: _size, ...c }) => c);
}

const indent = (text: string, prefix: string) => text.split('\n').map((l) => `${prefix}${JSON.stringify(l).slice(1, -1)}`);

