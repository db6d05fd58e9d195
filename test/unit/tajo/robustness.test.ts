import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddPermissionFix } from '../../../server/src/service/profiles/tajo/fixData';
import { assertCodes, header, only, rangeOfText, seedExample, tajoFindings, textAt } from './tajoFixture';

describe('tajo: hostile and unusual input', () => {
  test('CRLF and a BOM: the seed stays silent, ranges stay exact, inserted text uses CRLF', () => {
    assertCodes(tajoFindings(`\ufeff${seedExample(true).replace(/\n/g, '\r\n')}`, 'abandoned-cart-recovery.md'), []);
    const crlf = seedExample(false).replace(/\n/g, '\r\n');
    const found = tajoFindings(crlf, 'abandoned-cart-recovery.md');
    assert.deepEqual(found.map((f) => f.range), [rangeOfText(crlf, '{{ env.ABANDONED_CART_TEMPLATE_1 }}'), rangeOfText(crlf, '{{ env.ABANDONED_CART_TEMPLATE_2 }}')]);
    const missing = header('triggers:', '  - event: e', 'actions:', '  - brevo/send-sms', 'permissions:', '  - email:send').replace(/\n/g, '\r\n');
    assert.equal((only(tajoFindings(missing), 'permission-missing').data as AddPermissionFix).newText, '\r\n  - sms:send');
  });

  test('aliases are not followed and raise no false type findings', () => {
    const text = header('x-flag: &flag true', 'featured: *flag', 'triggers: &t', '  - event: e', 'actions:', '  - &act', '    id: a', '    type: transform/map', '  - *act');
    assertCodes(tajoFindings(text), []);
  });

  test('an alias bomb inside inputSchema neither hangs nor crashes', () => {
    const bomb = ['  inputSchema:', '    a: &a ["x","x","x","x","x","x","x","x","x"]', '    b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]', '    c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]', '    d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]', '    e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]', '    type: object'];
    const started = Date.now();
    const findings = tajoFindings(header('triggers:', '  - event: e', 'actions:', '  - transform/map', 'mcp:', '  tool_name: tajo/x', '  description: Do x.', ...bomb));
    assert.ok(Date.now() - started < 2000);
    // The header's own alias limit reports it; the schema is not expanded for ajv.
    assertCodes(findings, ['yaml-syntax']);
  });

  test('a deeply nested value and a header that is not a mapping do not crash the rules', () => {
    const deep = `${'['.repeat(500)}1${']'.repeat(500)}`;
    const findings = tajoFindings(header(`featured: ${deep}`, 'triggers:', '  - event: e', 'actions:', '  - transform/map'));
    const f = only(findings, 'type-mismatch');
    assert.equal(textAt(header(`featured: ${deep}`, 'triggers:', '  - event: e', 'actions:', '  - transform/map'), f.range), deep);
    assertCodes(tajoFindings('---\n- a\n- b\n---\n'), ['yaml-syntax']);
  });
});
