import assert from 'node:assert/strict';
import type { Range } from 'vscode-languageserver-types';
import type { Finding } from '../../../server/src/service/model/finding';
import { LineIndex } from '../../../server/src/service/text/lineIndex';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';

/** Where test skills live. */
export const SKILLS = `${WS}/skills`;

/**
 * The seed's complete example (`abandoned-cart-recovery`) byte for byte, with its MCP
 * section merged in before the closing `---`. `quoted` quotes the two `template_id`
 * values the seed leaves bare (which YAML reads as mappings).
 */
export function seedExample(quoted = true): string {
  const tpl = (n: number) => (quoted ? `"{{ env.ABANDONED_CART_TEMPLATE_${n} }}"` : `{{ env.ABANDONED_CART_TEMPLATE_${n} }}`);
  return joinLines(
    '---',
    'name: abandoned-cart-recovery',
    'version: 3.0.0',
    'description: Recover abandoned shopping carts with a multi-step email sequence',
    'category: email-marketing',
    'status: stable',
    '',
    'triggers:',
    '  - event: cart_abandoned',
    '    conditions:',
    '      - cart_value: "> 25"',
    '      - customer_email: "exists"',
    '      - items_count: ">= 1"',
    '    debounce: 30m',
    '',
    'actions:',
    '  - id: wait_1h',
    '    type: control/delay',
    '    parameters:',
    '      duration: 1h',
    '',
    '  - id: check_purchase',
    '    type: control/condition',
    '    parameters:',
    '      condition: "{{ cart.converted }} = false"',
    '      then: send_first_email',
    '      else: stop',
    '',
    '  - id: send_first_email',
    '    type: brevo/send-email',
    '    parameters:',
    `      template_id: ${tpl(1)}`,
    '      to: "{{ contact.email }}"',
    '      params:',
    '        first_name: "{{ contact.firstName }}"',
    '        cart_url: "{{ cart.recovery_url }}"',
    '        items: "{{ cart.items }}"',
    '        total: "{{ cart.total | currency }}"',
    '',
    '  - id: wait_24h',
    '    type: control/delay',
    '    parameters:',
    '      duration: 24h',
    '',
    '  - id: check_purchase_2',
    '    type: control/condition',
    '    parameters:',
    '      condition: "{{ cart.converted }} = false"',
    '      then: send_second_email',
    '      else: stop',
    '',
    '  - id: send_second_email',
    '    type: brevo/send-email',
    '    parameters:',
    `      template_id: ${tpl(2)}`,
    '      to: "{{ contact.email }}"',
    '      params:',
    '        first_name: "{{ contact.firstName }}"',
    '        cart_url: "{{ cart.recovery_url }}"',
    '        discount_code: "{{ generate_discount(10, \'percent\') }}"',
    '',
    'brevoEndpoints:',
    '  - POST /v3/smtp/email',
    '  - GET /v3/contacts/{identifier}',
    '',
    'permissions:',
    '  - contacts:read',
    '  - email:send',
    '',
    'relatedSkills:',
    '  - customer-sync',
    '  - order-events',
    '  - browse-abandonment',
    '',
    '# MCP Configuration',
    'mcp:',
    '  tool_name: tajo/recover-abandoned-cart',
    '  description: Execute abandoned cart recovery sequence for a specific cart',
    '  inputSchema:',
    '    type: object',
    '    properties:',
    '      cart_id:',
    '        type: string',
    '        description: The abandoned cart identifier',
    '      customer_email:',
    '        type: string',
    '        description: Customer email address',
    '      min_cart_value:',
    '        type: number',
    '        description: Minimum cart value to trigger recovery',
    '        default: 25',
    '    required: [cart_id, customer_email]',
    '  brevo_servers:',
    '    - brevo_contacts',
    '    - brevo_email_campaign_management',
    '    - brevo_templates',
    '---',
    '',
    '# Abandoned Cart Recovery',
    '',
    'Recover lost sales with a proven multi-step email sequence...',
    '',
  );
}

/** The seed's first example (`customer-sync`): bare type names as actions. */
export const CUSTOMER_SYNC = joinLines(
  '---',
  'name: customer-sync',
  'version: 2.1.0',
  'description: Sync customer data to Brevo contacts',
  'category: data-sync',
  'status: stable',
  '',
  'triggers:',
  '  - event: customer_created',
  '  - event: customer_updated',
  '  - event: customer_deleted',
  '',
  'actions:',
  '  - brevo/create-contact',
  '  - brevo/update-contact',
  '  - brevo/delete-contact',
  '',
  'brevoEndpoints:',
  '  - POST /v3/contacts',
  '  - PUT /v3/contacts/{identifier}',
  '  - DELETE /v3/contacts/{identifier}',
  '',
  'permissions:',
  '  - contacts:write',
  '  - contacts:read',
  '---',
  '',
  '# Customer Sync',
  '',
  'Automatically synchronize customer data from your platform to Brevo contacts.',
  '',
);

/** A minimal valid skill named `name`, for workspaces that need other skills to exist. */
export function minimalSkill(name: string, extra: readonly string[] = []): string {
  return joinLines('---', `name: ${name}`, 'version: 1.0.0', `description: The ${name} skill`, 'category: analytics', 'triggers:', '  - event: order_created', 'actions:', '  - brevo/track-event', 'permissions:', '  - events:write', ...extra, '---', '', `# ${name}`, '');
}

/** The skills the seed example's `relatedSkills` name. */
export const SEED_NEIGHBOURS: Readonly<Record<string, string>> = {
  [`${SKILLS}/customer-sync.md`]: CUSTOMER_SYNC,
  [`${SKILLS}/order-events.md`]: minimalSkill('order-events'),
  [`${SKILLS}/browse-abandonment.md`]: minimalSkill('browse-abandonment'),
};

/**
 * Findings of one Tajo skill (`/ws/skills/<file>`), in a workspace that also holds the
 * seed example's related skills, with the `tajo` profile set explicitly.
 */
export function tajoFindings(text: string, file = 'subject.md', others: Readonly<Record<string, string>> = SEED_NEIGHBOURS): readonly Finding[] {
  const path = `${SKILLS}/${file}`;
  const service = serviceOn({ ...others, [path]: text }, { profile: 'tajo' });
  return service.findings(path);
}

/** Findings wrapped with a header made of the seed's required fields plus `lines`. */
export function findingsOfHeader(...lines: string[]): readonly Finding[] {
  return tajoFindings(header(...lines));
}

/** A valid skill header (name… category) followed by `lines`, then the closing `---`. */
export function header(...lines: string[]): string {
  return joinLines('---', 'name: subject', 'version: 1.0.0', 'description: A test skill', 'category: analytics', ...lines, '---', '', '# Subject', '');
}

/** Range of the `nth` (0-based) occurrence of `needle` in `text`. */
export function rangeOfText(text: string, needle: string, nth = 0): Range {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    assert.ok(at >= 0, `no occurrence #${nth} of ${JSON.stringify(needle)}`);
  }
  const lines = new LineIndex(text);
  return lines.range(at, at + needle.length);
}

/** The one finding of `code`; fails when there is not exactly one. */
export function only(findings: readonly Finding[], code: string): Finding {
  const found = findings.filter((f) => f.code === code);
  assert.equal(found.length, 1, `expected one ${code}, got: ${JSON.stringify(findings.map((f) => [f.code, f.message.en]), null, 1)}`);
  return found[0]!;
}

/** Asserts the findings' codes (sorted) and nothing else. */
export function assertCodes(findings: readonly Finding[], codes: readonly string[]): void {
  assert.deepEqual(findings.map((f) => f.code).sort(), [...codes].sort(), JSON.stringify(findings.map((f) => [f.code, f.message.en]), null, 1));
}

/** The text a range covers. */
export function textAt(text: string, range: Range): string {
  const lines = new LineIndex(text);
  return text.slice(lines.offsetAt(range.start), lines.offsetAt(range.end));
}
