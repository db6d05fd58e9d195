import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { QuoteTemplateFix } from '../../../server/src/service/profiles/tajo/fixData';
import { CUSTOMER_SYNC, assertCodes, rangeOfText, seedExample, tajoFindings, SEED_NEIGHBOURS } from './tajoFixture';

describe('tajo: the seed’s own examples', () => {
  test('the complete example (MCP section merged in) is silent once its templates are quoted', () => {
    assertCodes(tajoFindings(seedExample(true), 'abandoned-cart-recovery.md'), []);
  });

  test('the first example (customer-sync, bare action type names) is silent', () => {
    const others = { ...SEED_NEIGHBOURS };
    delete (others as Record<string, string>)['/ws/skills/customer-sync.md'];
    assertCodes(tajoFindings(CUSTOMER_SYNC, 'customer-sync.md', others), []);
  });

  test('the complete example as published reports exactly its two unquoted templates, with the quoting edit', () => {
    const text = seedExample(false);
    const findings = tajoFindings(text, 'abandoned-cart-recovery.md');
    assertCodes(findings, ['template-unquoted', 'template-unquoted']);
    let fixed = text;
    for (const [i, f] of [...findings].entries()) {
      const written = `{{ env.ABANDONED_CART_TEMPLATE_${i + 1} }}`;
      assert.deepEqual(f.range, rangeOfText(text, written));
      assert.equal(f.severity, 'error');
      const data = f.data as QuoteTemplateFix;
      assert.deepEqual(data, { fix: 'quote-template', original: written, range: f.range, newText: `"${written}"` });
      assert.match(f.message.en, /YAML reads/);
      assert.match(f.message.fr, /YAML lit/);
      fixed = fixed.replace(written, data.newText);
    }
    // Applying both edits gives the quoted example, which is silent.
    assert.equal(fixed, seedExample(true));
  });

  test('without the related skills in the workspace, only related-skill-unknown fires (three times)', () => {
    const findings = tajoFindings(seedExample(true), 'abandoned-cart-recovery.md', {});
    assertCodes(findings, ['related-skill-unknown', 'related-skill-unknown', 'related-skill-unknown']);
  });
});
