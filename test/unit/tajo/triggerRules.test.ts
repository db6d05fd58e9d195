import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCron } from '../../../server/src/service/profiles/tajo/cronExpression';
import { parseCondition } from '../../../server/src/service/profiles/tajo/conditionOperator';
import { checkTimeZone } from '../../../server/src/service/profiles/tajo/timeZones';
import type { ReplaceValueFix } from '../../../server/src/service/profiles/tajo/fixData';
import { assertCodes, header, only, rangeOfText, tajoFindings, textAt } from './tajoFixture';

const ACTIONS = ['actions:', '  - transform/map'];
const withTriggers = (...lines: string[]) => header('triggers:', ...lines, ...ACTIONS);

describe('tajo: trigger-kind', () => {
  test('no kind (on the first key), two kinds (on the second), a bare string, an empty event', () => {
    const text = withTriggers(
      '  - cron: "0 9 * * *"',
      '  - event: order_created',
      '    schedule: every_day',
      '  - order_created',
      '  - event:',
    );
    const found = tajoFindings(text).filter((f) => f.code === 'trigger-kind');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['cron', 'schedule', 'order_created', 'event']);
    assert.deepEqual(found[1]!.range, { start: { line: 8, character: 4 }, end: { line: 8, character: 12 } });
    assert.match(found[1]!.message.en, /^Put `[^`]+` in its own list item: trigger \d+ is already an `event` trigger/);
    assert.match(found[3]!.message.en, /^Fill in `event`: it is empty/);
  });

  test('the three kinds of the seed are silent', () => {
    const text = withTriggers(
      '  - event: cart_abandoned',
      '    conditions:',
      '      - cart_value: "> 50"',
      '      - items_count: ">= 1"',
      '      - time_since_activity: "> 30m"',
      '    debounce: 5m',
      '  - schedule: "0 9 * * *"',
      '    timezone: "America/New_York"',
      '  - schedule: every_hour',
      '  - schedule: every_day',
      '  - webhook: /skills/customer-sync/trigger',
      '    method: POST',
      '    authentication: api_key',
    );
    assertCodes(tajoFindings(text), []);
  });
});

describe('tajo: cron-invalid', () => {
  test('the faulty field is the range, even deep in a quoted value', () => {
    const text = withTriggers('  - schedule: "0 24 * * *"');
    const f = only(tajoFindings(text), 'cron-invalid');
    assert.deepEqual(f.range, rangeOfText(text, '24'));
    assert.match(f.message.en, /hour `24` is out of range: 0–23/);
    assert.match(f.message.fr, /heure `24` est hors limites/);
  });

  test('wrong field count covers the whole expression, an unknown named schedule the whole value', () => {
    const text = withTriggers('  - schedule: "0 0 9 * * *"', '  - schedule: every_week');
    const found = tajoFindings(text).filter((f) => f.code === 'cron-invalid');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['0 0 9 * * *', 'every_week']);
    assert.match(found[0]!.message.en, /seconds are not supported/);
    assert.match(found[1]!.message.en, /^Use every_hour, every_day or a cron expression such as \"0 9 \* \* \*\": `every_week` is not a named schedule/);
  });

  test('checkCron: fields, names, lists, ranges, steps', () => {
    for (const ok of ['* * * * *', '*/15 0-23/2 1,15 JAN-DEC sun-sat', '0 9 * * 1-5', '5/10 * * * *', '0 0 31 12 7', '0 9 * * MON,WED,FRI']) {
      assert.equal(checkCron(ok), undefined, ok);
    }
    const cases: [string, string][] = [
      ['60 * * * *', '60'], ['* * 0 * *', '0'], ['* * * 13 *', '13'], ['* * * * 8', '8'], ['* * * * FOO', 'FOO'],
      ['*/0 * * * *', '*/0'], ['5-1 * * * *', '5-1'], ['1,,2 * * * *', ''], ['* * * *', '* * * *'],
    ];
    for (const [expr, bad] of cases) {
      const p = checkCron(expr);
      assert.ok(p, expr);
      assert.equal(expr.slice(p.start, p.end), bad, expr);
    }
  });
});

describe('tajo: timezone-invalid', () => {
  test('an unknown zone, an offset, and a case variant (with its exact spelling as fix)', () => {
    const text = withTriggers('  - schedule: every_day', '    timezone: Europe/Pariss', '  - schedule: every_day', '    timezone: "+01:00"', '  - schedule: every_day', '    timezone: america/new_york');
    const found = tajoFindings(text).filter((f) => f.code === 'timezone-invalid');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['Europe/Pariss', '"+01:00"', 'america/new_york']);
    assert.equal((found[2]!.data as ReplaceValueFix).newText, 'America/New_York');
    assert.equal(found[0]!.data, undefined);
  });

  test('checkTimeZone accepts IANA names and links, UTC and Etc zones', () => {
    for (const z of ['UTC', 'Etc/UTC', 'Etc/GMT+5', 'America/New_York', 'US/Eastern', 'Europe/Paris', 'Asia/Kolkata']) assert.deepEqual(checkTimeZone(z), { ok: true }, z);
    assert.equal(checkTimeZone('Mars/Olympus').ok, false);
    assert.equal(checkTimeZone('utc').ok, false);
  });
});

describe('tajo: duration-invalid', () => {
  test('debounce in a trigger and duration of a control/delay, with a fix when obvious', () => {
    const text = header(
      'triggers:',
      '  - event: e',
      '    debounce: 30 minutes',
      'actions:',
      '  - id: wait',
      '    type: control/delay',
      '    parameters:',
      '      duration: 1h30m',
    );
    const found = tajoFindings(text).filter((f) => f.code === 'duration-invalid');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['30 minutes', '1h30m']);
    assert.deepEqual(found[1]!.range, { start: { line: 12, character: 16 }, end: { line: 12, character: 21 } });
    assert.equal((found[0]!.data as ReplaceValueFix).newText, '30m');
    assert.equal(found[1]!.data, undefined);
  });
});

describe('tajo: condition-operator', () => {
  test('unknown operators are reported on the operator only, with the likely one as fix', () => {
    const text = withTriggers(
      '  - event: e',
      '    conditions:',
      '      - cart_value: "=> 25"',
      '      - name: "ends_with son"',
      '      - status: active',
      '      - email: "contains @gmail.com"',
      '      - country: "in US,CA,UK"',
      '      - total: ">"',
      '      - customer_email: "exists"',
      '      - count: 3',
    );
    const found = tajoFindings(text).filter((f) => f.code === 'condition-operator');
    assert.deepEqual(found.map((f) => textAt(text, f.range)), ['=>', 'ends_with', '>']);
    assert.deepEqual(found[0]!.range, { start: { line: 8, character: 21 }, end: { line: 8, character: 23 } });
    assert.equal((found[0]!.data as ReplaceValueFix).newText, '>=');
    assert.match(found[2]!.message.en, /^Give `>` a value to compare `total` with: without one/);
  });

  test('parseCondition: a bare value means `=`', () => {
    assert.deepEqual(parseCondition('active'), { operator: '=', implicit: true, start: 0, operand: 'active', known: true });
    assert.equal(parseCondition('in_stock').implicit, true);
    assert.equal(parseCondition('!= deleted').operator, '!=');
    assert.equal(parseCondition('starts_with Dr.').known, true);
    assert.equal(parseCondition('not_in a,b').known, false);
  });
});
