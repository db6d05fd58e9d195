import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FolderLists, type FolderPart } from '../../../server/src/service/index/folderLists';
import type { ProfiledView } from '../../../server/src/service/profiles/profile';
import { seededRandom } from '../helpers/seededRandom';

test("a folder's list across roots is its roots' lists one after the other, after views are replaced, added or removed", () => {
  const next = seededRandom(3);
  const lists = new FolderLists();
  let made = 0;
  const view = () => ({ id: made++ }) as unknown as ProfiledView;
  let parts: FolderPart[] = [3, 5, 1, 4].map((n) => Array.from({ length: n }, view));
  let replaced = 0;
  for (let epoch = 1; epoch < 300; epoch++) {
    const r = Math.floor(next() * parts.length);
    const views = [...parts[r]!];
    const kind = next();
    if (kind < 0.7 && views.length > 0) {
      views[Math.floor(next() * views.length)] = view();
      replaced++;
    } else if (kind < 0.85) views.push(view());
    else views.splice(Math.floor(next() * views.length), 1);
    parts = parts.map((p, i) => (i === r ? views : p));
    const list = lists.skillsOf('/ws', epoch, () => parts);
    assert.deepEqual(list, parts.flat(), `epoch ${epoch}`);
    // Asked again in the same epoch: the same list, without a look at the parts.
    assert.equal(lists.skillsOf('/ws', epoch, () => assert.fail('parts asked again')), list);
  }
  assert.ok(replaced > 150, `${replaced} views replaced in place`);
});

test("a folder with one root lists that root's own views", () => {
  const lists = new FolderLists();
  const views = [0, 1, 2].map((id) => ({ id, profileId: 'agent-skills' }) as unknown as ProfiledView);
  const list = lists.skillsOf('/ws', 1, () => [views]);
  // No copy of a 10,000-entry list per header edit: the root's list itself.
  assert.equal(list, views);
  const two = lists.skillsOf('/ws', 2, () => [views, views.slice(0, 1)]);
  assert.deepEqual(two, [...views, views[0]]);
});
