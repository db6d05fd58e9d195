import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { uploadProblems } from '../../../server/src/service/pack/uploadRules';

const skill = (...header: string[]) => `---\n${header.join('\n')}\n---\n\n# Body\n`;
const checks = (text: string) => uploadProblems(text).map((p) => p.check);

describe('what an upload to Claude\'s apps refuses (skill-creator\'s validator rules)', () => {
  test('a header with the six keys of the standard, well formed, is accepted', () => {
    assert.deepEqual(checks(skill('name: pdf-tools', 'description: Fill PDF forms. Use when the user sends a PDF form.', 'license: MIT', 'allowed-tools: Read Write', 'metadata:', '  owner: docs', 'compatibility: Needs python3')), []);
  });

  test('CRLF line breaks are read as the validator reads text files (accepted)', () => {
    assert.deepEqual(checks('---\r\nname: a\r\ndescription: b\r\n---\r\nbody\r\n'), []);
  });

  test('no header, a BOM before it, or one that never closes', () => {
    assert.deepEqual(checks('# Just a body\n'), ['no-header']);
    assert.deepEqual(checks('\ufeff' + skill('name: a', 'description: b')), ['no-header']);
    assert.deepEqual(checks('---\nname: a\ndescription: b\n'), ['header-format']);
    assert.deepEqual(checks('--- \nname: a\n---\n'), ['header-format'], 'the first line must be exactly ---');
  });

  test('YAML the validator cannot read, or a header that is not a mapping', () => {
    assert.deepEqual(checks(skill('name: [a')), ['yaml']);
    assert.deepEqual(checks(skill('- a', '- b')), ['not-mapping']);
    assert.deepEqual(checks('---\n\n---\n'), ['not-mapping']);
  });

  test('keys outside the standard are refused, all named in one message; a repeated key is not', () => {
    const problems = uploadProblems(skill('name: a', 'description: b', 'when_to_use: later', 'model: x'));
    assert.deepEqual(problems.map((p) => p.check), ['key-unknown']);
    assert.match(problems[0]!.message.en, /^Remove `model`, `when_to_use` \(or move it under `metadata`\)/);
    assert.deepEqual(checks(skill('name: a', 'name: a', 'description: b')), []);
  });

  test('name: required, text, lowercase letters, digits and single inner hyphens, at most 64 characters', () => {
    assert.deepEqual(checks(skill('description: b')), ['name-missing']);
    assert.deepEqual(checks(skill('name: yes', 'description: b')), ['name-type'], 'YAML 1.1: yes is a boolean');
    assert.deepEqual(checks(skill('name: off', 'description: b')), ['name-type'], 'YAML 1.1: off is a boolean');
    assert.deepEqual(checks(skill('name: y', 'description: n')), [], 'PyYAML reads y and n as text');
    assert.deepEqual(checks(skill('name: 2024-01-01', 'description: b')), ['name-type'], 'a date');
    assert.deepEqual(checks(skill('name: PDF_Tools', 'description: b')), ['name-format']);
    assert.deepEqual(checks(skill('name: -a--b-', 'description: b')), ['name-hyphens']);
    assert.deepEqual(checks(skill(`name: ${'a'.repeat(65)}`, 'description: b')), ['name-length']);
    assert.deepEqual(checks(skill(`name: ${'a'.repeat(64)}`, 'description: b')), []);
    assert.deepEqual(checks(skill('name: ""', 'description: b')), [], 'an empty name is not checked further by the validator');
    assert.match(uploadProblems(skill('name: yes', 'description: b'))[0]!.message.en, /YAML reads a bool/);
  });

  test('description: required, text, no angle brackets, at most 1,024 characters (code points)', () => {
    assert.deepEqual(checks(skill('name: a')), ['description-missing']);
    assert.deepEqual(checks(skill('name: a', 'description: 12')), ['description-type']);
    assert.deepEqual(checks(skill('name: a', 'description: Turns <b> into bold.')), ['description-angle-brackets']);
    assert.deepEqual(checks(skill('name: a', 'description: a -> b')), ['description-angle-brackets']);
    assert.deepEqual(checks(skill('name: a', `description: ${'é'.repeat(1024)}`)), [], 'counted in characters, not bytes');
    assert.deepEqual(checks(skill('name: a', `description: ${'😀'.repeat(1024)}`)), [], 'counted in code points, not UTF-16 units');
    assert.deepEqual(checks(skill('name: a', `description: ${'x'.repeat(1025)}`)), ['description-length']);
  });

  test('compatibility, when present: text, not empty, at most 500 characters', () => {
    assert.deepEqual(checks(skill('name: a', 'description: b', 'compatibility: 3')), ['compatibility-type']);
    assert.deepEqual(checks(skill('name: a', 'description: b', 'compatibility: ""')), ['compatibility-empty']);
    assert.deepEqual(checks(skill('name: a', 'description: b', `compatibility: ${'x'.repeat(501)}`)), ['compatibility-length']);
  });

  test('every reason at once, so that one round of edits is enough; each message in both languages', () => {
    const problems = uploadProblems(skill('name: Bad_Name', 'description: <x>', 'keywords: a, b'));
    assert.deepEqual(problems.map((p) => p.check), ['key-unknown', 'name-format', 'description-angle-brackets']);
    for (const p of problems) assert.ok(p.message.en.length > 0 && p.message.fr.length > 0 && p.message.en !== p.message.fr);
  });
});
