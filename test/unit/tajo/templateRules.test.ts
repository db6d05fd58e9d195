import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { QuoteTemplateFix, ReplaceValueFix } from '../../../server/src/service/profiles/tajo/fixData';
import { scanTemplates } from '../../../server/src/service/profiles/tajo/templateScanner';
import { assertCodes, header, only, tajoFindings, textAt } from './tajoFixture';

const TRIGGERS = ['triggers:', '  - event: e'];
const withParams = (...params: string[]) => header(...TRIGGERS, 'actions:', '  - id: send', '    type: brevo/send-email', '    parameters:', ...params, 'permissions: [email:send]');

describe('tajo: template-unclosed', () => {
  test('a `{{` without `}}` is reported from the braces to the end of the value', () => {
    const text = withParams('      subject: "Your order #{{ order.number has shipped"');
    const f = only(tajoFindings(text), 'template-unclosed');
    assert.equal(textAt(text, f.range), '{{ order.number has shipped');
    assert.deepEqual(f.range.start, { line: 11, character: 28 });
  });

  test('a `{{` followed by another template before any `}}` is the unclosed one', () => {
    const text = withParams('      to: "{{ contact.email {{ contact.name }}"');
    const f = only(tajoFindings(text), 'template-unclosed');
    assert.equal(f.range.start.character, 11);
  });
});

describe('tajo: template-unquoted', () => {
  test('deep in params, in a list and with text after it on the line (the fix quotes the whole value)', () => {
    const text = withParams('      params:', '        name: {{ contact.firstName }}', '      to:', '        - {{ contact.email }}');
    const found = tajoFindings(text).filter((f) => f.code === 'template-unquoted');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['{{ contact.firstName }}', '{{ contact.email }}']);
    assert.deepEqual(found[0]!.range, { start: { line: 12, character: 14 }, end: { line: 12, character: 37 } });
    assert.equal((found[1]!.data as QuoteTemplateFix).newText, '"{{ contact.email }}"');
  });

  test('text after the braces is part of the value to quote (YAML reports the rest as a syntax error)', () => {
    const text = withParams('      subject: {{ order.number }} shipped  # comment');
    const f = only(tajoFindings(text), 'template-unquoted');
    const data = f.data as QuoteTemplateFix;
    assert.equal(data.original, '{{ order.number }} shipped');
    assert.equal(data.newText, '"{{ order.number }} shipped"');
    assert.equal(textAt(text, f.range), '{{ order.number }} shipped');
  });

  test('a legitimate flow mapping is not a template', () => {
    assertCodes(tajoFindings(withParams('      params: { name: "{{ contact.firstName }}" }')), []);
  });
});

describe('tajo: filter-unknown', () => {
  test('each unknown filter name is the range; aliases from other template languages get a fix', () => {
    const text = withParams('      params:', '        a: "{{ contact.firstName | upcase | default: \'A | B\' }}"', '        b: "{{ cart.items | map: \'name\' | joinn: \', \' }}"', '        c: "{{ x | }}"');
    const found = tajoFindings(text).filter((f) => f.code === 'filter-unknown');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['upcase', 'joinn', '|']);
    assert.deepEqual(found[0]!.range, { start: { line: 12, character: 35 }, end: { line: 12, character: 41 } });
    assert.equal((found[0]!.data as ReplaceValueFix).newText, 'uppercase');
    assert.equal((found[1]!.data as ReplaceValueFix).newText, 'join');
  });

  test('the seed’s template examples are silent', () => {
    const text = withParams(
      '      to: "{{ contact.email }}"',
      '      subject: "Your order #{{ order.number }} has shipped"',
      '      params:',
      '        name: "{{ contact.firstName | default: \'Customer\' }}"',
      '        items: "{{ cart.items | map: \'name\' | join: \', \' }}"',
      '        total: "{{ cart.total | currency: \'USD\' }}"',
      '        all: "{{ a | uppercase | lowercase | capitalize | truncate: 100 | date: \'YYYY-MM-DD\' | first | last | size }}"',
    );
    assertCodes(tajoFindings(text), []);
  });

  test('scanTemplates ignores `|` inside quoted arguments', () => {
    const { templates, unclosed } = scanTemplates("{{ a | join: ' | ' | size }} and {{ b");
    assert.deepEqual(templates[0]!.filters.map((f) => f.name), ['join', 'size']);
    assert.deepEqual(unclosed, [33]);
  });
});
