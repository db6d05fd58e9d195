import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import assert from 'node:assert/strict';
import type { SkillView } from '../../../server/src/service/profiles/profile';
import { DEFAULT_CONFIG } from '../../../server/src/service/config/serviceConfig';
import { replaced } from '../../../server/src/service/model/listDelta';
import { listChange, PeerIndex } from '../../../server/src/service/rules/peerIndex';
import { seededRandom } from '../helpers/seededRandom';

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

test("a peer index puts skills in its list's order through edits that replace, move, add and remove skills", () => {
  const next = seededRandom(11);
  let made = 0;
  const view = () => { const name = `v${made++}`; return { name, record: { path: `/ws/skills/${name}/SKILL.md` } } as unknown as SkillView; };
  const index = new PeerIndex(DEFAULT_CONFIG);
  // Every skill under one key: each is the others' peer.
  const keysOf = () => ['k'];
  let list: readonly SkillView[] = Array.from({ length: 40 }, view);
  let patched = 0;
  for (let step = 0; step < 400; step++) {
    const kind = next();
    if (kind < 0.6) {
      // A header edit: a few views replaced where they stood (noted, as the index's lists are).
      const values = new Map<number, SkillView>();
      for (let k = 0; k < 1 + Math.floor(next() * 3); k++) values.set(Math.floor(next() * list.length), view());
      list = replaced(list, values);
      patched++;
    } else if (kind < 0.75) {
      // Two skills swap places (a list of the same length, not noted).
      const copy = [...list];
      const i = Math.floor(next() * copy.length);
      const j = Math.floor(next() * copy.length);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      list = copy;
    } else if (kind < 0.9) list = [...list.slice(0, 5), view(), ...list.slice(5)];
    else list = list.filter((_, i) => i !== Math.floor(list.length / 2));
    index.update(list, keysOf);
    const some = list.filter(() => next() < 0.3).reverse();
    assert.deepEqual(index.inListOrder(some), list.filter((v) => some.includes(v)), `step ${step}`);
    if (next() < 0.2) assert.deepEqual(index.peers(list[0]!), list, `peers, step ${step}`);
  }
  assert.ok(patched > 200);
});

test('a peer index keeps no skill a change replaced: an old view holds its whole parse', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let made = 0;
  const view = () => { const name = `v${made++}`; return { name, record: { path: `/ws/skills/${name}/SKILL.md` } } as unknown as SkillView; };
  const index = new PeerIndex(DEFAULT_CONFIG);
  const keysOf = (v: SkillView) => [(v as unknown as { name: string }).name.slice(0, 2)];
  let list: readonly SkillView[] = Array.from({ length: 20 }, view);
  index.update(list, keysOf);
  const old: WeakRef<SkillView>[] = [];
  const oldPaths: string[] = [];
  // Header edits of one skill, as keystrokes: each replaces its view where it stood.
  for (let step = 0; step < 20; step++) {
    old.push(new WeakRef(list[3]!));
    oldPaths.push(list[3]!.record.path);
    list = replaced(list, new Map([[3, view()]]));
    index.update(list, keysOf);
  }
  // What the last five edits removed is still told, by path, to a rule that ran before them.
  assert.deepEqual(index.since(index.generation - 5)!.gone, oldPaths.slice(-5));
  // A WeakRef holds its target until the current task ends.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  assert.equal(old.filter((r) => r.deref() !== undefined).length, 0, 'replaced views still held');
});
