import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { oneRunAtATime } from '../../../client/src/util/oneRunAtATime';

/** A run that waits until `answer` is called, as a command waits on its questions. */
function askingRun() {
  const answers: ((value: string) => void)[] = [];
  let runs = 0;
  const run = (label: string) => {
    runs++;
    return new Promise<string>((resolve) => answers.push((value) => resolve(`${label}:${value}`)));
  };
  return { run, answers, runs: () => runs };
}

test('a second run with the same arguments while the first is asking does nothing', async () => {
  const asking = askingRun();
  const guarded = oneRunAtATime(asking.run);
  const first = guarded('a');
  assert.equal(await guarded('a'), undefined);
  assert.equal(asking.runs(), 1);
  asking.answers[0]!('done');
  assert.equal(await first, 'a:done');
});

test('other arguments run at once, and the same ones run again once the first has ended (even by throwing)', async () => {
  const asking = askingRun();
  const guarded = oneRunAtATime(asking.run);
  const first = guarded('a');
  const other = guarded('b');
  assert.equal(asking.runs(), 2);
  asking.answers[0]!('x');
  asking.answers[1]!('y');
  assert.deepEqual(await Promise.all([first, other]), ['a:x', 'b:y']);
  const again = guarded('a');
  assert.equal(asking.runs(), 3);
  asking.answers[2]!('z');
  assert.equal(await again, 'a:z');

  const failing = oneRunAtATime(async () => {
    throw new Error('boom');
  });
  await assert.rejects(failing(), /boom/);
  await assert.rejects(failing(), /boom/, 'a failed run does not block the next');
});

test('arguments that cannot be compared are never guarded', async () => {
  const asking = askingRun();
  const guarded = oneRunAtATime((node: object) => asking.run(String(Object.keys(node).length)));
  const circular: Record<string, unknown> = {};
  circular['self'] = circular;
  void guarded(circular);
  void guarded(circular);
  assert.equal(asking.runs(), 2);
});
