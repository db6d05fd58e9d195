import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PROFILE_IDS } from '../../server/src/service/config/serviceConfig';
import { allOf, assertRangesInside, lintFolder, skill, withTree } from './hostileFixture';

const SIZE = 64 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length));

/**
 * Bodies made of one markdown token repeated: what a naive scanner of links, code spans,
 * fences or references turns into quadratic time or a flood of findings.
 */
const BODIES: Readonly<Record<string, () => string>> = {
  'open brackets': () => fill('['),
  'unfinished links': () => fill('[a]('),
  'nested links': () => `${fill('[')}x${fill('](y)')}`,
  'backticks': () => fill('`'),
  'exec markers': () => fill('!`'),
  'fence lines': () => fill('```\n'),
  'tilde fences': () => fill('~~~~\n'),
  'template braces': () => fill('{{'),
  'skill references': () => fill('{{skill:'),
  'closed skill references': () => fill('{{skill:a}}'),
  'reference definitions': () => fill('[a]: b\n'),
  'backticked paths': () => fill('`references/x.md` '),
  'html': () => fill('<a href="x.md">'),
  'only line breaks': () => fill('\n'),
  'only CRs': () => fill('\r'),
  'spaces then a character': () => `${fill(' ')}x`,
  'tabs': () => fill('\t'),
  'unicode': () => fill('é😀\u0301\u202e\u200b'),
  'lone surrogates': () => fill('\uD800a\uDC00'),
  'a mix of everything': () => fill('[x](y) `z` {{skill:w}} !`cmd` ~~~\n'),
};

describe('hostile markdown bodies: no exception, ranges inside, findings bounded', () => {
  for (const [name, body] of Object.entries(BODIES)) {
    test(name, async (t) => {
      const text = body();
      await withTree({ 'skills/hostile/SKILL.md': skill('hostile', text), 'skills/flat.md': skill('flat', text), 'docs/notes.md': text }, (dir) => {
        for (const profile of [undefined, ...PROFILE_IDS]) {
          const run = lintFolder(dir, profile ? { profile } : {});
          const all = allOf(run);
          t.diagnostic(`${profile ?? 'auto'}: ${run.ms.toFixed(0)} ms, ${all.length} findings`);
          assertRangesInside(run);
          const perCode = new Map<string, number>();
          for (const f of all) perCode.set(`${f.path} ${f.code}`, (perCode.get(`${f.path} ${f.code}`) ?? 0) + 1);
          for (const [key, n] of perCode) assert.ok(n <= 1000, `${n} findings of ${key}`);
        }
      });
    });
  }
});
