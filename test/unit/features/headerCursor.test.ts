import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { headerCursor, headerLocation } from '../../../server/src/service/features/headerCursor';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import { joinLines } from '../helpers/serviceFixture';
import { withCursor } from './featureFixture';

const at = (marked: string) => {
  const { text, position } = withCursor(marked);
  return headerCursor(parseSkill(text), position);
};

describe('headerCursor', () => {
  test('a top-level key being typed, with the keys already present', () => {
    const c = at(joinLines('---', 'name: a', 'desc<|>', 'keywords: x', '---', ''))!;
    assert.equal(c.kind, 'key');
    assert.deepEqual(c.path, []);
    assert.equal(c.prefix, 'desc');
    assert.deepEqual([...c.present].sort(), ['keywords', 'name']);
    assert.deepEqual(c.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } });
  });

  test('a value after `key: `', () => {
    const c = at(joinLines('---', 'category: da<|>', '---'))!;
    assert.equal(c.kind, 'value');
    assert.deepEqual(c.path, ['category']);
    assert.equal(c.prefix, 'da');
  });

  test('nested keys through list items (list items are transparent)', () => {
    const c = at(joinLines('---', 'actions:', '  - id: send', '    type: brevo/send-email', '    parameters:', '      te<|>', '---'))!;
    assert.equal(c.kind, 'key');
    assert.deepEqual(c.path, ['actions', 'parameters']);
    const sibling = at(joinLines('---', 'actions:', '  - id: send', '    ty<|>', '---'))!;
    assert.deepEqual(sibling.path, ['actions']);
    assert.deepEqual([...sibling.present], ['id']);
  });

  test('a new list item under a key, zero-indented sequences included', () => {
    const c = at(joinLines('---', 'triggers:', '- event: x', '- <|>', '---'))!;
    assert.equal(c.kind, 'key');
    assert.equal(c.item, true);
    assert.deepEqual(c.path, ['triggers']);
    const value = at(joinLines('---', 'then:', '  conditions:', '    - k: "> 1"', 'relatedSkills:', '  - cus<|>', '---'))!;
    assert.deepEqual(value.path, ['relatedSkills']);
    assert.equal(value.prefix, 'cus');
  });

  test('nothing inside a block scalar, in the body, or on the delimiters', () => {
    assert.equal(at(joinLines('---', 'description: |', '  Use this: wh<|>', 'name: a', '---')), undefined);
    assert.equal(at(joinLines('---', 'name: a', '---', 'na<|>')), undefined);
    assert.equal(at(joinLines('--<|>-', 'name: a', '---')), undefined);
    // A blank line after a block scalar, at column 0, starts a new key.
    assert.equal(at(joinLines('---', 'description: |', '  text', '<|>', '---'))?.kind, 'key');
  });

  test('a template value exposes its text before the cursor', () => {
    const c = at(joinLines('---', 'actions:', '  - parameters:', '      to: "{{ contact.email | low<|>', '---'))!;
    assert.deepEqual(c.path, ['actions', 'parameters', 'to']);
    assert.equal(c.prefix, 'low');
    assert.match(c.before, /\| low$/);
  });

  test('U+2028 and U+2029 are characters of a line, not line breaks (LSP, YAML 1.2)', () => {
    const c = at(joinLines('---', 'description: a\u2028b <|>', '---'))!;
    assert.equal(c.kind, 'value');
    assert.deepEqual(c.path, ['description']);
    assert.equal(c.before, 'a\u2028b ');
    assert.equal(at(joinLines('---', '\u2029<|>', '---')), undefined);
    const { text, position } = withCursor(joinLines('---', 'description: x\u2029y #<|> note', 'name: a', '---'));
    const loc = headerLocation(parseSkill(text), position)!;
    assert.deepEqual(loc.path, ['description']);
    assert.equal(loc.value, 'x\u2029y');
    // A block scalar whose header line holds U+2028 in its comment still owns its lines.
    assert.equal(at(joinLines('---', 'description: | # a\u2028b', '  ke<|>', '---')), undefined);
  });

  test('headerLocation: key and value under the cursor, with ranges', () => {
    const { text, position } = withCursor(joinLines('---', 'actions:', '  - id: a', '    parameters:', '      then: sto<|>p', '---'));
    const loc = headerLocation(parseSkill(text), position)!;
    assert.deepEqual(loc.path, ['actions', 'parameters', 'then']);
    assert.equal(loc.onKey, false);
    assert.equal(loc.value, 'stop');
    assert.deepEqual(loc.valueRange, { start: { line: 4, character: 12 }, end: { line: 4, character: 16 } });
  });
});
