import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serviceOn, WS } from '../helpers/serviceFixture';

/** A seeded generator (the same sequence on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const NAMES = ['pdf-tables', 'pdf-extract', 'csv-merge', 'images'];
const DESCRIPTIONS = ['Extract the tables of a PDF into CSV files.', 'Extract tables from PDF files.', 'Merge CSV files into one spreadsheet.', 'Resize images for the web.', 'Extract the tables of a PDF into CSV files and charts.'];

/** Skills in two roots of one folder (name conflicts cross roots), one of them reached a second time by a link. */
function files(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < 12; i++) {
    const root = i % 3 === 0 ? '.agents/skills' : '.claude/skills';
    out[`${WS}/${root}/skill-${i}/SKILL.md`] = text(NAMES[i % NAMES.length]!, DESCRIPTIONS[i % DESCRIPTIONS.length]!);
  }
  return out;
}

const text = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\nDo it.\n`;

/** Every file's findings, as JSON (path → findings). */
function everything(service: ReturnType<typeof serviceOn>): string {
  return JSON.stringify(Object.fromEntries([...service.allFindings()].sort(([a], [b]) => (a < b ? -1 : 1))));
}

test('after each header edit, the root rules find what a fresh index of the same texts finds (name-shared, description-overlap)', () => {
  const next = random(11);
  const start = files();
  const live = serviceOn(start);
  live.fs.symlink(`${WS}/.agents/skills/linked`, `${WS}/.claude/skills/skill-1`);
  live.fileChanged(`${WS}/.agents/skills/linked`);
  const open: Record<string, string> = {};
  let shared = 0;
  for (let round = 0; round < 40; round++) {
    const p = Object.keys(start)[Math.floor(next() * Object.keys(start).length)]!;
    open[p] = text(NAMES[Math.floor(next() * NAMES.length)]!, DESCRIPTIONS[Math.floor(next() * DESCRIPTIONS.length)]!);
    live.openDocument(p, open[p]);
    // The edited file first, as the server publishes it, then the rest.
    live.findings(p);
    const fresh = serviceOn(start);
    fresh.fs.symlink(`${WS}/.agents/skills/linked`, `${WS}/.claude/skills/skill-1`);
    fresh.fileChanged(`${WS}/.agents/skills/linked`);
    for (const [q, t] of Object.entries(open)) fresh.openDocument(q, t);
    const now = everything(live);
    assert.equal(now, everything(fresh), `round ${round}: ${p}`);
    shared += (now.match(/"name-shared"|"description-overlap"/g) ?? []).length;
  }
  // The edits did make and unmake conflicts: the comparison was not between empty results.
  assert.ok(shared > 40, `${shared} findings compared`);
});
