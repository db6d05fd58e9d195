import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { DropKeywordsPastCapFix, KeywordsToCommaFix } from '../../../server/src/service/profiles/mm/fixData';
import { codesOf, joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode, mmFindings, textAt } from './mmFixture';

const skill = (...header: string[]) => joinLines('---', 'name: demo', ...header, '---', '# Demo', '');

describe('keywords-cap', () => {
  test('ten keywords: the 9th onward is flagged, the fix drops them with the comma before', () => {
    const text = skill('description: Tell the time.', 'keywords: time, date, clock, now, today, heure, date du jour, quelle heure, horloge, maintenant');
    const [f, ...rest] = mmCode(text, 'keywords-cap');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'warning');
    assert.equal(textAt(text, f!), 'horloge, maintenant');
    assert.match(f!.message.en, /^Put the most distinctive keywords first: only the first 8 of these 10 reach the model/);
    assert.match(f!.message.fr, /8 premiers/);
    assert.deepEqual((f!.data as DropKeywordsPastCapFix).dropped, ['horloge', 'maintenant']);
    assert.equal(applyFix(text, f!), skill('description: Tell the time.', 'keywords: time, date, clock, now, today, heure, date du jour, quelle heure'));
  });

  test('quoted and multi-line values are located exactly', () => {
    const text = skill('keywords: "a, b, c, d, e, f, g, h, i"');
    const [f] = mmCode(text, 'keywords-cap');
    assert.equal(textAt(text, f!), 'i');
    assert.equal(applyFix(text, f!), skill('keywords: "a, b, c, d, e, f, g, h"'));
    const folded = skill('keywords: a, b, c, d, e,', '  f, g, h, i, j');
    const [g] = mmCode(folded, 'keywords-cap');
    assert.equal(textAt(folded, g!), 'i, j');
    assert.equal(applyFix(folded, g!), skill('keywords: a, b, c, d, e,', '  f, g, h'));
  });

  test('a YAML list of nine: the fix removes the ninth item line', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((k) => `  - ${k}`);
    const text = skill('keywords:', ...items);
    const [f] = mmCode(text, 'keywords-cap');
    assert.equal(textAt(text, f!), 'i');
    assert.equal(applyFix(text, f!), skill('keywords:', ...items.slice(0, 8)));
  });

  test('exactly eight keywords, or empty items past the eighth: nothing', () => {
    assert.deepEqual(mmCode(skill('keywords: a, b, c, d, e, f, g, h'), 'keywords-cap'), []);
    assert.deepEqual(mmCode(skill('keywords: a, b, c, d, e, f, g, h, , ,'), 'keywords-cap'), []);
  });
});

describe('keywords-in-description', () => {
  test('a keyword that is a word of the description, whole word, any case', () => {
    const text = skill('description: Give the current date and time.', 'keywords: DATE, heure, current date');
    const found = mmCode(text, 'keywords-in-description');
    assert.deepEqual(found.map((f) => textAt(text, f)), ['DATE', 'current date']);
    assert.equal(found[0]!.severity, 'information');
    assert.match(found[0]!.message.en, /^Use this slot, one of 8, for a word users type in another language: "DATE" is already in the description/);
    assert.equal(applyFix(text, found[0]!), skill('description: Give the current date and time.', 'keywords: heure, current date'));
    assert.equal(applyFix(text, found[1]!), skill('description: Give the current date and time.', 'keywords: DATE, heure'));
  });

  test('parts of words, other languages and words of a description-less skill: nothing', () => {
    assert.deepEqual(mmCode(skill('description: Give the current date and time.', 'keywords: dat, times, heure, date du jour'), 'keywords-in-description'), []);
    assert.deepEqual(mmCode(skill('keywords: date, time'), 'keywords-in-description'), []);
  });

  test('accented words match as whole words', () => {
    const text = skill('description: Salue quelqu’un avec un message festif.', 'keywords: festif, fest');
    assert.deepEqual(mmCode(text, 'keywords-in-description').map((f) => textAt(text, f)), ['festif']);
  });
});

describe('keywords-duplicate', () => {
  test('the second occurrence, ignoring case, with a fix that drops it', () => {
    const text = skill('keywords: time, clock, Time');
    const [f, ...rest] = mmCode(text, 'keywords-duplicate');
    assert.equal(rest.length, 0);
    assert.equal(textAt(text, f!), 'Time');
    assert.match(f!.message.en, /already keyword 1/);
    assert.equal(applyFix(text, f!), skill('keywords: time, clock'));
  });

  test('distinct keywords: nothing', () => {
    assert.deepEqual(mmCode(skill('keywords: time, timer, times'), 'keywords-duplicate'), []);
  });
});

describe('keywords-format', () => {
  test('a block list: the fix writes the comma form on the key line', () => {
    const text = skill('keywords:', '  - time', '  - date', 'description: Tell the time.');
    const [f] = mmCode(text, 'keywords-format');
    assert.equal((f!.data as KeywordsToCommaFix).value, 'time, date');
    assert.equal(applyFix(text, f!), skill('keywords: time, date', 'description: Tell the time.'));
  });

  test('a flow list too; values needing quotes are quoted', () => {
    const text = skill('keywords: [time, "a: b"]');
    const [f] = mmCode(text, 'keywords-format');
    assert.equal(textAt(text, f!), '[time, "a: b"]');
    assert.equal(applyFix(text, f!), skill('keywords: "time, a: b"'));
  });

  test('the comma form: nothing', () => {
    assert.deepEqual(mmCode(skill('keywords: time, date'), 'keywords-format'), []);
  });
});

test('keywords rules say nothing without keywords', () => {
  const codes = codesOf(mmFindings(skill('description: Give the current date and time.')));
  assert.deepEqual(codes.filter((c) => c.startsWith('keywords-')), []);
});
