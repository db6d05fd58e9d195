import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RenameKeyFix } from '../../../server/src/service/profiles/mm/fixData';
import { joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode, textAt } from './mmFixture';

describe('unknown-key', () => {
  test('keys the format ignores are information, unnecessary, no rename offered', () => {
    const text = joinLines('---', 'name: demo', 'description: d', 'license: MIT', 'date: 2024-01-01', '---', '');
    const found = mmCode(text, 'unknown-key');
    assert.deepEqual(found.map((f) => textAt(text, f)), ['license: MIT', 'date: 2024-01-01']);
    assert.equal(found[0]!.severity, 'information');
    assert.equal(found[0]!.unnecessary, true);
    assert.equal(found[0]!.data, undefined);
    assert.equal(found[1]!.data, undefined);
    assert.match(found[0]!.message.en, /^The runtime ignores `license`: only `name`, `description` and `keywords` reach the catalog\.$/);
  });

  test('a block value: the range ends with its last line', () => {
    const text = joinLines('---', 'description: d', 'metadata:', '  owner: me', '---', '');
    const [f] = mmCode(text, 'unknown-key');
    assert.equal(textAt(text, f!), 'metadata:\n  owner: me');
  });

  test('a typo of a known key gets a rename', () => {
    const text = joinLines('---', 'nmae: demo', 'Description: d', 'keyword: a, b', '---', '');
    const found = mmCode(text, 'unknown-key');
    assert.deepEqual(found.map((f) => (f.data as RenameKeyFix).replacement), ['name', 'description', 'keywords']);
    assert.match(found[2]!.message.en, /Did you mean `keywords`/);
    assert.equal(applyFix(text, found[0]!), joinLines('---', 'name: demo', 'Description: d', 'keyword: a, b', '---', ''));
  });

  test('no rename towards a key already written', () => {
    const [f] = mmCode(joinLines('---', 'name: a', 'nmae: b', 'description: d', '---', ''), 'unknown-key');
    assert.equal(f!.data, undefined);
  });

  test('the three known keys: nothing', () => {
    assert.deepEqual(mmCode(joinLines('---', 'name: a', 'description: d', 'keywords: k', '---', ''), 'unknown-key'), []);
  });
});

describe('name-empty', () => {
  test('empty name: the folder name is kept, the fix writes it', () => {
    const text = joinLines('---', 'name:', 'description: d', '---', '');
    const [f] = mmCode(text, 'name-empty');
    assert.equal(f!.severity, 'information');
    assert.match(f!.message.en, /^The runtime serves this skill as "demo", its name on disk: `name` is empty\.$/);
    assert.equal(applyFix(text, f!), joinLines('---', 'name: demo', 'description: d', '---', ''));
    assert.equal(mmCode(joinLines('---', 'name: "  "', 'description: d', '---', ''), 'name-empty').length, 1);
  });

  test('a name, or no name key at all: nothing', () => {
    assert.deepEqual(mmCode(joinLines('---', 'name: demo', 'description: d', '---', ''), 'name-empty'), []);
    assert.deepEqual(mmCode(joinLines('---', 'description: d', '---', ''), 'name-empty'), []);
  });
});
