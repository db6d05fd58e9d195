import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSkill, only, skillText, validHeader } from './agentSkillsFixture';

describe('advice the named agent accepts, blame on the key that makes the cut', () => {
  test('flow style: a block where the validator reads the key, the standard string for allowed-tools, no block for a key it refuses anyway', () => {
    const message = (line: string) => only(lintSkill('pdf', skillText(validHeader('pdf', line)), { targets: ['spec'] }), 'flow-style')[0]!.message;
    assert.match(message('metadata: {author: me}').en, /^Write `metadata` as an indented block: it is written in flow style/);
    // A flow list of tools is allowed-tools-type's one finding (its join fix cures the flow style too).
    assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools: [Read, Grep]')), { targets: ['spec'] }), 'flow-style'), []);
    const refused = message('when_to_use: [a, b]');
    assert.equal(refused.en, 'Remove `when_to_use` if the skill must pass the reference validator (skills-ref): it refuses the key written in flow style (`{…}` or `[…]`) as it refuses it in any other form.');
    assert.ok(!refused.en.includes('block'), refused.en);
    assert.match(refused.fr, /^Retirez `when_to_use` si le skill doit passer le validateur de référence/);
  });

  test('a list where text is expected: one finding, with advice the validator and every agent named accept', () => {
    for (const targets of [['spec'], ['spec', 'claude-ai'], ['spec', 'claude-ai', 'codex', 'claude-code']] as const) {
      const f = lintSkill('pdf', skillText(validHeader('pdf', 'compatibility: [a]')), { targets }).filter((x) => x.range.start.line === 3);
      assert.deepEqual(f.map((x) => x.code), ['compatibility-length'], `${targets.join(',')}: ${f.map((x) => x.message.en).join(' | ')}`);
      assert.match(f[0]!.message.en, /^Write `compatibility` as one short sentence: it is a list or a mapping — the reference validator/);
      assert.ok(!/block/.test(f[0]!.message.en), 'a block list is refused too');
    }
    // A key taking text with no rule of its own: the flow-style finding advises text, not a block (a block list is a list still).
    const message = (line: string) => only(lintSkill('pdf', skillText(validHeader('pdf', line)), { targets: ['spec'] }), 'flow-style')[0]!.message;
    assert.equal(message('license: [MIT]').en, 'Write `license` as text: it is a list written in flow style (`[…]`) — the reference validator (skills-ref) rejects the skill.');
    assert.equal(message('license: [MIT]').fr, 'Écrivez `license` en texte : c’est une liste écrite en style flux (`[…]`) — le validateur de référence (skills-ref) rejette le skill.');
    assert.match(message('metadata: [a]').en, /^Write `metadata` as an indented mapping \(`key: value` lines\): it is a list written in flow style/);
    // A list inside `metadata`: text, not a block list (metadata values are text).
    const nested = only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata:', '  tags: [a, b]')), { targets: ['spec'] }), 'flow-style')[0]!.message;
    assert.equal(nested.en, 'Write `metadata.tags` as text: it is a list written in flow style (`[…]`) — the reference validator (skills-ref) rejects the skill.');
    // Where Codex is judged, `metadata-type` says it (one finding), with the same advice.
    assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata: [a]')), { targets: ['spec', 'codex'] }), 'flow-style'), []);
  });

  test('description-length blames when_to_use when the description alone fits the cap', () => {
    const text = skillText(['name: long', `description: ${'d'.repeat(1000)}`, `when_to_use: ${'w'.repeat(600)}`]);
    const [f] = only(lintSkill('long', text, { targets: ['claude-code'] }), 'description-length');
    assert.ok(f, 'a finding');
    assert.match(f.message.en, /^Shorten `when_to_use` or the description: listed together they make 1,603 characters — Claude Code lists only/);
    assert.equal(f.range.start.line, 3, 'on the when_to_use line');
    // A description over the cap on its own is its own fault.
    const own = only(lintSkill('long', skillText(['name: long', `description: ${'d'.repeat(1600)}`, 'when_to_use: w']), { targets: ['claude-code'] }), 'description-length')[0]!;
    assert.equal(own.message.en, 'Shorten the description to 1,535 characters, moving details to the body: it has 1,600 — Claude Code lists only the description\'s first 1,535 characters.');
  });
});
