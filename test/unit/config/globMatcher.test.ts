import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Minimatch } from 'minimatch';
import { compileGlob, expandBraces, MAX_BRACE_EXPANSION } from '../../../server/src/service/config/globMatcher';

/** A seeded pseudo-random generator (the fuzz is the same on every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('config globs', () => {
  test('agree with minimatch (dot: true) on random globs and paths', () => {
    const next = rng(27);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const parts = ['a', 'b', '*', '?', '[ab]', '[!a]', '{a,b}', 'a*b', '.a'];
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const segs = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.2 ? '**' : Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(parts)).join('')));
      const glob = segs.join('/');
      const p = Array.from({ length: 1 + Math.floor(next() * 3) }, () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(['a', 'b', '.'])).join('')).join('/');
      if (p.split('/').some((s) => s === '.' || s === '..')) continue;
      assert.equal(compileGlob(glob)!.match(p), new Minimatch(glob, { dot: true }).match(p), `${glob} ~ ${p}`);
      compared++;
    }
    assert.ok(compared > 2000);
  });

  test('the globs the docs show', () => {
    const m = (g: string, p: string) => compileGlob(g)!.match(p);
    assert.ok(m('legacy/**', 'legacy/old/SKILL.md'));
    assert.ok(m('**/*.wip.md', 'skills/x/a.wip.md'));
    assert.ok(m('skills/legacy-*.md', 'skills/legacy-one.md'));
    assert.ok(!m('skills/legacy-*.md', 'skills/sub/legacy-one.md'));
    assert.ok(m('./drafts/**', 'drafts/a.md'));
    assert.ok(m('a\\*b', 'a*b') && !m('a\\*b', 'axb'));
  });

  // A bounded fuzz: each case is a match a backtracking regex takes minutes on; the runner's timeout bounds the whole.
  test('adversarial globs against long names stay linear', { timeout: 60_000 }, () => {
    const next = rng(5);
    const long = 'a'.repeat(250);
    const globs = ['**/a*a*a*a*a*a*a*b', '**/*a*a*a*a*a*a*a*a*a*a*a*a*c', '**/**/**/**/**/**/**/**/b', `${'*a'.repeat(60)}b`, '**/[a]*[a]*[a]*[a]*[a]*[a]*b'];
    for (let i = 0; i < 200; i++) globs.push('**/' + Array.from({ length: 4 + Math.floor(next() * 20) }, () => (next() < 0.5 ? '*' : 'a')).join('') + 'b');
    const deep = Array.from({ length: 40 }, () => long).join('/');
    for (const g of globs) {
      const m = compileGlob(g);
      assert.ok(m, g);
      assert.equal(m.match(deep), false, g);
      assert.equal(m.match(`x/${long}`), false, g);
    }
  });

  test('braces that expand past the limit are refused; nested ones expand', () => {
    assert.deepEqual(expandBraces('a{b,c{d,e}}f'), ['abf', 'acdf', 'acef']);
    assert.equal(expandBraces('{a,b}'.repeat(9))?.length, undefined, `more than ${MAX_BRACE_EXPANSION}`);
    assert.equal(compileGlob('{a,b}'.repeat(9)), undefined);
    assert.equal(compileGlob('*'.repeat(1001)), undefined);
  });
});
