import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { differingPlaces, replaced } from '../../../server/src/service/model/listDelta';
import { seededRandom } from '../helpers/seededRandom';

/** What `differingPlaces` must give: every place compared. */
function scan<T>(before: readonly T[], after: readonly T[]): number[] | undefined {
  if (before.length !== after.length) return undefined;
  return before.flatMap((v, i) => (v === after[i] ? [] : [i]));
}

/** A list whose reads of places are counted (to see that notes, not a walk, answered). */
function counted<T>(items: T[]): { readonly list: T[]; reads(): number } {
  let reads = 0;
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => reads };
}

describe('listDelta', () => {
  test('random lists made from one another: the places that differ, as a walk of every place finds them', () => {
    const random = seededRandom(7);
    const objects = Array.from({ length: 12 }, (_, i) => ({ i }));
    const pick = () => objects[Math.floor(random() * objects.length)]!;
    const lists: (readonly { i: number }[])[] = [Array.from({ length: 40 }, pick), Array.from({ length: 40 }, pick), Array.from({ length: 25 }, pick)];
    for (let round = 0; round < 600; round++) {
      const base = lists[Math.floor(random() * lists.length)]!;
      const values = new Map<number, { i: number }>();
      const count = Math.floor(random() * 4);
      // Some places get back the item they held: they do not differ.
      for (let k = 0; k < count; k++) {
        const at = Math.floor(random() * base.length);
        values.set(at, random() < 0.3 ? base[at]! : pick());
      }
      const made = replaced(base, values);
      if (values.size === 0) assert.equal(made, base, 'nothing replaced: the same list');
      lists.push(made);
      for (let k = 0; k < 5; k++) {
        const a = lists[Math.floor(random() * lists.length)]!;
        const b = lists[Math.floor(random() * lists.length)]!;
        assert.deepEqual(differingPlaces(a, b), scan(a, b), `round ${round}`);
        assert.deepEqual(differingPlaces(b, a), scan(b, a), `round ${round}, the other way`);
      }
    }
  });

  test('a list a few steps from another is compared at the places replaced on the way, not at every place', () => {
    const { list: base, reads } = counted(Array.from({ length: 1000 }, (_, i) => ({ i })));
    let list: readonly { i: number }[] = base;
    for (let step = 0; step < 5; step++) list = replaced(list, new Map([[step * 10, { i: -step }]]));
    const before = reads();
    assert.deepEqual(differingPlaces(base, list), [0, 10, 20, 30, 40]);
    assert.ok(reads() - before <= 5, `${reads() - before} places read`);
    // Too many steps back: every place is compared (and the answer is the same).
    for (let step = 5; step < 12; step++) list = replaced(list, new Map([[step * 10, { i: -step }]]));
    const far = reads();
    assert.deepEqual(differingPlaces(base, list), Array.from({ length: 12 }, (_, step) => step * 10));
    assert.ok(reads() - far >= 1000, 'walked');
  });

  test('lists of another length: undefined; the same list: nothing', () => {
    const a = [{ i: 1 }, { i: 2 }];
    assert.equal(differingPlaces(a, [a[0]!]), undefined);
    assert.deepEqual(differingPlaces(a, a), []);
  });
});
