import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EditJournal } from '../../../server/src/service/index/editJournal';
import { ChangeLog } from '../../../server/src/service/model/changeLog';

describe('EditJournal', () => {
  test('names the files edited since a mark, each once; anything else moving makes it unknown', () => {
    const journal = new EditJournal();
    const epochs = { headerEpoch: 4, namesEpoch: 2, fsEpoch: 1 };
    journal.note('/a', true);
    const mark = journal.mark(epochs);
    journal.note('/b', true);
    journal.note('/c', false);
    journal.note('/b', true);
    assert.deepEqual(journal.since(mark, { ...epochs, headerEpoch: 6 }), ['/b', '/c']);
    // A header epoch bump no edit accounts for (a file appeared: the index bumps it with others).
    assert.equal(journal.since(mark, { ...epochs, headerEpoch: 7 }), undefined);
    assert.equal(journal.since(mark, { ...epochs, headerEpoch: 6, namesEpoch: 3 }), undefined);
    assert.equal(journal.since(mark, { ...epochs, headerEpoch: 6, fsEpoch: 2 }), undefined);
    // The mark copies the epochs: the object it was given may change afterwards.
    const live = { headerEpoch: 1, namesEpoch: 1, fsEpoch: 1 };
    const later = journal.mark(live);
    live.namesEpoch = 5;
    assert.deepEqual(journal.since(later, { headerEpoch: 1, namesEpoch: 1, fsEpoch: 1 }), []);
  });
});

describe('ChangeLog', () => {
  test('past its cap it forgets its oldest notes, and a mark older than those kept gets "unknown"', () => {
    const log = new ChangeLog(8);
    const old = log.mark();
    for (let i = 0; i < 6; i++) log.note(`/p${i}`);
    const recent = log.mark();
    for (let i = 6; i < 12; i++) log.note(`/p${i % 7}`);
    assert.equal(log.since(old), undefined);
    assert.deepEqual(log.since(recent), ['/p6', '/p0', '/p1', '/p2', '/p3', '/p4']);
    assert.deepEqual(log.since(log.mark()), []);
  });
});
