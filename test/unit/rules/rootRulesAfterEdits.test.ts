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

test('a header edit keeps the findings of skills whose root findings it does not change: the same array, nothing merged again', () => {
  const live = serviceOn({
    [`${WS}/.claude/skills/a/SKILL.md`]: text('a', DESCRIPTIONS[3]!),
    [`${WS}/.claude/skills/b/SKILL.md`]: text('b', DESCRIPTIONS[3]!),
    [`${WS}/.claude/skills/c/SKILL.md`]: text('c', DESCRIPTIONS[1]!),
    [`${WS}/.claude/skills/d/SKILL.md`]: text('d', DESCRIPTIONS[1]!),
  });
  const a = `${WS}/.claude/skills/a/SKILL.md`;
  const before = live.findings(a);
  assert.ok(before.some((f) => f.code === 'description-overlap'), JSON.stringify(before));
  // c's description changes (its pair with d goes); a's pair with b does not, and shares no word with either (its score holds).
  live.openDocument(`${WS}/.claude/skills/c/SKILL.md`, text('c', DESCRIPTIONS[2]!));
  assert.ok(!live.findings(`${WS}/.claude/skills/c/SKILL.md`).some((f) => f.code === 'description-overlap'));
  assert.equal(live.findings(a), before);
});

test('a root whose name check ran a few list changes ago re-checks only near them: the skills far from the edits keep their findings', () => {
  const a = `${WS}/.claude/skills/dup/SKILL.md`;
  const c = `${WS}/.claude/skills/c/SKILL.md`;
  const d = `${WS}/.claude/skills/d/SKILL.md`;
  const files = {
    [a]: text('dup', 'Resize images for the web.'),
    [`${WS}/.agents/skills/dup/SKILL.md`]: text('dup', 'Merge spreadsheets into one workbook.'),
    [c]: text('c', 'Translate subtitles between languages.'),
    [d]: text('d', 'Draw sequence diagrams from logs.'),
    [`${WS}/.agents/skills/e/SKILL.md`]: text('e', 'Count words in essays quickly.'),
  };
  const live = serviceOn(files);
  live.allFindings();
  const before = live.findings(a);
  assert.ok(before.some((f) => f.code === 'name-shared'), JSON.stringify(before));
  // A header edit of c, checked; then a body edit of c while the other root is checked (the list
  // changes again behind the first root's back); then a header edit of d.
  const c2 = text('c', 'Translate film subtitles between languages.');
  const d2 = text('d', 'Draw sequence diagrams from server logs.');
  live.openDocument(c, c2);
  live.findings(c);
  live.openDocument(c, `${c2}More.\n`);
  live.findings(`${WS}/.agents/skills/e/SKILL.md`);
  live.openDocument(d, d2);
  live.findings(d);
  assert.equal(live.findings(a), before);
  // And what a fresh index of the same texts finds.
  const fresh = serviceOn(files);
  fresh.openDocument(c, `${c2}More.\n`);
  fresh.openDocument(d, d2);
  assert.equal(everything(live), everything(fresh));
});

test('a description edit keeps the name checks of the other skills; a name edit re-asks what their fixes may give', () => {
  const a = `${WS}/.claude/skills/a/SKILL.md`;
  const b = `${WS}/.claude/skills/b/SKILL.md`;
  const live = serviceOn({
    [a]: text('a', 'Resize images for the web.'),
    // Named otherwise than its folder: its fix offers the folder's name, `b`, while no other skill has it.
    [b]: text('bee', 'Translate subtitles between languages.'),
  });
  const before = live.findings(b);
  const mismatch = () => live.findings(b).find((f) => f.code === 'name-dir-mismatch');
  assert.ok((mismatch()?.data as { setName?: unknown } | undefined)?.setName, JSON.stringify(before));
  live.openDocument(a, text('a', 'Resize and crop images for the web.'));
  live.findings(a);
  // Nothing b's findings read changed: the same array, its name rule not run again.
  assert.equal(live.findings(b), before);
  // a takes the name b's fix would give: that fix is no longer offered.
  live.openDocument(a, text('b', 'Resize and crop images for the web.'));
  live.findings(a);
  assert.notEqual(live.findings(b), before);
  assert.equal((mismatch()?.data as { setName?: unknown } | undefined)?.setName, undefined, JSON.stringify(live.findings(b)));
});

test('a rule that reads only which skills its root holds keeps its findings across header edits and follows skills coming and going', () => {
  // A SKILL.md directly in `.agents/skills` hides the other skills from the agents that take the folder for that one skill.
  const top = `${WS}/.agents/skills/SKILL.md`;
  const a = `${WS}/.agents/skills/a/SKILL.md`;
  const b = `${WS}/.agents/skills/b/SKILL.md`;
  const c = `${WS}/.agents/skills/c/SKILL.md`;
  // A collection: a root of its own, whose skills the top file hides too (its list of skills does not change when the top file comes).
  const inner = `${WS}/.agents/skills/collection/inner/SKILL.md`;
  const start = { [a]: text('a', DESCRIPTIONS[0]!), [b]: text('b', DESCRIPTIONS[3]!), [inner]: text('inner', DESCRIPTIONS[2]!) };
  const live = serviceOn(start);
  const hidden = () => [a, b, c, inner].filter((p) => live.findings(p).some((f) => f.code === 'skill-not-found' && f.message.en.includes('into a folder of its own')));
  const same = (files: Record<string, string>, open: Record<string, string>, step: string) => {
    const fresh = serviceOn(files);
    for (const [p, t] of Object.entries(open)) fresh.openDocument(p, t);
    assert.equal(everything(live), everything(fresh), step);
  };
  assert.deepEqual(hidden(), []);
  // The top file appears on disk: every other skill is hidden.
  live.fs.writeFile(top, text('top', DESCRIPTIONS[2]!));
  live.fileChanged(top);
  assert.deepEqual(hidden(), [a, b, inner]);
  const withTop = { ...start, [top]: text('top', DESCRIPTIONS[2]!) };
  same(withTop, {}, 'top file added');
  // A header edit: the same findings, the same array.
  const before = live.findings(b);
  live.openDocument(a, text('a', DESCRIPTIONS[1]!));
  live.findings(a);
  assert.equal(live.findings(b), before);
  same(withTop, { [a]: text('a', DESCRIPTIONS[1]!) }, 'header edit');
  // A skill appears: it is hidden too.
  live.fs.writeFile(c, text('c', DESCRIPTIONS[4]!));
  live.fileChanged(c);
  assert.deepEqual(hidden(), [a, b, c, inner]);
  same({ ...withTop, [c]: text('c', DESCRIPTIONS[4]!) }, { [a]: text('a', DESCRIPTIONS[1]!) }, 'skill added');
  // The top file goes: nothing is hidden any more.
  live.fs.deleteFile(top);
  live.fileChanged(top);
  assert.deepEqual(hidden(), []);
  same({ ...start, [c]: text('c', DESCRIPTIONS[4]!) }, { [a]: text('a', DESCRIPTIONS[1]!) }, 'top file removed');
});
