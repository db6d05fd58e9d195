import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Disagreement, DisagreementKind } from './disagreement';

/**
 * Disagreements the fuzzer finds on its fixed seeds that were reviewed and left open, in
 * classes: one agent, one kind, one smallest file (case ids written as `<id>`) with both sides
 * on it and why it stays; then every generated case that shows it, with a hash of both sides
 * as found (matched exactly on every run: a changed side is a changed disagreement).
 */
export interface KnownClass {
  readonly agent: string;
  readonly kind: DisagreementKind;
  readonly why: string;
  readonly shrunk: { readonly file: string; readonly agentSays: string; readonly skillkilnSays: string };
  /** Case id → hash of both sides as found. */
  readonly cases: Readonly<Record<string, string>>;
}

/** The reviewed file, in the source tree (found from wherever the stage is compiled to; `SKILLKILN_FUZZ_KNOWN`: another file). */
export const KNOWN_FILE = process.env['SKILLKILN_FUZZ_KNOWN'] ?? path.join(repoRoot(__dirname), 'test', 'conformance', 'fuzz', 'known-disagreements.json');

/** The first folder up from `dir` that holds a package.json. */
function repoRoot(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json'))) return d;
    if (path.dirname(d) === d) return dir;
  }
}

export function readKnown(): KnownClass[] {
  if (!fs.existsSync(KNOWN_FILE)) return [];
  return (JSON.parse(fs.readFileSync(KNOWN_FILE, 'utf8')) as { classes: KnownClass[] }).classes;
}

/** Writes the file sorted by agent, kind and file, so a diff of it reads as what changed. */
export function writeKnown(all: readonly KnownClass[]): void {
  const sorted = [...all].sort((a, b) => a.agent.localeCompare(b.agent) || a.kind.localeCompare(b.kind) || a.shrunk.file.localeCompare(b.shrunk.file));
  const total = sorted.reduce((n, c) => n + Object.keys(c.cases).length, 0);
  const note = `Disagreements between the real agents and Skillkiln that the agent fuzzer finds on its fixed seeds, reviewed and left open: ${sorted.length} classes, ${total} generated skills. The stage fails on a disagreement not listed here, on a listed one whose sides changed, and on a listed one that is gone. \`npm run fuzz:agents -- --update\` rewrites this file (reasons kept by class): review every change.`;
  fs.writeFileSync(KNOWN_FILE, `${JSON.stringify({ note, classes: sorted }, null, 1)}\n`);
}

/** Both sides of a disagreement, hashed (the texts hold the skills' own words: the class quotes one). */
export function sidesHash(d: Disagreement): string {
  return createHash('sha256').update(`${d.kind}\n${d.agent}\n${d.skillkiln}`).digest('hex').slice(0, 12);
}

/** How a run's disagreements stand against the known ones of that agent. */
export interface Standing {
  readonly fresh: readonly Disagreement[];
  readonly changed: readonly Disagreement[];
  /** Known cases (`class kind on case`) the run no longer shows. */
  readonly gone: readonly string[];
  readonly known: number;
}

export function standing(agent: string, found: readonly Disagreement[], known: readonly KnownClass[], caseIds: ReadonlySet<string>): Standing {
  const mine = new Map<string, string>();
  for (const c of known) if (c.agent === agent) for (const [id, hash] of Object.entries(c.cases)) if (caseIds.has(id)) mine.set(`${c.kind} on ${id}`, hash);
  const fresh: Disagreement[] = [];
  const changed: Disagreement[] = [];
  let same = 0;
  const seen = new Set<string>();
  for (const d of found) {
    const key = `${d.kind} on ${d.caseId}`;
    seen.add(key);
    const hash = mine.get(key);
    if (hash === undefined) fresh.push(d);
    else if (hash !== sidesHash(d)) changed.push(d);
    else same++;
  }
  return { fresh, changed, gone: [...mine.keys()].filter((k) => !seen.has(k)), known: same };
}
