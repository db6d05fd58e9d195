import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { triggerSummary } from '../../../server/src/service/profiles/tajo/renderTajoCatalog';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { CUSTOMER_SYNC, minimalSkill, seedExample, SKILLS } from './tajoFixture';

const DIGEST = joinLines(
  '---',
  'name: weekly-digest',
  'version: 0.3.0',
  'description: Send the weekly digest',
  'category: email-marketing',
  'status: beta',
  'featured: true',
  'triggers:',
  '  - schedule: "0 9 * * MON"',
  '    timezone: Europe/Paris',
  '  - webhook: /skills/weekly-digest/trigger',
  '    method: POST',
  '    authentication: api_key',
  'actions:',
  '  - brevo/send-email',
  'permissions: [email:send]',
  'mcp:',
  '  tool_name: tajo/send-digest',
  '  inputSchema:',
  '    type: object',
  '    properties:',
  '      week: { type: integer }',
  '---',
  '',
);

function workspace() {
  return serviceOn({
    [`${SKILLS}/abandoned-cart-recovery.md`]: seedExample(true),
    [`${SKILLS}/customer-sync.md`]: CUSTOMER_SYNC,
    [`${SKILLS}/order-events.md`]: minimalSkill('order-events', ['mcp:', '  tool_name: tajo/order-events']),
    [`${SKILLS}/weekly-digest.md`]: DIGEST,
    [`${SKILLS}/legacy/SKILL.md`]: minimalSkill('legacy'),
  }, { profile: 'tajo' });
}

describe('tajo catalog', () => {
  test('mcp (default target): the tools/list an agent discovers, one tool per line, sorted by name', () => {
    const service = workspace();
    const catalog = service.catalog(service.roots()[0]!.root);
    assert.equal(catalog.target, 'mcp');
    assert.equal(catalog.text, joinLines(
      '[',
      '  {"name":"tajo/order-events","description":"The order-events skill","inputSchema":{"type":"object"}},',
      '  {"name":"tajo/recover-abandoned-cart","description":"Execute abandoned cart recovery sequence for a specific cart","inputSchema":{"type":"object","properties":{"cart_id":{"type":"string","description":"The abandoned cart identifier"},"customer_email":{"type":"string","description":"Customer email address"},"min_cart_value":{"type":"number","description":"Minimum cart value to trigger recovery","default":25}},"required":["cart_id","customer_email"]}},',
      '  {"name":"tajo/send-digest","description":"Send the weekly digest","inputSchema":{"type":"object","properties":{"week":{"type":"integer"}}}}',
      ']',
    ));
    assert.deepEqual(JSON.parse(catalog.text).map((t: { name: string }) => t.name), ['tajo/order-events', 'tajo/recover-abandoned-cart', 'tajo/send-digest']);
    assert.deepEqual(catalog.entries.map((e) => e.name), ['tajo/order-events', 'tajo/recover-abandoned-cart', 'tajo/send-digest']);
    for (const e of catalog.entries) assert.ok(catalog.text.includes(e.line));
    assert.deepEqual(catalog.excluded.map((e) => [e.name, e.reason.en]).sort(), [
      ['customer-sync', 'no `mcp` block: not exposed as a tool'],
      ['legacy', 'not loaded by this format (only flat <name>.md files are skills)'],
    ]);
    assert.equal(catalog.chars, catalog.text.length);
  });

  test('catalog: skills by category in the format’s order, with version, status and triggers', () => {
    const service = workspace();
    const catalog = service.catalog(service.roots()[0]!.root, 'catalog');
    assert.equal(catalog.target, 'catalog');
    assert.equal(catalog.text, joinLines(
      'Tajo skills (4)',
      '',
      'data-sync',
      '- customer-sync 2.1.0 [stable]: Sync customer data to Brevo contacts',
      '  triggers: event customer_created; event customer_updated; event customer_deleted',
      '',
      'email-marketing',
      '- abandoned-cart-recovery 3.0.0 [stable]: Recover abandoned shopping carts with a multi-step email sequence',
      '  triggers: event cart_abandoned (3 conditions, debounce 30m)',
      '  mcp: tajo/recover-abandoned-cart',
      '- weekly-digest 0.3.0 [beta, featured]: Send the weekly digest',
      '  triggers: schedule "0 9 * * MON" (Europe/Paris); webhook POST /skills/weekly-digest/trigger (api_key)',
      '  mcp: tajo/send-digest',
      '',
      'analytics',
      '- order-events 1.0.0 [stable]: The order-events skill',
      '  triggers: event order_created',
      '  mcp: tajo/order-events',
    ));
    assert.deepEqual(catalog.entries.map((e) => e.name), ['customer-sync', 'abandoned-cart-recovery', 'weekly-digest', 'order-events']);
  });

  test('an empty workspace lists no tools', () => {
    const service = serviceOn({ [`${SKILLS}/a.md`]: CUSTOMER_SYNC }, { profile: 'tajo' });
    assert.equal(service.catalog(service.roots()[0]!.root, 'mcp').text, '[]');
  });

  test('trigger summaries', () => {
    assert.equal(triggerSummary({ schedule: 'every_day' }), 'schedule every_day');
    assert.equal(triggerSummary({ event: 'e', conditions: [{ a: 1 }] }), 'event e (1 condition)');
    assert.equal(triggerSummary('oops'), 'oops');
  });
});

describe('tajo: related-skill-unknown', () => {
  test('a name no skill of the workspace has, with the nearest name as fix; updated when the skill appears', () => {
    const text = joinLines('---', 'name: subject', 'version: 1.0.0', 'description: d', 'category: analytics', 'triggers:', '  - event: e', 'actions:', '  - transform/map', 'relatedSkills:', '  - customer-synk', '  - order-events', '---', '');
    const service = serviceOn({ [`${SKILLS}/subject.md`]: text, [`${SKILLS}/customer-sync.md`]: CUSTOMER_SYNC }, { profile: 'tajo' });
    const found = service.findings(`${SKILLS}/subject.md`).filter((f) => f.code === 'related-skill-unknown');
    assert.deepEqual(found.map((f) => f.range.start.line), [10, 11]);
    assert.deepEqual(found[0]!.data, { fix: 'replace-value', range: found[0]!.range, newText: 'customer-sync' });
    assert.equal(found[0]!.severity, 'warning');
    service.fs.writeFile(`${SKILLS}/order-events.md`, minimalSkill('order-events'));
    service.fileChanged(`${SKILLS}/order-events.md`);
    assert.deepEqual(service.findings(`${SKILLS}/subject.md`).filter((f) => f.code === 'related-skill-unknown').map((f) => f.range.start.line), [10]);
  });
});
