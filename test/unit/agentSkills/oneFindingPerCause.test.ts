import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSkill, only, skillText, validHeader } from './agentSkillsFixture';

describe('one finding per cause', () => {
  test('`description: 2024` is description-type alone, naming the agents that check the key type too', () => {
    const all = lintSkill('pdf', skillText(['name: pdf', 'description: 2024']));
    assert.deepEqual(only(all, 'key-type'), []);
    const f = only(all, 'description-type');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /^Quote the description: `2024` is read as a number, not text — /);
  });
  test('`allowed-tools: {a: b}` is allowed-tools-type alone', () => {
    const all = lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools: {a: b}')));
    assert.deepEqual(only(all, 'key-type'), []);
    assert.deepEqual(only(all, 'flow-style'), []);
    assert.equal(only(all, 'allowed-tools-type').length, 1);
  });
  test('`allowed-tools: [Read, Grep]` with the reference validator selected: one error that names it, no flow-style', () => {
    const all = lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools: [Read, Grep]')), { targets: ['spec', 'claude-code'] });
    assert.deepEqual(only(all, 'flow-style'), []);
    const f = only(all, 'allowed-tools-type');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /^Write `allowed-tools` as a space-separated string .*reference validator/);
  });
  test('an agent that ignores a missing description says it ignores `description`, not "it"', () => {
    const f = only(lintSkill('pdf', skillText(['name: pdf']), { targets: ['cline'] }), 'description-missing');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /Cline ignores `description`\.?$/);
    assert.match(f[0]!.message.fr, /Cline ignore `description`\.?$/);
  });
});

describe('one finding per cause: merged agents', () => {
  test('`allowed-tools: [Read, 42]`: the validator (flow style) and Copilot CLI (not a list of texts) in one finding', () => {
    const all = lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools: [Read, 42]')), { targets: ['spec', 'copilot-cli'] });
    assert.deepEqual(only(all, 'flow-style'), []);
    assert.deepEqual(only(all, 'key-type'), []);
    const f = only(all, 'allowed-tools-type');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /reference validator/);
    assert.match(f[0]!.message.en, /Copilot CLI/);
  });
});
