import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LanguageService } from '../../../server/src/service/languageService';
import { PROFILE_IDS, type ProfileId } from '../../../server/src/service/config/serviceConfig';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';
import { seededRandom } from '../helpers/seededRandom';

// A long seeded sequence of edits on a workspace of three roots (folder skills, flat files
// that shadow some of them, skills found deeper inside a root, a second skills folder):
// after every edit, each catalog of each root and target, as the service renders it from
// what it kept (entries, listed texts, sort orders, joined texts), equals the catalog of a
// service built from scratch on the same texts. Edits go through the editor (open, close)
// and the disk (write, create, delete).

const DIRS = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zed'];
const PATHS = [
  ...DIRS.map((d) => `${WS}/skills/${d}/SKILL.md`),
  `${WS}/skills/beta.md`,
  `${WS}/skills/solo.md`,
  `${WS}/skills/group/inner/SKILL.md`,
  ...['alpha', 'omega', 'kappa'].map((d) => `${WS}/.claude/skills/${d}/SKILL.md`),
];
const NAMES = ['alpha', 'beta', 'gamma', 'zeta', 'a', 'beta', 'Bad Name', 'omega', 'inner', 'b-eta'];
const DESCRIPTIONS = ['Does one thing.', 'Use when <tags> & "quotes" appear.', '', 'x'.repeat(1200), 'Short.', 'Two\n  lines folded.', 'y'.repeat(300)];
const EXTRA = [
  'disable-model-invocation: true',
  'keywords: a, b, c, d, e, f, g, h, i, j',
  'keywords: one, two',
  'enabled: false',
  'category: development',
  'category: writing',
  'version: 1.2.0',
  'user-invocable: false',
];

function skillText(next: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  if (next() < 0.05) return pick(['# No header at all\n', '---\nname: [unclosed\n']);
  const description = pick(DESCRIPTIONS);
  const extra = EXTRA.filter(() => next() < 0.2);
  const lines = description.includes('\n') ? [`description: >`, ...description.split('\n').map((l) => `  ${l.trim()}`)] : description ? [`description: ${description}`] : [];
  return joinLines('---', `name: ${pick(NAMES)}`, ...lines, ...extra, '---', '# Body', pick(['', 'First paragraph of the body.', 'See [ref](ref.md).']), '');
}

/** Every catalog of every root and target, as text. */
function catalogs(svc: LanguageService): string[] {
  const out: string[] = [];
  for (const { root, profile } of svc.roots()) {
    for (const target of [undefined, ...profile.catalogTargets.map((t) => t.id)]) out.push(JSON.stringify(svc.catalog(root, target)));
  }
  return out;
}

for (const profile of PROFILE_IDS as readonly ProfileId[]) {
  describe(`catalog after random edits (${profile})`, () => {
    test('equals the catalog rendered from scratch, after every edit', () => {
      for (let seed = 1; seed <= 3; seed++) {
        const next = seededRandom(seed * 7919 + profile.length);
        const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
        // What is on disk and what the editor shows (an open document wins).
        const disk: Record<string, string> = {};
        for (const p of PATHS) if (next() < 0.8) disk[p] = skillText(next);
        const open = new Map<string, string>();
        const config = { profile, skillsDirs: ['skills', '.claude/skills'] };
        const svc = serviceOn({ ...disk }, config);
        for (let step = 0; step < 60; step++) {
          const p = pick(PATHS);
          const action = next();
          // The editor opens files that are on disk (a fresh service reads the disk).
          if (action < 0.6 && disk[p] !== undefined) {
            open.set(p, skillText(next));
            svc.openDocument(p, open.get(p)!);
          } else if (action < 0.7 && action >= 0.6) {
            open.delete(p);
            svc.closeDocument(p);
          } else if (action < 0.9) {
            disk[p] = skillText(next);
            svc.fs.writeFile(p, disk[p]!);
            svc.fileChanged(p);
          } else if (disk[p] !== undefined && !open.has(p)) {
            delete disk[p];
            svc.fs.deleteFile(p);
            svc.fileChanged(p);
          }
          // Catalogs asked after some edits only: several edits then land in one render.
          if (next() < 0.3) continue;
          const now = { ...disk, ...Object.fromEntries(open) };
          assert.deepEqual(catalogs(svc), catalogs(serviceOn(now, config)), `seed ${seed}, step ${step}`);
        }
      }
    });
  });
}
