import * as path from 'node:path';
import { createLanguageService, type LanguageService } from '../server/src/service/languageService';
import { createNodeFileSystem } from '../server/src/service/fs/nodeFileSystem';
import { DEFAULT_CONFIG, PROFILE_IDS, type ProfileId, type ServiceConfig } from '../server/src/service/config/serviceConfig';

/** Figures measured inside one process with the library (no LSP transport). */
export interface InProcessFigures {
  readonly coldIndexMs: number;
  readonly coldIndexRssMb: number;
  readonly keystrokeMs: number;
  readonly catalogRefreshMs: number;
  readonly heapGrowthMb: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The median latency tinybench measured for a task. */
const p50 = (r: unknown) => (r as { latency?: { p50?: number } }).latency?.p50 ?? NaN;

/**
 * One catalog refresh of the 1k workspace's first root: a header edit (the description of
 * `skills/skill-00002.md`, different on every call) and the catalog asked again.
 */
function catalogRefresh(service: LanguageService, folder1k: string): () => void {
  const root = service.roots()[0]!.root;
  const editPath = path.join(folder1k, 'skills', 'skill-00002.md');
  const baseText = new TextDecoder().decode(createNodeFileSystem().readFile(editPath)!);
  let n = 0;
  return () => {
    service.openDocument(editPath, baseText.replace(/^description:.*$/m, `description: edited ${n++}`));
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
  bench.add('catalog refresh', catalogRefresh(service, folder1k));
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
  return { keystrokeMs: p50(keystroke), catalogRefreshMs: p50(refresh), heapGrowthMb };
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
    bench.add(profile, catalogRefresh(service, folder1k));
    await bench.run();
    out.push({ profile, ms: p50(bench.tasks[0]!.result) });
  }
  return out;
}

export { median };
