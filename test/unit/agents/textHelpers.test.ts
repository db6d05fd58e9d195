import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { displayWidth } from '../../../server/src/service/text/displayWidth';
import { lineFallback } from '../../../server/src/service/agents/lineFallback';

describe('displayWidth (how Claude Code measures its listing against the budget)', () => {
  test('ASCII counts one column a character', () => {
    assert.equal(displayWidth('- alpha: Does A.'), 16);
  });
  test('line breaks, control characters, combining marks and zero-width joiners count nothing', () => {
    assert.equal(displayWidth('a\nb\tc'), 3);
    assert.equal(displayWidth('e\u0301'), 1);
    assert.equal(displayWidth('a\u200bb'), 2);
  });
  test('East Asian wide characters and emoji count two', () => {
    assert.equal(displayWidth('技能'), 4);
    assert.equal(displayWidth('ｆ'), 2);
    assert.equal(displayWidth('🚀'), 2);
    assert.equal(displayWidth('é'), 1);
  });
});

describe('lineFallback (Gemini CLI reads name/description lines when YAML fails)', () => {
  test('reads both keys from their own lines, even when the YAML is broken', () => {
    assert.deepEqual(lineFallback('name: pdf\ndescription: Use when: x\nbroken: [a'), { name: 'pdf', description: 'Use when: x' });
  });
  test('a description continues on indented lines, joined by spaces; CRLF is fine', () => {
    assert.deepEqual(lineFallback('name: pdf\r\ndescription: Reads PDFs\r\n  and forms.\r\nlicense: MIT'), { name: 'pdf', description: 'Reads PDFs and forms.' });
  });
  test('a later line of the same key wins', () => {
    assert.deepEqual(lineFallback('name: a\nname: b\ndescription: x'), { name: 'b', description: 'x' });
  });
  test('undefined when either key is missing (the agent skips the skill)', () => {
    assert.equal(lineFallback('name: pdf'), undefined);
    assert.equal(lineFallback('description: x'), undefined);
  });
});
