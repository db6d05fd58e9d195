import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sameJson } from '../../../server/src/service/features/sameJson';
import { seededRandom } from '../helpers/seededRandom';

/** JSON's answer, the one sameJson must give. */
const byText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Values JSON treats specially, and plain ones. */
const ATOMS: unknown[] = [undefined, null, true, false, 0, -0, 1, 1.5, NaN, Infinity, -Infinity, '', 'a', 'null', '0', () => 1, Symbol('s'), new Date(0), new Number(1), new String('a'), new Boolean(true), { toJSON: () => 'a' }];

/** A random JSON-ish value of bounded depth: diagnostics, and what JSON reads oddly. */
function value(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth <= 0 || r < 0.4) return ATOMS[Math.floor(rand() * ATOMS.length)];
  if (r < 0.65) return Array.from({ length: Math.floor(rand() * 4) }, () => value(rand, depth - 1));
  const keys = ['a', 'b', 'range', '1', 'message'];
  const o: Record<string, unknown> = {};
  for (const k of keys) if (rand() < 0.5) o[k] = value(rand, depth - 1);
  return o;
}

/** A copy of a value, changed in one random place or not at all. */
function variant(rand: () => number, v: unknown): unknown {
  if (rand() < 0.3) return value(rand, 2);
  if (Array.isArray(v)) return v.map((x) => (rand() < 0.3 ? variant(rand, x) : x));
  if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
    const entries = Object.entries(v).map(([k, x]) => [k, rand() < 0.3 ? variant(rand, x) : x] as const);
    // The same keys in another order are another JSON text.
    if (rand() < 0.2) entries.reverse();
    return Object.fromEntries(entries);
  }
  return v;
}

describe('sameJson', () => {
  test('says what comparing JSON texts says, on every pair of special values', () => {
    for (const a of ATOMS) {
      for (const b of ATOMS) {
        assert.equal(sameJson(a, b), byText(a, b), `${String(a)} vs ${String(b)}`);
        assert.equal(sameJson([a], [b]), byText([a], [b]), `[${String(a)}] vs [${String(b)}]`);
        assert.equal(sameJson({ k: a }, { k: b }), byText({ k: a }, { k: b }), `{k: ${String(a)}} vs {k: ${String(b)}}`);
      }
    }
  });

  test('says what comparing JSON texts says, on random values and their variants (seeded)', () => {
    const rand = seededRandom(7);
    let equal = 0;
    for (let i = 0; i < 5000; i++) {
      const a = value(rand, 4);
      const b = variant(rand, a);
      const expected = byText(a, b);
      if (expected) equal++;
      assert.equal(sameJson(a, b), expected, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
    assert.ok(equal > 500 && equal < 4500, `both answers are exercised (${equal} equal)`);
  });

  test('key order, left-out properties and holes count as JSON counts them', () => {
    assert.equal(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 }), false);
    assert.equal(sameJson({ a: 1, b: undefined }, { a: 1 }), true);
    // eslint-disable-next-line no-sparse-arrays
    assert.equal(sameJson([1, , 3], [1, null, 3]), true);
    assert.equal(sameJson([], {}), false);
  });
});
