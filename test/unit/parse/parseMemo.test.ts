import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoKey, memoOf } from '../../../server/src/service/parse/parseMemo';
import { compactSkill, parseSkill, rehydrateSkill } from '../../../server/src/service/parse/parseSkill';
import { MAX_SCANNED_CHARS, scannedPart } from '../../../server/src/service/parse/scannedPart';
import { bodyLines } from '../../../server/src/service/profiles/agentSkills/body/bodyLines';

const TEXT = '---\nname: a\ndescription: b\n---\n# A\n\nRun `x` then [doc](references/doc.md).\n';

describe('memoOf', () => {
  test('computes a value once per parse and shares it', () => {
    const key = new MemoKey<number[]>('test');
    const parsed = parseSkill(TEXT);
    let calls = 0;
    const first = memoOf(parsed, key, () => [++calls]);
    assert.equal(memoOf(parsed, key, () => [++calls]), first);
    assert.equal(calls, 1);
  });

  test('keeps an undefined value without computing it again', () => {
    const key = new MemoKey<string | undefined>('undefined');
    const parsed = parseSkill(TEXT);
    let calls = 0;
    memoOf(parsed, key, () => (calls++, undefined));
    memoOf(parsed, key, () => (calls++, undefined));
    assert.equal(calls, 1);
  });

  test('never shares values between parses: the same text parsed again, compacted or rehydrated', () => {
    const key = new MemoKey<object>('distinct');
    const a = parseSkill(TEXT);
    const b = parseSkill(TEXT);
    const compact = compactSkill(a);
    const again = rehydrateSkill(compact, TEXT);
    const values = [a, b, compact, again].map((p) => memoOf(p, key, () => ({})));
    assert.equal(new Set(values).size, 4);
  });

  test('a huge document and its scanned part keep their body lines apart', () => {
    const tail = '\n`late` code past the scanned part\n';
    const text = `${TEXT}${'word '.repeat(MAX_SCANNED_CHARS / 5)}${tail}`;
    const full = parseSkill(text);
    const part = scannedPart(full);
    assert.notEqual(part, full);
    assert.equal(scannedPart(full), part, 'one part per parse');
    const lastFull = bodyLines(full).at(-1)!;
    const lastPart = bodyLines(part).at(-1)!;
    assert.match(lastFull.text, /late/);
    assert.doesNotMatch(lastPart.text, /late/);
  });
});
