import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentService, only, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

const desc = 'description: Does tables things. Use when the user asks for tables.';
const errorsOf = (header: readonly string[]) => agentService({ [skillPath('tables')]: skillText(header) }, { targets: ['qwen-code'] }).findings(skillPath('tables')).filter((f) => f.severity === 'error').map((f) => f.code);

/**
 * Qwen Code reads the header line by line, but reads it again as YAML when its text holds
 * `hooks:` (its loader: `frontmatterYaml.includes("hooks:")`): only then do YAML errors and a
 * null `hooks` keep the skill out.
 */
describe('Qwen Code: a header holding `hooks:` is read again as YAML', () => {
  test('`key: a: b` is nothing to its line reader, but rejects the skill once `hooks:` is in the header', () => {
    assert.deepEqual(errorsOf(['name: tables', desc, 'license: MIT: see file']), []);
    assert.ok(errorsOf(['name: tables', desc, 'license: MIT: see file', 'hooks: {}']).length > 0);
  });

  test('`hooks:` anywhere in the text counts, a value included', () => {
    assert.ok(errorsOf(['name: tables', 'description: Runs the hooks: all of them. Use when asked.', 'license: MIT: see file']).length > 0);
  });

  test('`hooks: null` (or empty) rejects it: the loader goes through its entries', () => {
    assert.deepEqual(only(agentService({ [skillPath('tables')]: skillText(['name: tables', desc, 'hooks:']) }, { targets: ['qwen-code'] }).findings(skillPath('tables')), 'key-type').map((f) => f.severity), ['error']);
    assert.deepEqual(errorsOf(['name: tables', desc, 'hooks: true']), []);
  });
});
