import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SkillRoot } from '../../../server/src/service/discovery/skillRoot';
import type { Report } from '../../../server/src/service/model/finding';
import type { RootRuleContext, SkillView } from '../../../server/src/service/profiles/profile';
import { descriptionOverlapRule } from '../../../server/src/service/profiles/agentSkills/rules/descriptionOverlapRule';

const ROOT = { path: '/ws/skills', folder: '/ws' } as SkillRoot;

/** A skill as the rule reads it: its path, name and description. */
const view = (name: string, description: string) => ({ record: { path: `/ws/skills/${name}/SKILL.md` }, info: { name, description } }) as unknown as SkillView;

/** Runs the rule as the engine does, with `partial` when it holds the last run; what it asked and reported. */
function run(skills: readonly SkillView[], partial: boolean) {
  let only: string[] | undefined;
  const reports: [string, Report][] = [];
  const ctx = { root: ROOT, skills, config: {}, index: {}, report: (p: string, r: Report) => reports.push([p, r]), ...(partial ? { partial: { only: (paths: Iterable<string>) => void (only = [...paths].sort()) } } : {}) } as unknown as RootRuleContext;
  descriptionOverlapRule.check(ctx);
  return { only, reports };
}

test('description-overlap, told the engine keeps its last run, re-reports only the skills whose overlaps or names changed and their partners', () => {
  const skills = [
    view('pdf-a', 'Extract the tables of a PDF into CSV files.'),
    view('pdf-b', 'Extract the tables of a PDF into CSV files.'),
    view('img-a', 'Resize images for the web.'),
    view('img-b', 'Resize images for the web.'),
    view('solo', 'Translate subtitles between languages.'),
  ];
  const first = run(skills, true);
  // The first run has nothing to go on: everything, and no `only`.
  assert.equal(first.only, undefined);
  assert.equal(first.reports.length, 4);
  // `solo`'s description changes and joins no pair: nobody's reports change.
  const second = [...skills.slice(0, 4), view('solo', 'Translate film subtitles between languages.')];
  const quiet = run(second, true);
  assert.deepEqual(quiet.only, ['/ws/skills/solo/SKILL.md']);
  assert.deepEqual(quiet.reports, []);
  // `img-b` is renamed: its own report and its partner's (which names it) are given again, the PDF pair's not.
  const third = [...second.slice(0, 3), view('img-c', 'Resize images for the web.'), second[4]!];
  (third[3]!.record as { path: string }).path = '/ws/skills/img-b/SKILL.md';
  const renamed = run(third, true);
  assert.deepEqual(renamed.only, ['/ws/skills/img-a/SKILL.md', '/ws/skills/img-b/SKILL.md']);
  assert.deepEqual(renamed.reports.map(([p]) => p).sort(), ['/ws/skills/img-a/SKILL.md', '/ws/skills/img-b/SKILL.md']);
  // Without `partial` (the engine starting over), every pair is reported.
  assert.equal(run(third, false).reports.length, 4);
});

test('description-overlap follows a description emptied or written in a root that keeps its count of skills', () => {
  // Its own root: the rule keeps each root's last run.
  const root = { path: '/ws2/skills', folder: '/ws2' } as SkillRoot;
  const runIn = (skills: readonly SkillView[]) => {
    const reports: string[] = [];
    descriptionOverlapRule.check({ root, skills, config: {}, index: {}, report: (p: string) => reports.push(p), partial: { only: () => undefined } } as unknown as RootRuleContext);
    return reports.sort();
  };
  const paths = (...views: SkillView[]) => views.map((v) => v.record.path).sort();
  const a = view('pdf-a', 'Extract the tables of a PDF into CSV files.');
  const b = view('pdf-b', 'Extract the tables of a PDF into CSV files.');
  const c = view('pdf-c', 'Extract the tables of a PDF into CSV files.');
  // Three alike: three pairs, each skill reported twice.
  assert.deepEqual(runIn([a, b, c]), paths(a, b, a, c, b, c));
  // `pdf-c` loses its description: the skills with one are fewer, so every pair left is reported again (only `pdf-a` with `pdf-b`).
  assert.deepEqual(runIn([a, b, view('pdf-c', ' ')]), paths(a, b));
  // It gets one back: the three pairs again.
  const back = view('pdf-c', 'Extract the tables of a PDF into CSV files.');
  assert.deepEqual(runIn([a, b, back]), paths(a, b, a, back, b, back));
  // `pdf-b` loses its description: `pdf-a` pairs with `pdf-c` alone.
  assert.deepEqual(runIn([a, view('pdf-b', ''), back]), paths(a, back));
});
