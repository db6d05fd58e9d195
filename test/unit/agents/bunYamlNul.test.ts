import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bunYamlParse } from '../../../server/src/service/agents/bunYaml';

test('Bun.YAML refuses a header holding a NUL character, where the yaml package reads it', () => {
  // A file saved as Latin-1 with an emoji in its name: the emoji's second UTF-16 unit becomes a NUL byte.
  const header = 'name: f-=\0\ndescription: Does f.\n';
  assert.throws(() => bunYamlParse(header));
  assert.deepEqual(bunYamlParse('name: f-=\ndescription: Does f.\n'), { name: 'f-=', description: 'Does f.' });
});
