import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LanguageService } from '../../../server/src/service/languageService';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';
import { seededRandom } from '../helpers/seededRandom';

const NAMES = ['pdf-tables', 'pdf-extract', 'csv-merge', 'images', 'notes'];
const DESCRIPTIONS = [
  'Extract the tables of a PDF into CSV files.',
  'Extract tables from PDF files.',
  'Merge CSV files into one spreadsheet.',
  'Resize images for the web.',
  'Extract the tables of a PDF into CSV files and charts.',
  '',
];
const BODIES = ['Do it.', 'See [the guide](guide.md) first.', 'Run `scripts/run.sh`.', ''];
const EXTRA = ['', 'allowed-tools: Read', 'disable-model-invocation: true', 'argument-hint: [file]', 'colour: blue'];

const skillText = (name: string, description: string, extra: string, body: string) =>
  joinLines('---', `name: ${name}`, ...(description ? [`description: ${description}`] : []), ...(extra ? [extra] : []), '---', body, '');

/** Skills in two roots of one folder (name conflicts and description overlaps across them), a referenced file, two other documents. */
function workspace(): Record<string, string> {
  const files: Record<string, string> = {
    [`${WS}/README.md`]: joinLines('# Skills', 'See [pdf](.claude/skills/s0/SKILL.md).', ''),
    [`${WS}/docs/guide.md`]: joinLines('# Guide', 'Nothing here.', ''),
    [`${WS}/.claude/skills/s1/guide.md`]: 'The guide.\n',
  };
  for (let i = 0; i < 12; i++) {
    const root = i % 4 === 0 ? '.agents/skills' : '.claude/skills';
    files[`${WS}/${root}/s${i}/SKILL.md`] = skillText(`skill-${i}`, DESCRIPTIONS[i % DESCRIPTIONS.length]!, EXTRA[i % EXTRA.length]!, BODIES[i % BODIES.length]!);
  }
  return files;
}

/** Every indexed file's findings as JSON. */
function everyFile(service: LanguageService): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of [...service.index.skillPaths(), ...service.index.otherDocuments()]) out.set(p, JSON.stringify(service.findings(p)));
  return out;
}

describe('changedSince', () => {
  test('after random edits, re-checking the files it names publishes what a re-check of every file does', () => {
    const next = seededRandom(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const files = workspace();
    const service = serviceOn(files);
    const skills = [...service.index.skillPaths()];
    const names = new Map(skills.map((p) => [p, /^name: (.*)$/m.exec(files[p]!)![1]!]));
    // What a client holds: each file's last published set.
    const published = everyFile(service);
    let mark = service.changeMark();
    const open = new Set<string>();
    let narrowed = 0;
    let reachedOthers = 0;
    for (let round = 0; round < 150; round++) {
      const edited = new Set<string>();
      for (let n = 1 + Math.floor(next() * 2); n > 0; n--) {
        const kind = next();
        if (kind < 0.1) {
          const doc = pick([`${WS}/README.md`, `${WS}/docs/guide.md`]);
          service.openDocument(doc, joinLines('# Notes', `See [a skill](${pick(skills).slice(WS.length + 1)}) and [x](missing-${round % 3}.md).`, ''));
          edited.add(doc);
          continue;
        }
        const p = pick(skills);
        // Now and then a name changes (every file may then change: the service says so).
        if (kind < 0.18) names.set(p, pick(NAMES));
        if (kind > 0.95) {
          // Back to the disk's text (nothing changes for a file that was not open).
          if (open.delete(p)) edited.add(p);
          names.set(p, /^name: (.*)$/m.exec(files[p]!)![1]!);
          service.closeDocument(p);
          continue;
        }
        service.openDocument(p, skillText(names.get(p)!, pick(DESCRIPTIONS), pick(EXTRA), pick(BODIES)));
        open.add(p);
        edited.add(p);
      }
      const changed = service.changedSince(mark);
      mark = service.changeMark();
      if (changed) {
        narrowed++;
        for (const p of edited) assert.ok(changed.includes(p), `round ${round}: the edited ${p} is named`);
      }
      for (const p of changed ?? [...published.keys()]) {
        const now = JSON.stringify(service.findings(p));
        if (!edited.has(p) && published.get(p) !== now) reachedOthers++;
        published.set(p, now);
      }
      const truth = everyFile(service);
      for (const [p, findings] of truth) assert.equal(published.get(p), findings, `round ${round}: ${p}`);
    }
    // Most rounds were narrowed, and the edits did change other files' findings (overlaps, conflicts).
    assert.ok(narrowed > 100, `${narrowed} rounds narrowed`);
    assert.ok(reachedOthers > 100, `${reachedOthers} other files' findings changed in narrowed rounds`);
  });

  test('a description edit names the edited file and the files whose overlap it changed, not the whole folder', () => {
    const a = `${WS}/.claude/skills/a/SKILL.md`;
    const b = `${WS}/.claude/skills/b/SKILL.md`;
    const files: Record<string, string> = {
      [a]: skillText('a', DESCRIPTIONS[0]!, '', 'Do it.'),
      [b]: skillText('b', DESCRIPTIONS[3]!, '', 'Do it.'),
    };
    for (let i = 0; i < 20; i++) files[`${WS}/.claude/skills/o${i}/SKILL.md`] = skillText(`o${i}`, `Translate subtitles number ${i} between languages.`, '', 'Do it.');
    const service = serviceOn(files);
    everyFile(service);
    const mark = service.changeMark();
    service.openDocument(a, skillText('a', DESCRIPTIONS[3]!, '', 'Do it.'));
    assert.deepEqual([...(service.changedSince(mark) ?? ['(the whole folder)'])].sort(), [a, b]);
    assert.ok(service.findings(b).some((f) => f.code === 'description-overlap'));
  });

  test('a name change, a new file or a format whose rules read the other headers: the service cannot narrow', () => {
    const a = `${WS}/.claude/skills/a/SKILL.md`;
    const service = serviceOn({ [a]: skillText('a', DESCRIPTIONS[0]!, '', 'Do it.') });
    let mark = service.changeMark();
    service.openDocument(a, skillText('b', DESCRIPTIONS[0]!, '', 'Do it.'));
    assert.equal(service.changedSince(mark), undefined, 'a name changed');
    mark = service.changeMark();
    service.fs.writeFile(`${WS}/.claude/skills/c/SKILL.md`, skillText('c', DESCRIPTIONS[1]!, '', 'Do it.'));
    service.fileChanged(`${WS}/.claude/skills/c/SKILL.md`);
    assert.equal(service.changedSince(mark), undefined, 'a file appeared');
    mark = service.changeMark();
    service.openDocument(a, skillText('b', DESCRIPTIONS[2]!, '', 'Do it.'));
    assert.deepEqual(service.changedSince(mark), [a], 'a description changed');

    // Headers that make the root change format: every file of it may change.
    const k = (n: string, extra: string) => joinLines('---', `name: ${n}`, 'description: Do a thing for the user.', extra, '---', 'Do it.', '');
    const voting = serviceOn({ [`${WS}/skills/a/SKILL.md`]: k('a', 'keywords: x, y'), [`${WS}/skills/b/SKILL.md`]: k('b', 'keywords: x, y') });
    assert.deepEqual(voting.roots().map((r) => r.profile.id), ['mm']);
    mark = voting.changeMark();
    voting.openDocument(`${WS}/skills/a/SKILL.md`, k('a', 'license: MIT'));
    voting.openDocument(`${WS}/skills/b/SKILL.md`, k('b', 'license: MIT'));
    assert.equal(voting.changedSince(mark), undefined, 'the format changed');
    assert.deepEqual(voting.roots().map((r) => r.profile.id), ['agent-skills']);
    // A mark taken right after such edits, nothing asked in between, holds the new format: the next edit narrows.
    const flipping = serviceOn({ [`${WS}/skills/a/SKILL.md`]: k('a', 'keywords: x, y'), [`${WS}/skills/b/SKILL.md`]: k('b', 'keywords: x, y') });
    flipping.roots();
    flipping.openDocument(`${WS}/skills/a/SKILL.md`, k('a', 'license: MIT'));
    flipping.openDocument(`${WS}/skills/b/SKILL.md`, k('b', 'license: MIT'));
    mark = flipping.changeMark();
    flipping.openDocument(`${WS}/skills/a/SKILL.md`, k('a', 'license: Apache-2.0'));
    assert.ok(flipping.changedSince(mark)?.includes(`${WS}/skills/a/SKILL.md`), 'narrowed after the format changed');

    // The mm format's README check reads the skills' headers: any header edit may change it.
    const m = `${WS}/skills/demo/SKILL.md`;
    const mm = serviceOn({ [m]: skillText('demo', 'Greet somebody.', '', 'Do it.'), [`${WS}/skills/README.md`]: '# Readme\n' }, { profile: 'mm' });
    mark = mm.changeMark();
    mm.openDocument(m, skillText('demo', 'Greet somebody warmly.', '', 'Do it.'));
    assert.equal(mm.changedSince(mark), undefined);
  });
});
