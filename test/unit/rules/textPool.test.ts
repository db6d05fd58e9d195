import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextPool } from '../../../server/src/service/text/textPool';

describe('TextPool (the texts findings keep)', () => {
  test('one copy per distinct text, equal to it', () => {
    const pool = new TextPool();
    const file = 'name: alpha\ndescription: Does alpha things.';
    // A slice of a file, as a message quoting it would be made of.
    const quoted = file.slice(6, 11);
    assert.equal(pool.copyOf(quoted), 'alpha');
    assert.equal(pool.copyOf('alpha'), 'alpha');
    assert.equal(pool.copyOf('beta'), 'beta');
    assert.equal(pool.copyOf(''), '');
    assert.equal(pool.size, 3);
  });

  test('past its bound it forgets what it held and fills again', () => {
    const pool = new TextPool(10);
    pool.copyOf('abcd');
    pool.copyOf('efgh');
    assert.equal(pool.size, 2);
    pool.copyOf('ijkl');
    assert.equal(pool.size, 1, 'started afresh');
    pool.copyOf('ijkl');
    assert.equal(pool.size, 1);
  });
});
