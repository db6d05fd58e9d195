import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SkillView } from '../../../server/src/service/profiles/profile';
import { listChange } from '../../../server/src/service/rules/peerIndex';

const views = (...names: string[]) => names.map((name) => ({ name }) as unknown as SkillView);
const names = (vs: readonly SkillView[]) => vs.map((v) => (v as unknown as { name: string }).name).sort();

test('a peer index sees what a list change added and removed, whether the list kept its length or not', () => {
  const [a, b, c, d, e] = views('a', 'b', 'c', 'd', 'e');
  const cases: [SkillView[], SkillView[], string[], string[]][] = [
    [[a!, b!, c!], [a!, b!, c!], [], []],
    // One view replaced where it stood (a header edit).
    [[a!, b!, c!], [a!, d!, c!], ['b'], ['d']],
    // Views that only moved are neither.
    [[a!, b!, c!], [c!, a!, b!], [], []],
    [[a!, b!, c!], [b!, a!, d!], ['c'], ['d']],
    // Other lengths: a skill added, one removed, both.
    [[a!, b!], [a!, b!, c!], [], ['c']],
    [[a!, b!, c!], [a!, c!], ['b'], []],
    [[a!, b!, c!], [e!, c!], ['a', 'b'], ['e']],
  ];
  for (const [before, after, gone, added] of cases) {
    const change = listChange(before, after);
    assert.deepEqual([names(change.gone), names(change.added)], [gone, added], `${names(before)} → ${names(after)}`);
  }
});
