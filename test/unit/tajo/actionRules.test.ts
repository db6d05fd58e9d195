import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddPermissionFix, ReplaceValueFix } from '../../../server/src/service/profiles/tajo/fixData';
import { LineIndex } from '../../../server/src/service/text/lineIndex';
import { header, only, rangeOfText, tajoFindings, textAt } from './tajoFixture';

const TRIGGERS = ['triggers:', '  - event: e'];

/** Applies one add-permission edit. */
function applyFix(text: string, data: AddPermissionFix): string {
  const lines = new LineIndex(text);
  return text.slice(0, lines.offsetAt(data.range.start)) + data.newText + text.slice(lines.offsetAt(data.range.end));
}

describe('tajo: action-type-unknown', () => {
  test('unknown types in a mapping and as a bare name, a missing type; near misses get a fix', () => {
    const text = header(
      ...TRIGGERS,
      'actions:',
      '  - id: a',
      '    type: brevo/send_email',
      '  - send-sms',
      '  - id: c',
      '    parameters: {}',
      '  - id: d',
      '    type: slack/post-message',
      'permissions: [email:send, sms:send]',
    );
    const found = tajoFindings(text).filter((f) => f.code === 'action-type-unknown');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['brevo/send_email', 'send-sms', 'id', 'slack/post-message']);
    assert.equal((found[0]!.data as ReplaceValueFix).newText, 'brevo/send-email');
    assert.equal((found[1]!.data as ReplaceValueFix).newText, 'brevo/send-sms');
    assert.match(found[2]!.message.en, /^Give action 3 \(`c`\) a `type`: without one, the runtime does not know what to run\.$/);
    assert.equal(found[3]!.data, undefined);
  });
});

describe('tajo: action-id-duplicate and action-ref-unknown', () => {
  test('the second id is reported; then/else naming no id are reported, stop is allowed', () => {
    const text = header(
      ...TRIGGERS,
      'actions:',
      '  - id: wait',
      '    type: control/delay',
      '    parameters:',
      '      duration: 1h',
      '  - id: branch',
      '    type: control/condition',
      '    parameters:',
      '      condition: "{{ cart.converted }} = false"',
      '      then: wiat',
      '      else: stop',
      '  - id: wait',
      '    type: control/condition',
      '    parameters:',
      '      condition: "{{ x }} = 1"',
      '      then: branch',
      '      else: nowhere',
    );
    const findings = tajoFindings(text);
    const dup = only(findings, 'action-id-duplicate');
    assert.deepEqual(dup.range, rangeOfText(text, 'wait', 1));
    assert.equal(dup.range.start.line, 18);
    assert.match(dup.message.en, /^Give action 3 an id of its own: it reuses `wait` of action 1/);
    const refs = findings.filter((f) => f.code === 'action-ref-unknown');
    assert.deepEqual(refs.map((f) => textAt(text, f.range)), ['wiat', 'nowhere']);
    assert.deepEqual(refs[0]!.range, { start: { line: 16, character: 12 }, end: { line: 16, character: 16 } });
    assert.equal((refs[0]!.data as ReplaceValueFix).newText, 'wait');
  });
});

describe('tajo: permission-unknown and permission-missing', () => {
  test('an unknown scope is a warning with the likely scope as fix; whatsapp:send is not a listed scope', () => {
    const text = header(...TRIGGERS, 'actions:', '  - transform/map', 'permissions:', '  - contact:write', '  - whatsapp:send');
    const found = tajoFindings(text).filter((f) => f.code === 'permission-unknown');
    assert.deepEqual(found.map((f) => [textAt(text, f.range), f.severity]), [['contact:write', 'warning'], ['whatsapp:send', 'warning']]);
    assert.equal((found[0]!.data as ReplaceValueFix).newText, 'contacts:write');
  });

  test('missing scopes are reported on each action’s type; the edit extends a block list', () => {
    const text = header(
      ...TRIGGERS,
      'actions:',
      '  - id: mail',
      '    type: brevo/send-email',
      '  - brevo/add-to-list',
      '  - brevo/send-whatsapp',
      'permissions:',
      '  - email:send  # transactional',
    );
    const f = only(tajoFindings(text), 'permission-missing');
    assert.deepEqual(f.range, rangeOfText(text, 'brevo/add-to-list'));
    assert.match(f.message.en, /^Add `lists:write` to `permissions`: `brevo\/add-to-list` needs it/);
    const data = f.data as AddPermissionFix;
    assert.equal(data.scope, 'lists:write');
    assert.match(applyFix(text, data), /permissions:\n {2}- email:send {2}# transactional\n {2}- lists:write\n---/);
  });

  test('the edit extends a flow list, fills an empty key, or creates the key', () => {
    const cases: [string[], RegExp][] = [
      [['permissions: [contacts:read]'], /permissions: \[contacts:read, events:write\]/],
      [['permissions: []'], /permissions: \[events:write\]/],
      [['permissions:'], /permissions:\n {2}- events:write\n---/],
      [[], /permissions:\n {2}- events:write\n---/],
    ];
    for (const [lines, expected] of cases) {
      const text = header(...TRIGGERS, 'actions:', '  - brevo/track-event', ...lines);
      const f = only(tajoFindings(text), 'permission-missing');
      assert.match(applyFix(text, f.data as AddPermissionFix), expected);
    }
  });

  test('the inserted lines use the file\'s line breaks (CR-only too)', () => {
    const text = header(...TRIGGERS, 'actions:', '  - brevo/track-event', 'permissions:', '  - contacts:read').replace(/\n/g, '\r');
    const f = only(tajoFindings(text), 'permission-missing');
    assert.match(applyFix(text, f.data as AddPermissionFix), /permissions:\r {2}- contacts:read\r {2}- events:write\r---/);
  });
});

describe('tajo: endpoint-format', () => {
  test('entries that are not METHOD /path, with a normalizing fix when possible', () => {
    const text = header(...TRIGGERS, 'actions:', '  - transform/map', 'brevoEndpoints:', '  - post  /v3/contacts', '  - /v3/contacts', '  - GET /v3/contacts/{identifier}');
    const found = tajoFindings(text).filter((f) => f.code === 'endpoint-format');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['post  /v3/contacts', '/v3/contacts']);
    assert.equal((found[0]!.data as ReplaceValueFix).newText, 'POST /v3/contacts');
    assert.equal(found[0]!.severity, 'warning');
  });
});
