import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddKeyFix, ReplaceValueFix } from '../../../server/src/service/profiles/tajo/fixData';
import { joinLines } from '../helpers/serviceFixture';
import { assertCodes, header, only, rangeOfText, tajoFindings, textAt } from './tajoFixture';

const BODY = ['triggers:', '  - event: order_created', 'actions:', '  - transform/map'];

describe('tajo: required-field', () => {
  test('each missing key is reported on the header’s first line, naming the key, with an insertion before the closing ---', () => {
    const text = joinLines('---', 'name: subject', 'description: d', 'category: analytics', ...BODY, '---', '');
    const f = only(tajoFindings(text), 'required-field');
    assert.deepEqual(f.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
    assert.match(f.message.en, /^Add `version`: Tajo requires/);
    assert.match(f.message.fr, /^Ajoutez `version` : Tajo exige/);
    const data = f.data as AddKeyFix;
    assert.equal(data.fix, 'add-key');
    assert.equal(data.key, 'version');
    const close = rangeOfText(text, '---', 1).start;
    assert.deepEqual(data.range, { start: close, end: close });
    assert.equal(close.line, 8);
    assert.equal(data.newText, 'version: 1.0.0\n');
  });

  test('the inserted lines use the file\'s line breaks (CR-only too)', () => {
    const text = joinLines('---', 'name: subject', 'description: d', 'category: analytics', 'version: 1.0.0', 'actions:', '  - transform/map', '---', '').replace(/\n/g, '\r');
    const data = only(tajoFindings(text), 'required-field').data as AddKeyFix;
    assert.equal(data.newText, 'triggers:\r  - event: \r');
  });

  test('all six are reported when the header has none of them', () => {
    const findings = tajoFindings(joinLines('---', 'status: beta', '---', ''));
    const keys = findings.filter((f) => f.code === 'required-field').map((f) => /`(\w+)`/.exec(f.message.en)![1]);
    assert.deepEqual(keys, ['name', 'version', 'description', 'category', 'triggers', 'actions']);
  });

  test('an empty value or an empty list is reported on its key', () => {
    const text = joinLines('---', 'name: subject', 'version: 1.0.0', 'description:', 'category: analytics', 'triggers: []', 'actions:', '  - transform/map', '---', '');
    const found = tajoFindings(text).filter((f) => f.code === 'required-field');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['description', 'triggers']);
    assert.match(found[1]!.message.en, /never runs/);
  });

  test('a file without a header gets one finding, naming every key, on its first line', () => {
    const findings = tajoFindings('# Just a title\n');
    const required = findings.filter((f) => f.code === 'required-field');
    assert.equal(required.length, 1, 'one cause, one finding');
    assert.equal(required[0]!.message.en, 'Add a header with name, version, description, category, triggers, actions: without it, Tajo does not load this file as a skill.');
    assert.deepEqual(findings[0]!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 14 } });
  });
});

describe('tajo: name-kebab, version-semver, description-length', () => {
  test('name-kebab on the value, with the kebab form as fix', () => {
    const text = joinLines('---', 'name: Abandoned Cart_Recovery', 'version: 1.0.0', 'description: d', 'category: analytics', ...BODY, '---', '');
    const f = only(tajoFindings(text), 'name-kebab');
    assert.deepEqual(f.range, rangeOfText(text, 'Abandoned Cart_Recovery'));
    assert.deepEqual((f.data as ReplaceValueFix).newText, 'abandoned-cart-recovery');
  });

  test('version-semver for `1.0` (a YAML number), `v2.1.0`, `2.1.0.4`; silent for pre-releases', () => {
    for (const [v, fix] of [['1.0', '1.0.0'], ['v2.1.0', '2.1.0'], ['2.1.0.4', undefined]] as const) {
      const text = joinLines('---', 'name: subject', `version: ${v}`, 'description: d', 'category: analytics', ...BODY, '---', '');
      const f = only(tajoFindings(text), 'version-semver');
      assert.deepEqual(f.range, rangeOfText(text, v));
      assert.equal((f.data as ReplaceValueFix | undefined)?.newText, fix);
      if (v === '1.0') assert.match(f.message.en, /YAML reads it as the number 1/);
    }
    assertCodes(tajoFindings(joinLines('---', 'name: subject', 'version: 3.0.0-beta.1+build.5', 'description: d', 'category: analytics', ...BODY, '---', '')), []);
  });

  test('description-length above 160 characters, silent at exactly 160', () => {
    const at = (n: number) => joinLines('---', 'name: subject', 'version: 1.0.0', `description: ${'x'.repeat(n)}`, 'category: analytics', ...BODY, '---', '');
    assertCodes(tajoFindings(at(160)), []);
    const text = at(161);
    const f = only(tajoFindings(text), 'description-length');
    assert.deepEqual(f.range, rangeOfText(text, 'x'.repeat(161)));
    assert.match(f.message.en, /^Shorten the description by 1 character: it has 161 and Tajo allows 160/);
  });
});

describe('tajo: enum-value', () => {
  test('category and status list the allowed values; a case variant gets a fix', () => {
    const text = header('status: Beta', ...BODY).replace('category: analytics', 'category: newsletter');
    const findings = tajoFindings(text).filter((f) => f.code === 'enum-value');
    assert.deepEqual(findings.map((f) => textAt(text, f.range)), ['newsletter', 'Beta']);
    assert.match(findings[0]!.message.en, /data-sync, email-marketing, sms-whatsapp, loyalty, analytics, integrations/);
    assert.equal(findings[0]!.severity, 'error');
    assert.equal(findings[0]!.data, undefined);
    assert.deepEqual(findings[1]!.data, { fix: 'replace-value', range: findings[1]!.range, newText: 'beta' });
  });

  test('on_error and retry.backoff deep in an action; webhook method and authentication (guessed enums are warnings)', () => {
    const text = header(
      'triggers:',
      '  - webhook: /skills/subject/trigger',
      '    method: post',
      '    authentication: oauth',
      'actions:',
      '  - id: a',
      '    type: transform/map',
      '    retry:',
      '      attempts: 3',
      '      backoff: exponentiel',
      '    on_error: ignore',
    );
    const findings = tajoFindings(text).filter((f) => f.code === 'enum-value');
    assert.deepEqual(findings.map((f) => [textAt(text, f.range), f.severity]), [['post', 'warning'], ['oauth', 'warning'], ['exponentiel', 'warning'], ['ignore', 'error']]);
    assert.deepEqual(findings[3]!.range, { start: { line: 15, character: 14 }, end: { line: 15, character: 20 } });
    assert.match(findings[3]!.message.en, /actions\[0\]\.on_error.*continue, stop/);
    assert.equal((findings[0]!.data as ReplaceValueFix).newText, 'POST');
    assert.equal((findings[2]!.data as ReplaceValueFix).newText, 'exponential');
  });
});

describe('tajo: type-mismatch', () => {
  test('featured: "yes" is text, with a fix to true', () => {
    const text = header('featured: "yes"', ...BODY);
    const f = only(tajoFindings(text), 'type-mismatch');
    assert.deepEqual(f.range, rangeOfText(text, '"yes"'));
    assert.match(f.message.en, /^Give `featured` a boolean \(true or false\) as its value, not the string \"yes\"/);
    assert.deepEqual(f.data, { fix: 'replace-value', range: f.range, newText: 'true' });
  });

  test('triggers not a list, retry.attempts as text, a list item that is a mapping', () => {
    const text = header(
      'triggers:',
      '  event: order_created',
      'actions:',
      '  - id: a',
      '    type: transform/map',
      '    retry:',
      '      attempts: "3"',
      'permissions:',
      '  - { scope: contacts:read }',
    );
    const findings = tajoFindings(text).filter((f) => f.code === 'type-mismatch');
    assert.deepEqual(findings.map((f) => textAt(text, f.range)), ['event: order_created', '"3"', '{ scope: contacts:read }']);
    assert.match(findings[0]!.message.en, /^Give `triggers` a list as its value, not a mapping/);
    assert.match(findings[1]!.message.en, /^Give `actions\[0\]\.retry\.attempts` a number as its value/);
  });

  test('a condition with two keys is a type-mismatch on the condition', () => {
    const text = header('triggers:', '  - event: e', '    conditions:', '      - a: 1', '        b: 2', 'actions:', '  - transform/map');
    const f = only(tajoFindings(text), 'type-mismatch');
    assert.equal(textAt(text, f.range), 'a: 1\n        b: 2');
  });
});
