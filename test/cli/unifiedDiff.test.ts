import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unifiedDiff } from '../../server/src/cli/unifiedDiff';

const HEADER = 'diff --git a/f.md b/f.md\n--- a/f.md\n+++ b/f.md\n';
const numbered = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}\n`).join('');

describe('unifiedDiff', () => {
  test('no edit, or edits that change nothing: no diff', () => {
    assert.equal(unifiedDiff('f.md', 'a\n', []), '');
    assert.equal(unifiedDiff('f.md', 'a\n', [{ start: 0, end: 1, newText: 'a' }]), '');
  });

  test('three lines of context; changes far apart are separate hunks, near ones one hunk', () => {
    const text = numbered(20);
    const at = (line: number) => text.indexOf(`l${line}\n`);
    const far = unifiedDiff('f.md', text, [{ start: at(2), end: at(2) + 2, newText: 'X' }, { start: at(18), end: at(18) + 3, newText: 'Y' }]);
    assert.equal(far, `${HEADER}@@ -1,5 +1,5 @@\n l1\n-l2\n+X\n l3\n l4\n l5\n@@ -15,6 +15,6 @@\n l15\n l16\n l17\n-l18\n+Y\n l19\n l20\n`);
    const near = unifiedDiff('f.md', text, [{ start: at(5), end: at(6), newText: '' }, { start: at(10), end: at(10), newText: 'new\n' }]);
    assert.equal(near, `${HEADER}@@ -2,11 +2,11 @@\n l2\n l3\n l4\n-l5\n l6\n l7\n l8\n l9\n+new\n l10\n l11\n l12\n`);
  });

  test('a last line without a line break says so', () => {
    assert.equal(unifiedDiff('f.md', 'a\nb', [{ start: 2, end: 3, newText: 'c' }]), `${HEADER}@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n`);
  });

  test('lines keep their own line breaks', () => {
    assert.equal(unifiedDiff('f.md', 'a\r\nb\r\n', [{ start: 3, end: 4, newText: 'c' }]), `${HEADER}@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n`);
  });
});
