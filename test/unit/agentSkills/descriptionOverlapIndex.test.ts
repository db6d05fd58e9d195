import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DescriptionOverlapIndex, descriptionOverlaps } from '../../../server/src/service/triggers/descriptionOverlap';

/** A seeded generator (the same sequence on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const WORDS = ['extract', 'tables', 'pdf', 'files', 'csv', 'convert', 'images', 'resize', 'invoices', 'read', 'summarize', 'reports', 'charts', 'spreadsheets', 'merge', 'split'];

/** A description of 1 to 6 words from a small vocabulary, so pairs overlap, contain one another or repeat. */
function description(next: () => number): string {
  const n = 1 + Math.floor(next() * 6);
  return Array.from({ length: n }, () => WORDS[Math.floor(next() * WORDS.length)]!).join(' ');
}

test('a list edited a few descriptions at a time gives what a fresh comparison of it gives', () => {
  const next = random(7);
  const list = Array.from({ length: 60 }, () => description(next));
  const index = new DescriptionOverlapIndex();
  let compared = 0;
  let last = new Map<number, unknown>();
  for (let round = 0; round < 200; round++) {
    // One description changed, sometimes two, sometimes one made the copy of another.
    const edits = next() < 0.2 ? 2 : 1;
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(next() * list.length);
      list[at] = next() < 0.25 ? list[Math.floor(next() * list.length)]! : description(next);
    }
    const now = [...list];
    index.update(now);
    const incremental = [...index.overlaps()];
    assert.deepEqual(incremental, descriptionOverlaps(now), `round ${round}`);
    // Each description's own overlaps, as the rule reports them after an edit: those of the whole list that name it, in order.
    for (let i = 0; i < now.length; i++) assert.deepEqual(index.overlapsOf(i), incremental.filter((o) => o.a === i || o.b === i), `round ${round}, description ${i}`);
    compared += incremental.length;
    // What it says changed holds both skills of every pair gained, lost or given anew (a root rule re-reports only those).
    const given = new Map<number, unknown>(incremental.map((o) => [o.a * now.length + o.b, o]));
    const moved = new Set<number>();
    for (const [key, o] of given) if (last.get(key) !== o) moved.add(Math.floor(key / now.length)).add(key % now.length);
    for (const key of last.keys()) if (!given.has(key)) moved.add(Math.floor(key / now.length)).add(key % now.length);
    assert.deepEqual([...moved].filter((i) => index.changed !== 'all' && !index.changed.has(i)), [], `round ${round}`);
    last = given;
  }
  // The lists did overlap: the comparison was not between empty results.
  assert.ok(compared > 200, `${compared} overlaps compared`);
});

test('a list of another length starts over', () => {
  const index = new DescriptionOverlapIndex();
  const a = ['extract the tables of a pdf', 'extract the tables of a pdf into csv files', 'resize images'];
  index.update(a);
  assert.deepEqual(index.overlaps(), descriptionOverlaps(a));
  const b = ['resize images', ...a];
  index.update(b);
  assert.deepEqual(index.overlaps(), descriptionOverlaps(b));
  assert.ok(index.overlaps().length > 0);
});
