import * as path from 'node:path';
import { createLanguageService, type LanguageService } from '../server/src/service/languageService';
import { createNodeFileSystem } from '../server/src/service/fs/nodeFileSystem';
import { DEFAULT_CONFIG, PROFILE_IDS, type ProfileId, type ServiceConfig } from '../server/src/service/config/serviceConfig';

/** Figures measured inside one process with the library (no LSP transport). */
export interface InProcessFigures {
  readonly coldIndexMs: number;
  readonly coldIndexRssMb: number;
  readonly keystrokeMs: number;
  /** 95th percentile of keystrokes of which every other one edits the header. */
  readonly keystrokeP95Ms: number;
  readonly catalogRefreshMs: number;
  readonly heapGrowthMb: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The `q` quantile (0–1) of some durations. */
export const percentile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
/** Milliseconds of each of `n` calls of `fn`. */
function timed(n: number, fn: (i: number) => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn(i);
    out.push(performance.now() - t);
  }
  return out;
}
/** The median latency tinybench measured for a task. */
const p50 = (r: unknown) => (r as { latency?: { p50?: number } }).latency?.p50 ?? NaN;

/**
 * The skill a catalog refresh edits: the first (in path order) whose description is one plain
 * line, so replacing that line keeps the header valid.
 */
function editTarget(service: LanguageService): { path: string; text: string } {
  const decode = (p: string) => new TextDecoder().decode(createNodeFileSystem().readFile(p)!);
  for (const p of [...service.index.skillPaths()].sort()) {
    const text = decode(p);
    if (/^description: [^>|\s]/m.test(text)) return { path: p, text };
  }
  throw new Error('no skill with a one-line description');
}

/** One catalog refresh of the workspace's first root: a header edit (a description, different on every call) and the catalog asked again. */
function catalogRefresh(service: LanguageService): () => void {
  const root = service.roots()[0]!.root;
  const target = editTarget(service);
  let n = 0;
  return () => {
    service.openDocument(target.path, target.text.replace(/^description:.*$/m, `description: edited ${n++}`));
    service.catalog(root);
  };
}

/** A 50,000-character mm skill whose text differs on every call (a keystroke). */
export function bigSkill(i: number): string {
  const para = 'Follow the steps below carefully and check every result before going on. ';
  let body = '';
  while (body.length < 49_000) body += `\n## Step ${body.length}\n\n${para.repeat(4)}\n`;
  return `---\nname: big-skill\ndescription: A long procedure ${i}.\nkeywords: one, two, three, four, five, six, seven, eight, nine\n---\n# Big${body}`.slice(0, 50_000);
}

/**
 * The 50,000-character skill with its header as `bigSkill(header)` and one body line changed:
 * a body keystroke keeps the header the last keystroke left (with `bigSkill(0)`'s after a
 * header keystroke, every keystroke changed the header).
 */
export function bodyEdit(i: number, header = 0): string {
  return bigSkill(header).replace('\n# Big', `\n# Big ${i}`);
}

/** Cold index of a workspace folder; time and RSS growth. */
export function coldIndex(folder: string): { ms: number; rssMb: number } {
  const before = process.memoryUsage().rss;
  const start = performance.now();
  const service = createLanguageService({ fs: createNodeFileSystem() });
  service.setFolders([folder]);
  service.allFindings();
  const ms = performance.now() - start;
  return { ms, rssMb: (process.memoryUsage().rss - before) / 1048576 };
}

/** Keystroke, catalog refresh and memory figures on a workspace of ~1,000 skills. */
export async function editFigures(folder1k: string): Promise<Omit<InProcessFigures, 'coldIndexMs' | 'coldIndexRssMb'>> {
  const service = createLanguageService({ fs: createNodeFileSystem() });
  service.setFolders([folder1k]);
  service.allFindings();
  const bigPath = path.join(folder1k, 'skills', 'big-skill.md');
  let n = 0;
  // tinybench is ESM-only; a dynamic import keeps this file CommonJS.
  const { Bench } = await import('tinybench');
  const bench = new Bench({ iterations: 200, warmupIterations: 20 });
  bench.add('keystroke', () => {
    service.openDocument(bigPath, bigSkill(n++));
    service.findings(bigPath);
  });
  const keystrokeP95 = percentile(timed(400, (i) => {
    // Every other keystroke is in the header (bigSkill's description changes), the others in the body.
    service.openDocument(bigPath, i % 2 === 0 ? bigSkill(++n) : bodyEdit(i, n));
    service.findings(bigPath);
  }), 0.95);
  bench.add('catalog refresh', catalogRefresh(service));
  await bench.run();
  const [keystroke, refresh] = bench.tasks.map((t) => t.result);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  for (let i = 0; i < 1000; i++) {
    service.openDocument(bigPath, bigSkill(n++));
    service.findings(bigPath);
  }
  gc?.();
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
  return { keystrokeMs: p50(keystroke), keystrokeP95Ms: keystrokeP95, catalogRefreshMs: p50(refresh), heapGrowthMb };
}

/**
 * The catalog refresh after one header edit with 1,000 skills, for each format forced on the
 * same workspace (the corpus votes agent-skills): the formats differ in what an edit makes
 * them check again (name conflicts, `{{skill:x}}` references, slugs).
 */
export async function catalogRefreshByProfile(folder1k: string): Promise<{ readonly profile: ProfileId; readonly ms: number }[]> {
  const { Bench } = await import('tinybench');
  const out: { profile: ProfileId; ms: number }[] = [];
  for (const profile of PROFILE_IDS) {
    const config: ServiceConfig = { ...DEFAULT_CONFIG, profile };
    const service = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
    service.setFolders([folder1k]);
    service.allFindings();
    // Each format's figures from a clean heap, not with the previous service's garbage.
    (globalThis as { gc?: () => void }).gc?.();
    const bench = new Bench({ iterations: 200, warmupIterations: 20 });
    bench.add(profile, catalogRefresh(service));
    await bench.run();
    out.push({ profile, ms: p50(bench.tasks[0]!.result) });
  }
  return out;
}

export { median };
