import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleCatalog } from '../../../server/src/service/docs/ruleCatalog';
import { codesOf, serviceOn, WS } from '../helpers/serviceFixture';

test('every rule page example produces its code, in the file it shows', () => {
  const failed: string[] = [];
  for (const { code, uses } of ruleCatalog()) {
    for (const { scope, meta } of uses) {
      const example = meta.example;
      if (!example) continue;
      const files: Record<string, string> = { [`${WS}/${example.file}`]: example.text };
      for (const [rel, text] of Object.entries(example.others ?? {})) files[`${WS}/${rel}`] = text;
      // A profile the folder does not pick by itself is set on the example's skills folder.
      const root = example.file.split('/').slice(0, example.profile === 'skill-api' ? 1 : -1).join('/');
      const service = serviceOn(files, example.profile ? { skillsDirs: ['skills', root], rootProfiles: { [root]: example.profile } } : {});
      const codes = codesOf(service.findings(`${WS}/${example.file}`));
      if (!codes.includes(code)) failed.push(`${code} (${scope}): got ${codes.join(', ') || 'nothing'}`);
    }
  }
  assert.deepEqual(failed, []);
});
