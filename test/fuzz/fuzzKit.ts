import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import type { Range } from 'vscode-languageserver-types';
import { DEFAULT_CONFIG, PROFILE_IDS, type ProfileId, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import { createMemoryFileSystem, type MemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { createLanguageService, type LanguageService } from '../../server/src/service/languageService';
import type { Finding } from '../../server/src/service/model/finding';

/** Repository root (tests run from out/test/fuzz/). */
export const REPO = path.resolve(__dirname, '..', '..', '..');
const CORPUS = path.resolve(REPO, '..', 'shared', 'corpus');

/**
 * Cases of the whole fuzz suite: `FUZZ_RUNS` (CI default 10,000; `npm run fuzz` runs far
 * more). Each property takes its share.
 */
export const TOTAL_RUNS = Math.max(1, Number(process.env['FUZZ_RUNS'] ?? 10_000));
/** Runs of one property: its share of the total (shares: parse 0.4, rules 0.15, features 0.1, catalog 0.1, fixes 0.25, buffers 0.05). */
export const runsFor = (share: number) => Math.max(1, Math.round(TOTAL_RUNS * share));

/** fast-check parameters: the seed (and path) to replay come from the environment. */
export function fcParams(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env['FUZZ_SEED'];
  const replay = process.env['FUZZ_PATH'];
  return { numRuns, ...(seed !== undefined ? { seed: Number(seed) } : {}), ...(replay ? { path: replay } : {}), endOnFailure: process.env['FUZZ_NO_SHRINK'] === '1' };
}

/** Bodies beyond this are cut from corpus seeds: the properties are about structure, not length. */
const SEED_CHARS = 6000;
/** Corpus files taken (every n-th of the sorted list, so the sample is deterministic). */
const CORPUS_SAMPLE = 48;

function markdownUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

let seedCache: readonly string[] | undefined;
/** Seed texts: every markdown file of examples/, then a fixed sample of the shared corpus. */
export function seedTexts(): readonly string[] {
  if (seedCache) return seedCache;
  const examples = markdownUnder(path.join(REPO, 'examples'));
  const corpus = markdownUnder(CORPUS).filter((p) => path.basename(p) === 'SKILL.md');
  const step = Math.max(1, Math.floor(corpus.length / CORPUS_SAMPLE));
  const sample = corpus.filter((_, i) => i % step === 0).slice(0, CORPUS_SAMPLE);
  seedCache = [...examples, ...sample].map((p) => fs.readFileSync(p, 'utf8').slice(0, SEED_CHARS));
  assert.ok(seedCache.length > 10, 'seed texts found');
  return seedCache;
}

/** Example folders written for each profile (the corpus holds open-standard skills). */
const EXAMPLES_OF: Readonly<Record<ProfileId, string>> = { mm: 'skills', 'agent-skills': '.claude/skills', 'agent-app': 'agent-app', tajo: 'tajo', 'skill-api': 'skill-api' };
const poolCache = new Map<ProfileId, readonly string[]>();
/** Seed texts written for one profile: its examples (and, for agent-skills, the corpus sample). */
export function seedsFor(profile: ProfileId): readonly string[] {
  let pool = poolCache.get(profile);
  if (!pool) {
    const own = markdownUnder(path.join(REPO, 'examples', EXAMPLES_OF[profile])).filter((p) => !/readme\.md$/i.test(p)).map((p) => fs.readFileSync(p, 'utf8').slice(0, SEED_CHARS));
    pool = profile === 'agent-skills' ? [...own, ...seedTexts().slice(-CORPUS_SAMPLE)] : own;
    assert.ok(pool.length > 0, `examples for ${profile}`);
    poolCache.set(profile, pool);
  }
  return pool;
}

/** Fragments that matter to a header, a YAML parser or a markdown scanner. */
const TOKENS = [
  '---', '---\n', '\n---\n', ': ', ':', '{{', '}}', '{{skill:', '{{skill:greetings}}', '[', ']', '](', '[a](references/x.md)', '(', ')', '`', '```', '```\n', '~~~',
  '!`', '!`date`', '\t', ' ', '  ', '\n', '\r\n', '\r', '\0', '#', '# ', '- ', '* ', '"', "'", '\\', '&a ', '*a', '<<: ', '? ', '|', '>', '|-\n  ', '!!str ', '!tag ',
  '%', '@', '$', '${x}', '{', '}', ',', 'null', '~', 'true', 'false', 'yes', '0x1F', '1e3', '.inf', '- [a, b]', '{a: 1}',
  'name: ', 'description: ', 'keywords: ', 'enabled: ', 'category: ', 'triggers:\n  - ', 'allowed-tools: ', 'metadata:\n  k: v', 'name: x\n', 'description: "a: b"\n',
  '\uFEFF', '\u00e9', '\u0301', '😀', '\uD83D', '\uDE00', '\u202E', '\u200B', '\u2028', '\u2029', '\u00A0', '\uFFFD', '\uFFFF', '\u0085', 'İ', 'ß', '中文',
];

/** One edit of a seed text. Positions are fractions so they shrink towards the start and stay in range. */
export type Mutation =
  | { readonly op: 'insert'; readonly at: number; readonly text: string }
  | { readonly op: 'delete'; readonly at: number; readonly length: number }
  | { readonly op: 'insertLine'; readonly at: number; readonly text: string }
  | { readonly op: 'deleteLine'; readonly at: number }
  | { readonly op: 'duplicateLine'; readonly at: number }
  | { readonly op: 'swapLines'; readonly at: number; readonly other: number }
  | { readonly op: 'endings'; readonly style: 'lf' | 'crlf' | 'cr' | 'mixed' }
  | { readonly op: 'unclose' }
  | { readonly op: 'problem'; readonly text: string };

const fraction = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const fragment = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 4 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
/** Header and body lines that each profile reports, with a quick fix more often than not. */
const PROBLEM_LINES = [
  // mm
  'keywords: a, b, c, d, e, f, g, h, i, j', 'keywords: greet, hello, greet', 'keywords:\n  - time\n  - date', 'description:', 'name:', 'descripton: typo of a key', 'keywords: skill, things',
  'Run:\n```bash\nnpm test\n```', 'Use the shell:\n```sh\nls -la\n```',
  // agent-skills
  'name: Bad_Name', 'name: UPPER-Case', 'description: Use when: the user asks', 'metadata:\n  version: 1.10\n  beta: true', 'allowed-tools:\n  - Read\n  - Grep', 'tools: Read', 'model: opus',
  'See `references/missing.md` and [it](scripts/none.py).', 'Now: !`date +%s` here.', 'name: gamma',
  // agent-app
  'enabled: yes', 'enabled: nope', 'enabled: false', 'category: devlopment', 'name: bad name!', 'Ask {{skill:code-reviw}} then {{skill:gamma}}.',
  // tajo
  'endpoint: {{ env.URL }}', 'timeout: 5 minutes', 'actions:\n  - id: a\n    type: brevo/create-contct', 'permissions:\n  - contacts:read', 'triggers:\n  - schedule: "61 * * * *"', 'status: stabel', 'category: data-sinc', 'relatedSkills:\n  - nowhere',
  // skill-api
  'Read [the format](references/Format.md) first.', 'Read [new](references/new-file.md).', 'Read [up](../outside.md).',
];

const headerLine = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROBLEM_LINES) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('name', 'description', 'keywords', 'enabled', 'category', 'version', 'tags', 'triggers', 'actions', 'permissions', 'model', 'allowed-tools', 'x'), fc.constantFrom(': ', ':', ' : '), fragment).map(([k, c, v]) => k + c + v) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('  ', '    ', '\t', '  - ', '- '), fragment).map(([i, v]) => i + v) },
  { weight: 1, arbitrary: fragment },
);

/** Arbitrary mutation. */
export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('insert' as const), at: fraction, text: fragment }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fraction, length: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('insertLine' as const), at: fraction, text: headerLine }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('deleteLine' as const), at: fraction }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicateLine' as const), at: fraction }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('swapLines' as const), at: fraction, other: fraction }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('unclose' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('problem' as const), text: fc.constantFrom(...PROBLEM_LINES) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('endings' as const), style: fc.constantFrom('lf' as const, 'crlf' as const, 'cr' as const, 'mixed' as const) }) },
);

/** Headers get most of the attention: positions are squeezed towards the start half the time. */
function place(at: number, length: number, headerBias: boolean): number {
  const f = headerBias ? at * at * at : at;
  return Math.min(length, Math.floor(f * (length + 1)));
}

/** Applies one mutation. */
export function mutate(text: string, m: Mutation): string {
  const lines = () => text.split(/(?<=\n)/);
  switch (m.op) {
    case 'insert': {
      const i = place(m.at, text.length, true);
      return text.slice(0, i) + m.text + text.slice(i);
    }
    case 'delete': {
      const i = place(m.at, text.length, true);
      return text.slice(0, i) + text.slice(i + m.length);
    }
    case 'insertLine': {
      const l = lines();
      l.splice(place(m.at, l.length, true), 0, `${m.text}\n`);
      return l.join('');
    }
    case 'deleteLine': {
      const l = lines();
      l.splice(place(m.at, l.length - 1, true), 1);
      return l.join('');
    }
    case 'duplicateLine': {
      const l = lines();
      const i = place(m.at, l.length - 1, true);
      if (l[i] !== undefined) l.splice(i, 0, l[i]!.endsWith('\n') ? l[i]! : `${l[i]!}\n`);
      return l.join('');
    }
    case 'swapLines': {
      const l = lines();
      const i = place(m.at, l.length - 1, true);
      const j = place(m.other, l.length - 1, false);
      if (l[i] === undefined || l[j] === undefined) return text;
      [l[i], l[j]] = [l[j]!, l[i]!];
      return l.join('');
    }
    case 'problem': {
      // Right under the opening `---` when there is one (so the header reads it), else at the top.
      const open = /^\uFEFF?---[ \t]*(\r\n|\r|\n)/.exec(text);
      const at = open ? open[0].length : 0;
      const brk = open?.[1] ?? '\n';
      const line = m.text.replace(/\n/g, brk);
      // A key the header already has is replaced (with its indented lines), not duplicated.
      const key = /^([\w-]+):/.exec(m.text)?.[1];
      const existing = key && open ? new RegExp(`^${key}:[^\\r\\n]*(?:(?:\\r\\n|\\r|\\n)[ \\t]+[^\\r\\n]*)*`, 'm').exec(text.slice(at)) : null;
      if (existing) return text.slice(0, at + existing.index) + line + text.slice(at + existing.index + existing[0].length);
      return text.slice(0, at) + line + brk + text.slice(at);
    }
    case 'unclose':
      // Drops the header's closing line (the second `---`).
      return text.replace(/^((?:---[ \t]*)(?:\r\n|\r|\n)[\s\S]*?)(?:^|(?<=[\r\n]))---[ \t]*(?:\r\n|\r|\n|$)/, '$1');
    case 'endings': {
      let n = 0;
      return text.replace(/\r\n|\r|\n/g, () => (m.style === 'lf' ? '\n' : m.style === 'crlf' ? '\r\n' : m.style === 'cr' ? '\r' : ['\n', '\r\n', '\r'][n++ % 3]!));
    }
  }
}

/** A generated skill: the first lines of a seed text and the edits made to them. */
export interface SkillCase {
  /** Seeds written for this profile; all seeds when absent. */
  readonly pool?: ProfileId;
  readonly seed: number;
  /** Lines of the seed kept: shrinking brings it down, so a failure ends up with a short text. */
  readonly lines: number;
  readonly mutations: readonly Mutation[];
}

/** Arbitrary case: a seed, how much of it, and 0 to 8 mutations (0 keeps the real file, as a control). */
export const skillCaseArb: fc.Arbitrary<SkillCase> = fc.record({
  seed: fc.nat(),
  lines: fc.integer({ min: 0, max: 300 }),
  mutations: fc.array(mutationArb, { minLength: 0, maxLength: 8 }),
});

/** Arbitrary case seeded from one profile's own examples, with that profile. */
export const profileCaseArb: fc.Arbitrary<{ readonly profile: ProfileId; readonly c: SkillCase }> = fc
  .constantFrom(...PROFILE_IDS)
  .chain((profile) => skillCaseArb.map((c) => ({ profile, c: { ...c, pool: profile } })));

/**
 * Like `profileCaseArb`, but closer to a real file: whole seeds, a few mistakes from the
 * problem lines, at most one random edit. What quick fixes are for.
 */
export const mistakeCaseArb: fc.Arbitrary<{ readonly profile: ProfileId; readonly c: SkillCase }> = fc.constantFrom(...PROFILE_IDS).chain((profile) =>
  fc
    .record({
      seed: fc.nat(),
      lines: fc.integer({ min: 0, max: 300 }).map((n) => 300 - n),
      // One file in four in CRLF or CR: fixes must write the file's own line breaks.
      mutations: fc
        .tuple(
          fc.array(fc.record({ op: fc.constant('problem' as const), text: fc.constantFrom(...PROBLEM_LINES) }), { minLength: 1, maxLength: 3 }),
          fc.array(mutationArb, { maxLength: 1 }),
          fc.option(fc.record({ op: fc.constant('endings' as const), style: fc.constantFrom('crlf' as const, 'cr' as const) }), { freq: 3, nil: undefined }),
        )
        .map(([a, b, endings]) => [...a, ...b, ...(endings ? [endings] : [])] as Mutation[]),
    })
    .map((c) => ({ profile, c: { ...c, pool: profile } })),
);

/** The text of a case. */
export function textOf(c: SkillCase): string {
  const seeds = c.pool ? seedsFor(c.pool) : seedTexts();
  const seed = seeds[c.seed % seeds.length]!;
  // Kept lines with their breaks: a long seed shrinks to the prefix that still fails.
  const prefix = seed.split(/(?<=\n)/).slice(0, c.lines).join('');
  return c.mutations.reduce(mutate, prefix);
}

/** A short, printable form of a text for failure messages. */
export function show(text: string, max = 600): string {
  const s = JSON.stringify(text);
  return s.length > max ? `${s.slice(0, max)}… (${text.length} chars)` : s;
}

/** Where the mutated texts go in a workspace: both layouts, a neighbour, and a plain markdown file. */
export const WS = '/ws';
export const ALPHA = '/ws/skills/alpha/SKILL.md';
export const BETA = '/ws/skills/beta.md';
export const GAMMA = '/ws/skills/gamma/SKILL.md';
export const NOTES = '/ws/docs/notes.md';

/** The files of a case's workspace. */
export function workspaceFiles(text: string, other: string): Record<string, string> {
  return { [ALPHA]: text, [BETA]: text, [GAMMA]: other, [NOTES]: text, '/ws/skills/alpha/references/format.md': '# Format\n' };
}

/** A service over an in-memory workspace, with a profile forced (or detected). */
export function serviceFor(files: Record<string, string>, profile?: ProfileId): { service: LanguageService; fs: MemoryFileSystem; config: ServiceConfig } {
  const fsys = createMemoryFileSystem(files);
  const config: ServiceConfig = { ...DEFAULT_CONFIG, ...(profile ? { profile } : {}) };
  const service = createLanguageService({ fs: fsys, configFor: () => config });
  service.setFolders([WS]);
  return { service, fs: fsys, config };
}

export const PROFILES: readonly ProfileId[] = PROFILE_IDS;

/** Line lengths, splitting on `\r\n`, `\r` and `\n` (independent of LineIndex). */
export function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((l) => l.length);
}

/** Asserts a range lies inside a text given by its line lengths. */
export function assertInside(lengths: readonly number[], r: Range, what: string): void {
  for (const p of [r.start, r.end]) {
    assert.ok(Number.isInteger(p.line) && Number.isInteger(p.character) && p.line >= 0 && p.character >= 0, `${what}: bad position ${JSON.stringify(p)}`);
    assert.ok(p.line < lengths.length, `${what}: line ${p.line} past the last line ${lengths.length - 1}`);
    assert.ok(p.character <= lengths[p.line]!, `${what}: character ${p.character} past the end of line ${p.line} (length ${lengths[p.line]})`);
  }
  assert.ok(r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character), `${what}: range ends before it starts ${JSON.stringify(r)}`);
}

/** Asserts every finding of a map lies inside the text the service has for its file. */
export function assertFindingsInside(service: LanguageService, all: ReadonlyMap<string, readonly Finding[]>, textFor: (p: string) => string | undefined): void {
  for (const [p, list] of all) {
    const text = textFor(p) ?? service.index.fullParsed(p)?.text ?? '';
    const lengths = lineLengths(text);
    for (const f of list) {
      assertInside(lengths, f.range, `${f.code} in ${p}`);
      for (const rel of f.related ?? []) assertInside(lineLengths(textFor(rel.path) ?? service.index.fullParsed(rel.path)?.text ?? ''), rel.range, `related of ${f.code} in ${rel.path}`);
    }
  }
}

/**
 * Runs `fn` with console.error captured: the engine turns a throwing rule (and a code
 * action a throwing fix builder) into a console.error line, which a property must see.
 */
export function catchingErrors<T>(fn: () => T): { value: T; errors: string[] } {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    return { value: fn(), errors };
  } finally {
    console.error = original;
  }
}

/** Cases per second, for the test's diagnostic line. */
export function rate(cases: number, startMs: number): string {
  const s = (Date.now() - startMs) / 1000;
  return `${cases} cases in ${s.toFixed(1)} s (${(cases / Math.max(s, 0.001)).toFixed(0)}/s)`;
}
