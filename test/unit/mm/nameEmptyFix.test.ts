import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode } from './mmFixture';

describe('name-empty fix', () => {
  test('after `name: ` (a trailing space), one space before the name, not two', () => {
    const text = joinLines('---', 'name: ', 'description: d', '---', '');
    const [f] = mmCode(text, 'name-empty');
    assert.equal(applyFix(text, f!), joinLines('---', 'name: demo', 'description: d', '---', ''));
  });
});
