import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULE_EXAMPLES } from '../../../server/src/service/docs/ruleExamples';
import { ruleCatalog } from '../../../server/src/service/docs/ruleCatalog';
import { codesOf, serviceOn, WS } from '../helpers/serviceFixture';

test('every rule page example produces its code, in the file it shows', () => {
  const known = new Set(ruleCatalog().map((r) => r.code));
  const failed: string[] = [];
  for (const [code, example] of Object.entries(RULE_EXAMPLES)) {
    assert.ok(known.has(code), `${code} is a rule code`);
    const files: Record<string, string> = { [`${WS}/${example.file}`]: example.text };
    for (const [rel, text] of Object.entries(example.others ?? {})) files[`${WS}/${rel}`] = text;
    // A profile the folder does not pick by itself is set on the example's skills folder.
    const root = example.file.split('/').slice(0, example.profile === 'skill-api' ? 1 : -1).join('/');
    const service = serviceOn(files, example.profile ? { skillsDirs: ['skills', root], rootProfiles: { [root]: example.profile } } : {});
    const codes = codesOf(service.findings(`${WS}/${example.file}`));
    if (!codes.includes(code)) failed.push(`${code}: got ${codes.join(', ') || 'nothing'}`);
  }
  assert.deepEqual(failed, []);
});
