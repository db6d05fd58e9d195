import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-languageserver-types';
import { definition } from '../../../server/src/service/features/definition';
import { documentLinks } from '../../../server/src/service/features/documentLinks';
import { documentSymbols } from '../../../server/src/service/features/documentSymbols';
import { hover } from '../../../server/src/service/features/hover';
import { references } from '../../../server/src/service/features/references';
import { prepareRename, rename } from '../../../server/src/service/features/rename';
import { pathToUri } from '../../../server/src/service/features/uris';
import { workspaceSymbols } from '../../../server/src/service/features/workspaceSymbols';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { withCursor } from './featureFixture';

const GREET = '/ws/skills/greetings/SKILL.md';
const TIME = '/ws/skills/what-time.md';
const PROMPT = '/ws/prompts/daily.md';
const files = {
  [GREET]: joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello, saluer', '---', '# Greetings', '', 'Then use $what-time and read [the format](format.md).', ''),
  '/ws/skills/greetings/format.md': '# Format\n',
  [TIME]: joinLines('---', 'name: what-time', 'description: Give the time.', '---', '# Time', '## Run', 'text', '## Answer', ''),
  [PROMPT]: joinLines('Start with {{skill:greetings}} then {{skill:what-time}}.', ''),
};

/** A service where `file` holds `marked` (cursor removed), and the cursor position. */
function on(file: string, marked: string) {
  const { text, position } = withCursor(marked);
  const service = serviceOn({ ...files, [file]: text });
  return { service, position };
}

describe('hover', () => {
  test('on `name`: the exact catalog line and its rank', () => {
    const { service, position } = on(GREET, files[GREET]!.replace('name: greetings', 'name: gree<|>tings'));
    const h = hover(service, GREET, position, { markdown: true })!;
    const value = (h.contents as MarkupContent).value;
    assert.match(value, /entry 1 of 2/);
    assert.ok(value.includes('```text\ngreetings — Greet somebody. (hello, saluer)\n```'), value);
    assert.deepEqual(h.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } });
  });

  test('on a key: its documentation', () => {
    const { service, position } = on(GREET, files[GREET]!.replace('keywords:', 'key<|>words:'));
    const value = (hover(service, GREET, position, { markdown: true })!.contents as MarkupContent).value;
    assert.match(value, /^\*\*keywords\*\* \(comma-list\)/);
    assert.match(value, /Only the first 8 reach the model/);
  });

  test('on a skill reference: the referenced skill’s catalog line', () => {
    const { service, position } = on(PROMPT, files[PROMPT]!.replace('{{skill:what-time}}', '{{skill:what<|>-time}}'));
    const value = (hover(service, PROMPT, position, { markdown: true })!.contents as MarkupContent).value;
    assert.ok(value.includes('what-time — Give the time.'), value);
    assert.match(value, /entry 2 of 2/);
  });

  test('plain text for clients without markdown', () => {
    const { service, position } = on(GREET, files[GREET]!.replace('name: greetings', 'name: gree<|>tings'));
    const h = hover(service, GREET, position, { markdown: false })!;
    assert.equal((h.contents as MarkupContent).kind, 'plaintext');
    assert.match((h.contents as MarkupContent).value, /\ngreetings — Greet somebody\. \(hello, saluer\)\n/);
    assert.doesNotMatch((h.contents as MarkupContent).value, /[`*]/);
  });

  test('nothing on plain body text', () => {
    const { service, position } = on(TIME, files[TIME]!.replace('text', 'te<|>xt'));
    assert.equal(hover(service, TIME, position, { markdown: true }), null);
  });
});

describe('definition, references, rename', () => {
  test('definition from {{skill:x}} and $x to the skill’s name', () => {
    const a = on(PROMPT, files[PROMPT]!.replace('{{skill:greetings}}', '{{skill:gre<|>etings}}'));
    assert.deepEqual(definition(a.service, PROMPT, a.position), [{ uri: pathToUri(GREET), range: { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } } }]);
    const b = on(GREET, files[GREET]!.replace('$what-time', '$what-t<|>ime'));
    assert.deepEqual(definition(b.service, GREET, b.position).map((l) => l.uri), [pathToUri(TIME)]);
  });

  test('definition from `then:` to the action with that id (tajo)', () => {
    const file = '/ws/skills/cart.md';
    const { text, position } = withCursor(joinLines('---', 'name: cart', 'version: 1.0.0', 'description: Carts.', 'category: loyalty', 'triggers:', '  - event: x', 'actions:',
      '  - id: check', '    type: control/condition', '    parameters:', '      then: send_<|>mail', '      else: stop', '  - id: send_mail', '    type: brevo/send-email', '---', ''));
    const service = serviceOn({ [file]: text }, { profile: 'tajo' });
    assert.deepEqual(definition(service, file, position), [{ uri: pathToUri(file), range: { start: { line: 13, character: 8 }, end: { line: 13, character: 17 } } }]);
  });

  test('definition from a body link to the file', () => {
    const a = on(GREET, files[GREET]!.replace('(format.md)', '(for<|>mat.md)'));
    assert.deepEqual(definition(a.service, GREET, a.position).map((l) => l.uri), [pathToUri('/ws/skills/greetings/format.md')]);
  });

  test('references of a skill from its name: every mention in the folder', () => {
    const a = on(TIME, files[TIME]!.replace('name: what-time', 'name: what-<|>time'));
    const refs = references(a.service, TIME, a.position, true).map((l) => `${l.uri.slice(-20)}:${l.range.start.line}:${l.range.start.character}`).sort();
    assert.deepEqual(refs, [`${pathToUri(GREET).slice(-20)}:7:10`, `${pathToUri(PROMPT).slice(-20)}:0:44`, `${pathToUri(TIME).slice(-20)}:1:6`].sort());
  });

  test('rename a skill: its name and every reference', () => {
    const a = on(PROMPT, files[PROMPT]!.replace('{{skill:what-time}}', '{{skill:what-<|>time}}'));
    assert.deepEqual(prepareRename(a.service, PROMPT, a.position), { range: { start: { line: 0, character: 44 }, end: { line: 0, character: 53 } }, placeholder: 'what-time' });
    const r = rename(a.service, PROMPT, a.position, 'clock');
    assert.ok(!('error' in r));
    const byPath = Object.fromEntries(r.editsOnly.flatMap((c) => (c.kind === 'edit' ? [[c.path, c.edits.map((e) => ('newText' in e ? e.newText : ''))]] : [])));
    assert.deepEqual(Object.keys(byPath).sort(), [GREET, PROMPT, TIME].sort());
    assert.deepEqual(byPath[TIME], ['clock']);
  });

  test('prepareRename refuses off a skill name and for names that come from the file', () => {
    const a = on(TIME, files[TIME]!.replace('text', 'te<|>xt'));
    assert.ok('error' in (prepareRename(a.service, TIME, a.position) as object));
    const noName = { ...files, '/ws/skills/bare.md': joinLines('---', 'description: Bare.', '---', '') };
    const { text, position } = withCursor('Use {{skill:ba<|>re}}.');
    const service = serviceOn({ ...noName, [PROMPT]: text });
    const refusal = prepareRename(service, PROMPT, position) as { error: { en: string } };
    assert.match(refusal.error.en, /no `name` key/);
  });
});

describe('symbols and links', () => {
  test('document symbols: header keys, then headings nested by level', () => {
    const service = serviceOn(files);
    const symbols = documentSymbols(service, TIME);
    assert.deepEqual(symbols.map((s) => s.name), ['name', 'description', 'Time']);
    assert.deepEqual(symbols[2]!.children!.map((s) => s.name), ['Run', 'Answer']);
    assert.deepEqual(symbols[2]!.children![0]!.range, { start: { line: 5, character: 0 }, end: { line: 6, character: 4 } });
  });

  test('workspace symbols: every skill, filtered by a fuzzy query', () => {
    const service = serviceOn(files);
    assert.deepEqual(workspaceSymbols(service, '').map((s) => s.name).sort(), ['greetings', 'what-time']);
    assert.deepEqual(workspaceSymbols(service, 'wtm').map((s) => s.name), ['what-time']);
  });

  test('document links: skill references and files that exist', () => {
    const service = serviceOn(files);
    assert.deepEqual(documentLinks(service, GREET).map((l) => l.target), [pathToUri(TIME), pathToUri('/ws/skills/greetings/format.md')]);
    assert.deepEqual(documentLinks(service, PROMPT).map((l) => l.target), [pathToUri(GREET), pathToUri(TIME)]);
  });
});
