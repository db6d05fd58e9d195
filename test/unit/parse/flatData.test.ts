import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { flatData } from '../../../server/src/service/parse/flatData';
import { compactSkill, parseSkill } from '../../../server/src/service/parse/parseSkill';

describe('flatData: a header\'s data as the index keeps it', () => {
  test('copies plain objects and arrays, equal to the original, and keeps other values as they are', () => {
    const date = new Date(0);
    const bytes = new Uint8Array([1, 2]);
    const data = { name: 'pdf', description: 'A long description that is surely longer than thirteen characters', nested: { list: ['short', 'another long string of the header', 3, null, true] }, when: date, bytes, n: Infinity };
    const copy = flatData(data);
    assert.deepEqual(copy, data);
    assert.notEqual(copy, data);
    assert.notEqual(copy.nested, data.nested);
    assert.notEqual(copy.nested.list, data.nested.list);
    assert.equal(copy.when, date);
    assert.equal(copy.bytes, bytes);
  });

  test('an own `__proto__` key stays a key, not a prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": "yes"}, "name": "x"}') as Record<string, unknown>;
    const copy = flatData(data);
    assert.equal(Object.getPrototypeOf(copy), Object.prototype);
    assert.deepEqual(Object.keys(copy), ['__proto__', 'name']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  test('the compact parse keeps the same data as the complete one, in fresh objects', () => {
    const full = parseSkill('---\nname: folded\ndescription: >\n  A description folded\n  over several lines\n  of the header.\nmetadata:\n  tags: [a, b]\n---\n# Body\n');
    const compact = compactSkill(full);
    assert.deepEqual(compact.frontMatter!.data, full.frontMatter!.data);
    assert.notEqual(compact.frontMatter!.data, full.frontMatter!.data);
  });
});
