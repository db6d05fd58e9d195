import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReplaceValueFix } from '../../../server/src/service/profiles/tajo/fixData';
import { checkJsonSchema, dialectOf } from '../../../server/src/service/profiles/tajo/jsonSchemaCheck';
import { assertCodes, header, only, rangeOfText, tajoFindings, textAt } from './tajoFixture';

const BODY = ['triggers:', '  - event: e', 'actions:', '  - transform/map'];
const withMcp = (...mcp: string[]) => header(...BODY, 'mcp:', ...mcp);
const SCHEMA = ['  inputSchema:', '    type: object', '    properties:', '      cart_id:', '        type: string'];

describe('tajo: mcp-tool-name', () => {
  test('a name without the tajo/ prefix or not kebab-case, with the fixed name', () => {
    for (const [name, fixed] of [['recover-abandoned-cart', 'tajo/recover-abandoned-cart'], ['tajo/Recover_Cart', 'tajo/recover-cart']] as const) {
      const text = withMcp(`  tool_name: ${name}`, ...SCHEMA);
      const f = only(tajoFindings(text), 'mcp-tool-name');
      assert.deepEqual(f.range, rangeOfText(text, name));
      assert.equal((f.data as ReplaceValueFix).newText, fixed);
    }
  });

  test('a missing tool_name is reported on the mcp key', () => {
    const text = withMcp('  description: d', ...SCHEMA);
    const f = only(tajoFindings(text), 'mcp-tool-name');
    assert.equal(textAt(text, f.range), 'mcp');
  });
});

describe('tajo: mcp-input-schema', () => {
  test('a meta-schema violation deep in properties is reported on the faulty value', () => {
    const text = withMcp('  tool_name: tajo/x', '  inputSchema:', '    type: object', '    properties:', '      cart_id:', '        type: strin', '      tags:', '        type: array', '        minItems: -1');
    const found = tajoFindings(text).filter((f) => f.code === 'mcp-input-schema');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['strin', '-1']);
    assert.deepEqual(found[0]!.range, { start: { line: 15, character: 14 }, end: { line: 15, character: 19 } });
    assert.match(found[0]!.message.en, /`inputSchema\.properties\.cart_id\.type` must be one of "array", "boolean", "integer", "null", "number", "object", "string"/);
    assert.match(found[0]!.message.fr, /doit valoir l’une de/);
  });

  test('the root must be type: object', () => {
    const text = withMcp('  tool_name: tajo/x', '  inputSchema:', '    type: array');
    const f = only(tajoFindings(text), 'mcp-input-schema');
    assert.equal(textAt(text, f.range), 'array');
    assert.match(f.message.en, /^Give `inputSchema` `type: object`/);
  });

  test('an unresolvable $ref is reported on the $ref value', () => {
    const text = withMcp('  tool_name: tajo/x', '  inputSchema:', '    type: object', '    properties:', '      cart:', '        $ref: "#/$defs/cart"');
    const f = only(tajoFindings(text), 'mcp-input-schema');
    assert.equal(textAt(text, f.range), '"#/$defs/cart"');
    assert.match(f.message.en, /cannot resolve `\$ref: #\/\$defs\/cart`/);
  });

  test('a missing inputSchema is a warning on the mcp key; an unknown $schema is a warning', () => {
    const missing = withMcp('  tool_name: tajo/x');
    const f = only(tajoFindings(missing), 'mcp-input-schema');
    assert.equal(f.severity, 'warning');
    assert.equal(textAt(missing, f.range), 'mcp');
    const draft4 = withMcp('  tool_name: tajo/x', '  inputSchema:', '    $schema: "http://json-schema.org/draft-04/schema#"', '    type: object');
    const g = only(tajoFindings(draft4), 'mcp-input-schema');
    assert.equal(g.severity, 'warning');
    assert.equal(textAt(draft4, g.range), '"http://json-schema.org/draft-04/schema#"');
  });

  test('draft-07 is validated with its own meta-schema', () => {
    assert.equal(dialectOf('http://json-schema.org/draft-07/schema#'), 'draft-07');
    assert.equal(dialectOf(undefined), '2020-12');
    // The array form of `items` is draft-07 only: 2020-12 moved it to `prefixItems`.
    const schema = { type: 'object', properties: { a: { $ref: '#/definitions/a' } }, definitions: { a: { type: 'string' } } };
    assert.deepEqual(checkJsonSchema(schema, 'draft-07'), []);
    assert.deepEqual(checkJsonSchema({ type: 'object', items: [{ type: 'string' }] }, 'draft-07'), []);
    assert.equal(checkJsonSchema({ type: 'object', items: [{ type: 'string' }] }, '2020-12').length, 1);
  });
});

describe('tajo: mcp-required-unknown', () => {
  test('each required name missing from properties is reported on its entry, also in nested object schemas', () => {
    const text = withMcp(
      '  tool_name: tajo/x',
      '  inputSchema:',
      '    type: object',
      '    properties:',
      '      cart_id:',
      '        type: string',
      '      address:',
      '        type: object',
      '        properties:',
      '          city: { type: string }',
      '        required: [city, zip]',
      '    required: [cart_id, customer_email]',
    );
    const found = tajoFindings(text).filter((f) => f.code === 'mcp-required-unknown');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['zip', 'customer_email']);
    assert.deepEqual(found[1]!.range, { start: { line: 21, character: 24 }, end: { line: 21, character: 38 } });
    assert.match(found[1]!.message.en, /\(declared: cart_id, address\)/);
  });

  test('silent when additionalProperties allows the name', () => {
    assertCodes(tajoFindings(withMcp('  tool_name: tajo/x', '  description: Do x.', '  inputSchema:', '    type: object', '    additionalProperties: { type: string }', '    required: [anything]')), []);
  });
});
