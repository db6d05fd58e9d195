import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENT_TARGETS } from '../../../server/src/service/config/serviceConfig';
import { agentSkillsProfile } from '../../../server/src/service/profiles/agentSkills/agentSkillsProfile';
import { targetsOfKey } from '../../../server/src/service/profiles/agentSkills/agentSkillsSchema';
import { getProfile } from '../../../server/src/service/profiles/registry';
import { findKeySchema } from '../../../server/src/service/schema/headerSchema';
import { ownCodes, profileRules } from '../../../server/src/service/rules/profileRules';
import { lintSkill, skillText } from './agentSkillsFixture';

const keysOf = (target: string) => agentSkillsProfile.schema.keys.filter((k) => targetsOfKey(k).includes(target as never)).map((k) => k.key).sort();

describe('agent-skills schema', () => {
  test('is the registered profile, folders only', () => {
    const registered = getProfile('agent-skills');
    assert.equal(registered.schema, agentSkillsProfile.schema);
    assert.deepEqual(registered.rules, agentSkillsProfile.rules);
    assert.deepEqual(agentSkillsProfile.layouts, { flat: false, folder: true });
  });

  test('every key and enum value is documented in English and French', () => {
    for (const k of agentSkillsProfile.schema.keys) {
      assert.ok(k.doc.en.length > 20 && k.doc.fr.length > 20 && k.doc.en !== k.doc.fr, k.key);
      for (const v of k.enum ?? []) assert.ok(v.doc.en && v.doc.fr, `${k.key}=${v.value}`);
      for (const t of targetsOfKey(k)) assert.ok((AGENT_TARGETS as readonly string[]).includes(t), `${k.key}: ${t}`);
    }
  });

  test('key sets per target', () => {
    assert.deepEqual(keysOf('spec'), ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name']);
    assert.deepEqual(keysOf('vscode'), ['argument-hint', 'compatibility', 'description', 'disable-model-invocation', 'license', 'metadata', 'name', 'user-invocable']);
    // observed: Codex reads only name, description and metadata.short-description; Gemini CLI only name and description
    assert.deepEqual(keysOf('codex'), ['description', 'metadata', 'name']);
    assert.deepEqual(keysOf('copilot-cli'), ['allowed-tools', 'description', 'license', 'metadata', 'name']);
    assert.deepEqual(keysOf('gemini-cli'), ['description', 'name']);
    const claude = keysOf('claude-code');
    for (const k of ['model', 'context', 'agent', 'hooks', 'argument-hint', 'paths', 'when_to_use', 'user-invocable', 'disable-model-invocation', 'effort', 'shell', ...keysOf('spec')]) assert.ok(claude.includes(k), k);
    assert.ok(!claude.includes('version'), '`version` is not a documented skill key');
  });

  test('enumerated values for completion', () => {
    assert.deepEqual(findKeySchema(agentSkillsProfile.schema, ['context'])?.enum?.map((e) => e.value), ['fork']);
    assert.deepEqual(findKeySchema(agentSkillsProfile.schema, ['effort'])?.enum?.map((e) => e.value), ['low', 'medium', 'high', 'xhigh', 'max']);
  });

  test('every code the rules report is documented, with French', () => {
    const known = new Set(profileRules(agentSkillsProfile).codes.keys());
    for (const r of ownCodes(agentSkillsProfile)) assert.ok(r.doc.en && r.doc.fr && (!r.fix || (r.fix.en && r.fix.fr)), r.code);
    const broken = skillText(['name: Bad_Name', 'lisence: x', `compatibility: ${'c'.repeat(501)}`, 'metadata: x', 'allowed-tools:', '  a: b', 'user-invocable: yes', 'description: x'], ['Run !`date` and [a](references/a.md).', ...Array.from({ length: 501 }, () => 'x')]);
    const colon = skillText(['name: dir', 'description: Use when: x']);
    const flow = skillText(['name: dir', 'compatibility: [a]', 'description: x']);
    const codes = new Set([...lintSkill('dir', broken), ...lintSkill('dir', colon), ...lintSkill('dir', flow)].map((f) => f.code));
    for (const c of codes) assert.ok(known.has(c), c);
    assert.ok(codes.size >= 11, [...codes].join(', '));
  });
});
