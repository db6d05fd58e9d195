import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-languageserver-types';
import { cachedCatalog, catalogShape } from '../../../server/src/service/features/catalogCache';
import { hover } from '../../../server/src/service/features/hover';
import type { LanguageService } from '../../../server/src/service/languageService';
import type { ProfileId } from '../../../server/src/service/config/serviceConfig';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';
import { seededRandom } from '../helpers/seededRandom';

// After random edit sequences, the catalogs and the hover on `name` of a service that reuses
// what did not change (entries, listed texts, the last sort order, catalogs without findings)
// equal those of a service built from scratch on the same texts.

const SKILLS = ['alpha', 'beta', 'gamma', 'delta', 'eps'].map((d) => `${WS}/skills/${d}/SKILL.md`);
const NAMES = ['alpha', 'beta', 'gamma', 'zeta', 'a', 'beta', 'Bad Name'];
const DESCRIPTIONS = ['Does one thing.', 'Use when <tags> & "quotes" appear.', '', 'x'.repeat(1200), 'Short.'];


function skillText(pick: <T>(xs: readonly T[]) => T): string {
  const description = pick(DESCRIPTIONS);
  return joinLines('---', `name: ${pick(NAMES)}`, ...(description ? [`description: ${description}`] : []), ...(pick([false, true, false]) ? ['disable-model-invocation: true'] : []), ...(pick([false, true]) ? ['keywords: a, b, c, d, e, f, g, h, i, j'] : []), '---', '# Body', pick(['', 'First paragraph of the body.']), '');
}

function observed(svc: LanguageService): string {
  const out: unknown[] = [];
  for (const { root } of svc.roots()) {
    for (const target of [undefined, 'codex', 'claude-code', 'gemini-cli', 'spec', 'copilot-cli', 'cline']) out.push(svc.catalog(root, target));
    const shape = catalogShape(svc, root);
    out.push(shape.entries.map((e) => ({ ...e, problems: undefined })), shape.excluded);
  }
  for (const p of SKILLS) out.push((hover(svc, p, { line: 1, character: 2 }, { markdown: true })?.contents as MarkupContent | undefined)?.value);
  return JSON.stringify(out);
}

for (const profile of ['agent-skills', 'mm'] as ProfileId[]) {
  describe(`incremental catalog (${profile})`, () => {
    test('random edits give the catalogs and hovers of a fresh service', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const next = seededRandom(seed);
        const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
        const files: Record<string, string> = {};
        for (const p of SKILLS) files[p] = skillText(pick);
        const svc = serviceOn(files, { profile });
        for (let step = 0; step < 12; step++) {
          const p = pick(SKILLS);
          files[p] = skillText(pick);
          svc.openDocument(p, files[p]);
          // Ask the hover first half of the time, so a catalog without findings comes before the full one.
          if (next() < 0.5) hover(svc, p, { line: 1, character: 2 }, { markdown: true });
          // The tree asks for the full catalog half of the time, which hover then reads.
          if (next() < 0.5) cachedCatalog(svc, svc.roots()[0]!.root);
          assert.equal(observed(svc), observed(serviceOn({ ...files }, { profile })), `seed ${seed}, step ${step}`);
        }
      }
    });
  });
}
