import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCron } from '../../../server/src/service/profiles/tajo/cronExpression';
import type { Finding } from '../../../server/src/service/model/finding';
import { header, tajoFindings, textAt } from './tajoFixture';

const all = (findings: readonly Finding[], code: string) => findings.filter((f) => f.code === code);

const ACTIONS = ['actions:', '  - id: a', '    type: transform/map'];

describe('tajo: schedules that never fire', () => {
  test('a day that no month of the schedule has is a finding on the day and month', () => {
    const text = header('triggers:', '  - schedule: "0 0 31 2 *"', ...ACTIONS);
    const [f, ...rest] = all(tajoFindings(text), 'cron-invalid');
    assert.equal(rest.length, 0);
    assert.equal(textAt(text, f!.range), '31 2');
    assert.equal(f!.message.en, 'The skill never runs on the schedule "0 0 31 2 *": day 31 of the month never comes in February, which has at most 29 days.');
    assert.match(f!.message.fr, /n’arrive jamais en février/);
  });
  test('several months, names, ranges and steps', () => {
    assert.match(checkCron('0 0 31 APR,JUN,SEP,NOV *')!.message.en, /never comes in those months \(the longest, April, has 30 days\)/);
    assert.match(checkCron('0 0 30-31 2 *')!.message.en, /day 30 of the month never comes in February/);
    assert.ok(checkCron('0 0 31 2/5 *') === undefined, 'February, July and December: December has a 31st');
  });
  test('dates that do occur: February 29th, a weekday alongside, any day', () => {
    for (const expr of ['0 0 29 2 *', '0 0 31 2 1', '0 0 * 2 *', '0 0 31 1-2 *', '0 9 * * *']) assert.equal(checkCron(expr), undefined, expr);
  });
});

describe('tajo: empty enum values', () => {
  test('`status:` and `on_error: ""` are none of their values', () => {
    const text = header('status:', 'triggers:', '  - event: x', 'actions:', '  - id: a', '    type: transform/map', '    on_error: ""');
    const found = all(tajoFindings(text), 'enum-value');
    assert.deepEqual(found.map((f) => f.message.en), [
      'Give `status` one of stable, beta, experimental: it is empty, and Tajo rejects the header.',
      'Give `actions[0].on_error` one of continue, stop: it is empty, and Tajo rejects the header.',
    ]);
    assert.equal(textAt(text, found[0]!.range), 'status');
    assert.equal(textAt(text, found[1]!.range), '""');
  });
  test('an empty category is required-field, not a second finding', () => {
    const text = header('triggers:', '  - event: x', ...ACTIONS).replace('category: analytics', 'category:');
    assert.deepEqual(all(tajoFindings(text), 'enum-value'), []);
    assert.equal(all(tajoFindings(text), 'required-field').length, 1);
  });
});
