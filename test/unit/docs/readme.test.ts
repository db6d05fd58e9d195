import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { renderRuleTables } from '../../../server/src/service/docs/ruleTables';
import { allProfiles } from '../../../server/src/service/profiles/registry';
import { ownCodes } from '../../../server/src/service/rules/profileRules';

const README = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'README.md'), 'utf8');

test('the README\'s rule tables are the ones the rules describe (run `npm run docs` after changing a rule)', () => {
  const block = /<!-- rules:start -->\n([\s\S]*?)\n<!-- rules:end -->/.exec(README)?.[1];
  assert.equal(block, renderRuleTables('en'));
});

test('every rule is documented in English and French', () => {
  for (const p of allProfiles()) {
    for (const r of ownCodes(p)) {
      assert.ok(r.doc.en.length > 10 && r.doc.fr.length > 10, `${p.id} ${r.code}`);
      assert.match(r.code, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${r.code} is kebab-case`);
    }
  }
});
