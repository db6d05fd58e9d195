import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleCatalog } from '../../../server/src/service/docs/ruleCatalog';
import { exampleService } from '../helpers/exampleService';
import { codesOf, WS } from '../helpers/serviceFixture';

test('every rule page example produces its code, in the file it shows', () => {
  const failed: string[] = [];
  for (const { code, uses } of ruleCatalog()) {
    for (const { scope, meta } of uses) {
      const example = meta.example;
      if (!example) continue;
      const service = exampleService(example);
      const codes = codesOf(service.findings(`${WS}/${example.file}`));
      if (!codes.includes(code)) failed.push(`${code} (${scope}): got ${codes.join(', ') || 'nothing'}`);
    }
  }
  assert.deepEqual(failed, []);
});
