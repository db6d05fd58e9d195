import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findKeySchema, type KeySchema } from '../../../server/src/service/schema/headerSchema';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import { getProfile } from '../../../server/src/service/profiles/registry';
import { TAJO_SCHEMA } from '../../../server/src/service/profiles/tajo/tajoSchema';
import { ownCodes } from '../../../server/src/service/rules/profileRules';
import { TAJO_COMPLETION_DATA } from '../../../server/src/service/profiles/tajo/tajoCompletionData';
import { TAJO_ACTION_TYPES, TAJO_FILTERS, TAJO_OPERATORS } from '../../../server/src/service/profiles/tajo/tajoVocabulary';
import { joinLines } from '../helpers/serviceFixture';
import { assertCodes, seedExample, tajoFindings } from './tajoFixture';

/** The codes of issue 4, in its order: a contract. */
const CONTRACT = [
  'required-field', 'name-kebab', 'version-semver', 'description-length', 'enum-value', 'type-mismatch', 'trigger-kind',
  'cron-invalid', 'timezone-invalid', 'duration-invalid', 'condition-operator', 'action-type-unknown', 'action-id-duplicate',
  'action-ref-unknown', 'template-unclosed', 'template-unquoted', 'filter-unknown', 'permission-unknown', 'permission-missing',
  'endpoint-format', 'related-skill-unknown', 'mcp-tool-name', 'mcp-input-schema', 'mcp-required-unknown',
  'mcp-description-missing', 'mcp-brevo-server', 'mcp-tool-duplicate', 'trigger-key-misplaced', 'delay-duration-missing', 'filter-argument',
  'agent-tool-unknown', 'agent-tool-no-mcp',
];

/** Resolves an LSP snippet to its default text (first choices, default values, mirrors). */
function expandSnippet(body: string, fileBase: string): string {
  const values = new Map<string, string>();
  let text = body.replace(/\$\{TM_FILENAME_BASE\}/g, fileBase);
  text = text.replace(/\$\{(\d+)\|([^|]*)\|\}/g, (_m, n: string, choices: string) => {
    values.set(n, choices.split(',')[0]!);
    return choices.split(',')[0]!;
  });
  text = text.replace(/\$\{(\d+):([^{}]*)\}/g, (_m, n: string, value: string) => {
    values.set(n, value);
    return value;
  });
  return text.replace(/\$\{(\d+)\}/g, (_m, n: string) => values.get(n) ?? '').replace(/\$0/g, '');
}

function allKeys(keys: readonly KeySchema[]): KeySchema[] {
  return keys.flatMap((k) => [k, ...allKeys(k.children ?? [])]);
}

describe('tajo profile metadata', () => {
  test('the rule codes are exactly the contract, each documented in English and French', () => {
    const codes = ownCodes(getProfile('tajo'));
    assert.deepEqual(codes.map((r) => r.code).sort(), [...CONTRACT].sort());
    for (const r of codes) assert.ok(r.doc.en && r.doc.fr, r.code);
    assert.deepEqual(getProfile('tajo').layouts, { flat: true, folder: false });
    assert.deepEqual(getProfile('tajo').catalogTargets.map((t) => t.id), ['mcp', 'catalog']);
  });

  test('the schema has every nested level, with docs in both languages and documented enums', () => {
    for (const path of [['triggers', 'conditions'], ['triggers', 'timezone'], ['triggers', 'authentication'], ['actions', 'parameters', 'then'], ['actions', 'retry', 'backoff'], ['actions', 'on_error'], ['mcp', 'inputSchema', 'required'], ['mcp', 'brevo_servers'], ['triggers', 'conditions', 'cart_value']]) {
      assert.ok(findKeySchema(TAJO_SCHEMA, path), path.join('.'));
    }
    for (const k of allKeys(TAJO_SCHEMA.keys)) {
      assert.ok(k.doc.en && k.doc.fr, k.key);
      for (const e of k.enum ?? []) assert.ok(e.doc.en && e.doc.fr, `${k.key}=${e.value}`);
    }
    assert.deepEqual(TAJO_SCHEMA.keys.filter((k) => k.required).map((k) => k.key), ['name', 'version', 'description', 'category', 'triggers', 'actions']);
    assert.equal(findKeySchema(TAJO_SCHEMA, ['status'])!.default, 'stable');
    assert.equal(findKeySchema(TAJO_SCHEMA, ['actions', 'type'])!.enum!.length, 13);
    assert.ok(findKeySchema(TAJO_SCHEMA, ['relatedSkills'])!.skillReference);
    assert.ok(findKeySchema(TAJO_SCHEMA, ['triggers', 'timezone'])!.timeZone);
  });

  test('completion data: 13 action types with scopes, 12 filters, operators, ids and implied scopes of a document', () => {
    assert.equal(TAJO_ACTION_TYPES.length, 13);
    assert.equal(TAJO_FILTERS.length, 12);
    assert.deepEqual(TAJO_OPERATORS.map((o) => o.operator), ['=', '!=', '>', '>=', '<', '<=', 'contains', 'starts_with', 'in', 'exists']);
    assert.equal(TAJO_ACTION_TYPES.find((a) => a.type === 'brevo/remove-from-list')!.scope, 'lists:write');
    assert.equal(TAJO_ACTION_TYPES.find((a) => a.type === 'brevo/send-whatsapp')!.scope, undefined);
    const parsed = parseSkill(seedExample(true));
    assert.deepEqual(TAJO_COMPLETION_DATA.actionIds(parsed), ['wait_1h', 'check_purchase', 'send_first_email', 'wait_24h', 'check_purchase_2', 'send_second_email']);
    assert.deepEqual(TAJO_COMPLETION_DATA.impliedPermissions(parsed), ['email:send']);
    const zones = TAJO_COMPLETION_DATA.timeZones();
    assert.ok(zones.includes('America/New_York') && zones.includes('UTC'));
  });
});

describe('tajo snippets', () => {
  const snippets = TAJO_SCHEMA.snippets ?? [];

  test('a new skill, three triggers, every action type and an mcp block', () => {
    const labels = snippets.map((s) => s.label);
    for (const l of ['tajo skill', 'event trigger', 'schedule trigger', 'webhook trigger', 'mcp block', ...TAJO_ACTION_TYPES.map((a) => `action ${a.type}`)]) assert.ok(labels.includes(l), l);
    for (const s of snippets) assert.ok(s.doc.en && s.doc.fr, s.label);
  });

  test('the new-skill snippet, with its defaults, is a skill without findings', () => {
    const body = expandSnippet(snippets.find((s) => s.label === 'tajo skill')!.body, 'subject');
    assertCodes(tajoFindings(body), []);
  });

  test('each trigger, action and mcp snippet, inserted with its defaults, adds no finding', () => {
    for (const s of snippets.filter((x) => x.context !== 'document')) {
      const item = expandSnippet(s.body, 'subject').replace(/\n+$/, '');
      const indented = (prefix: string) => item.split('\n').map((l) => prefix + l).join('\n');
      const text = joinLines(
        '---', 'name: subject', 'version: 1.0.0', 'description: d', 'category: analytics',
        'triggers:', s.parentKey === 'triggers' ? indented('  ') : '  - event: e',
        'actions:', '  - id: next_action', '    type: transform/map', ...(s.parentKey === 'actions' ? [indented('  ')] : []),
        'permissions: [contacts:read, contacts:write, email:send, sms:send, lists:write, events:write]',
        ...(s.context === 'header' ? [item] : []),
        '---', '',
      );
      assertCodes(tajoFindings(text), []);
    }
  });
});
