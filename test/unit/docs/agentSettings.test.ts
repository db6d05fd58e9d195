import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { agentDescriptionKey, syncAgentSettings, type ManifestTexts } from '../../../server/src/service/docs/agentSettings';
import { AGENT_TARGETS } from '../../../server/src/service/config/serviceConfig';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const read = (p: string) => fs.readFileSync(path.join(REPO, p), 'utf8');
const manifest = (): ManifestTexts => ({ packageJson: read('package.json'), nlsEn: read('package.nls.json'), nlsFr: read('package.nls.fr.json') });

/** What `scripts/docs.mjs --check` compares: the manifest as the declarations make it. */
describe("the manifest's agent lists come from the agent declarations", () => {
  test('package.json and package.nls*.json are in step with the declarations (else `npm run docs`)', () => {
    const now = manifest();
    const synced = syncAgentSettings(now);
    assert.equal(synced.packageJson, now.packageJson, 'package.json lags the declarations: run `npm run docs`');
    assert.equal(synced.nlsEn, now.nlsEn);
    assert.equal(synced.nlsFr, now.nlsFr);
    const settings = JSON.parse(now.packageJson).contributes.configuration.properties['skillkiln.agentSkills.targets'];
    assert.deepEqual(settings.items.enum, [...AGENT_TARGETS]);
  });

  test('a package.json that lags a declaration is caught and written back; only the lists change', () => {
    const now = manifest();
    // As if the last agent had been declared after package.json was written.
    const last = AGENT_TARGETS[AGENT_TARGETS.length - 1]!;
    const lagging = { ...now, packageJson: now.packageJson.replace(new RegExp(`,\\n\\s*"${last}"`, 'g'), '').replace(`,\n              "%${agentDescriptionKey(last)}%"`, '') };
    assert.notEqual(lagging.packageJson, now.packageJson);
    assert.equal(syncAgentSettings(lagging).packageJson, now.packageJson);
  });

  test('an agent without a description gets one made from its declaration, in both languages; the files stay valid JSON', () => {
    const now = manifest();
    const key = agentDescriptionKey('amp');
    const without = (text: string) => text.split('\n').filter((l) => !l.includes(`"${key}"`)).join('\n').replace(/,(\s*)\}\s*$/, '$1}\n');
    const synced = syncAgentSettings({ ...now, nlsEn: without(now.nlsEn), nlsFr: without(now.nlsFr) });
    assert.match(JSON.parse(synced.nlsEn)[key], /^Amp: `\.agents\/skills`, `\.claude\/skills`\.$/);
    assert.match(JSON.parse(synced.nlsFr)[key], /^Amp : `\.agents\/skills`/);
  });
});
