import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddDescriptionFix } from '../../../server/src/service/profiles/mm/fixData';
import { joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode, textAt } from './mmFixture';

describe('description-missing', () => {
  test('no description key: on the name line, the fix adds one after it from the first heading', () => {
    const text = joinLines('---', 'name: what-time-is-it', 'keywords: time', '---', '# What time is it?', 'Run the date command.');
    const [f, ...rest] = mmCode(text, 'description-missing');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'warning');
    assert.equal(textAt(text, f!), 'name: what-time-is-it');
    assert.match(f!.message.en, /bare name/);
    assert.match(f!.message.fr, /nom nu/);
    const data = f!.data as AddDescriptionFix;
    assert.equal(data.kind, 'insert-key');
    assert.equal(data.placeholder, false);
    assert.equal(applyFix(text, f!), joinLines('---', 'name: what-time-is-it', 'description: What time is it?', 'keywords: time', '---', '# What time is it?', 'Run the date command.'));
  });

  test('empty value: the fix fills it (CRLF kept)', () => {
    const text = '---\r\nname: demo\r\ndescription:\r\n---\r\nGreet somebody. Then more.\r\n';
    const [f] = mmCode(text, 'description-missing');
    assert.equal((f!.data as AddDescriptionFix).kind, 'fill-value');
    assert.equal(applyFix(text, f!), '---\r\nname: demo\r\ndescription: Greet somebody.\r\n---\r\nGreet somebody. Then more.\r\n');
    const quoted = joinLines('---', 'description: ""', '---', '');
    const [g] = mmCode(quoted, 'description-missing');
    assert.equal(textAt(quoted, g!), '---');
    assert.equal(applyFix(quoted, g!), joinLines('---', 'description: What this skill does, in one line.', '---', ''));
    assert.equal((g!.data as AddDescriptionFix).placeholder, true);
  });

  test('no header: on the first line, the fix adds a header', () => {
    const text = joinLines('# Greetings: say hello', 'Say hello.');
    const [f] = mmCode(text, 'description-missing');
    assert.deepEqual(f!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 22 } });
    assert.equal(applyFix(text, f!), joinLines('---', 'description: "Greetings: say hello"', '---', '# Greetings: say hello', 'Say hello.'));
  });

  test('a header whose keys are indented: the new key lines up with them', () => {
    const text = joinLines('---', '  name: demo', '  keywords: a', '---', '# Demo', '');
    const [f] = mmCode(text, 'description-missing');
    assert.equal(applyFix(text, f!), joinLines('---', '  name: demo', '  description: Demo', '  keywords: a', '---', '# Demo', ''));
    const noName = joinLines('---', '  keywords: a', '---', '# Demo', '');
    const [g] = mmCode(noName, 'description-missing');
    assert.equal(applyFix(noName, g!), joinLines('---', '  description: Demo', '  keywords: a', '---', '# Demo', ''));
  });

  test('a description, or a broken header: nothing', () => {
    assert.deepEqual(mmCode(joinLines('---', 'description: Greet somebody.', '---', ''), 'description-missing'), []);
    assert.deepEqual(mmCode(joinLines('---', 'description: [unclosed', '---', ''), 'description-missing'), []);
    assert.deepEqual(mmCode(joinLines('---', 'description: x', ''), 'description-missing'), []);
  });
});

describe('description-in-body', () => {
  test('a description: line after the closing ---', () => {
    const text = joinLines('---', 'name: demo', '---', 'description: Greet somebody.', 'keywords: hello', 'text');
    const found = mmCode(text, 'description-in-body');
    assert.deepEqual(found.map((f) => textAt(text, f)), ['description: Greet somebody.', 'keywords: hello']);
    assert.equal(found[0]!.severity, 'warning');
    assert.match(found[0]!.message.en, /not read it as metadata/);
  });

  test('a file without a header says so', () => {
    const [f] = mmCode(joinLines('name: demo', 'description: x'), 'description-in-body');
    assert.match(f!.message.en, /no header/);
  });

  test('inside fences, indented or in prose: nothing', () => {
    const text = joinLines('---', 'description: ok', '---', '```yaml', 'description: example', '```', '    description: indented', 'The description: is shown.', '~~~', 'name: x', '~~~');
    assert.deepEqual(mmCode(text, 'description-in-body'), []);
  });
});
