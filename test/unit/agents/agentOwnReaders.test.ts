import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyValueLines } from '../../../server/src/service/agents/keyValueLines';
import { pathGlobs } from '../../../server/src/service/agents/agentOutcome';
import { catalogOf, lintSkill, skillPath, skillText, validHeader } from '../agentSkills/agentSkillsFixture';

/** The readers and checks read in the agents' own bundles (Factory Droid, Claude Code, Cline, Qwen Code, Codex). */
describe('agents read headers with their own code', () => {
  test('Factory Droid\'s line reader: every line with a `:`, quotes at both ends dropped, JSON, booleans, lists for `tools`', () => {
    assert.deepEqual(keyValueLines([
      'name: "pdf"', '  description: Use when: the user asks', '# note: skipped', 'enabled: false',
      'metadata: {"a": 1}', 'bad: [not json', 'tools:', '- Read', "- 'Bash'", 'mcpServers: a, b',
    ].join('\n')), {
      name: 'pdf', description: 'Use when: the user asks', enabled: false, metadata: { a: 1 }, bad: '[not json', tools: ['Read', 'Bash'], mcpServers: ['a', 'b'],
    });
  });
  test('Factory Droid falls back to its line reader where js-yaml throws: a top-level `key: a: b` loads', () => {
    const errors = lintSkill('pdf', skillText(['name: pdf', 'description: Reads PDFs: fast', 'license: MIT']), { targets: ['factory-droid'] }).filter((f) => f.severity === 'error');
    assert.deepEqual(errors, []);
    const c = catalogOf({ [skillPath('pdf')]: skillText(['name: pdf', 'description: Reads PDFs: fast', 'x: a: b']) }, 'factory-droid');
    assert.match(c.text, /pdf: Reads PDFs: fast/);
  });
  test('Factory Droid\'s schema: `license: null` and a number where text is wanted make the skill invalid', () => {
    for (const line of ['license: null', 'license: 1.5e3', 'enabled: "yes"']) {
      const errors = lintSkill('pdf', skillText([...validHeader('pdf'), line]), { targets: ['factory-droid'] }).filter((f) => f.severity === 'error');
      assert.ok(errors.length > 0, line);
    }
  });
  test('Claude Code\'s `paths`: lists and comma-separated text, `/**` cut, `**` alone and non-text are no condition', () => {
    assert.deepEqual(pathGlobs(['src/**', 'a,{b,c}/d']), ['src', 'a', '{b,c}/d']);
    assert.deepEqual(pathGlobs('**'), []);
    assert.deepEqual(pathGlobs(42), []);
    assert.deepEqual(pathGlobs([' ', '**/**']), []);
  });
  test('Claude Code and Qwen Code hold a skill with `paths` out of the listing; a `paths` Qwen Code cannot read rejects it', () => {
    const files = { [skillPath('pdf')]: skillText([...validHeader('pdf'), 'paths:', '  - src/**']), [skillPath('doc')]: skillText(validHeader('doc')) };
    const status = (agent: 'claude-code' | 'qwen-code', name: string) => catalogOf(files, agent).entries.find((e) => e.name === name)?.status;
    assert.equal(status('claude-code', 'pdf'), 'omitted');
    assert.equal(status('claude-code', 'doc'), 'full');
    assert.equal(status('qwen-code', 'pdf'), 'omitted');
    const errors = lintSkill('pdf', skillText([...validHeader('pdf'), 'paths: src/**']), { targets: ['qwen-code'] }).filter((f) => f.severity === 'error');
    assert.equal(errors[0]?.code, 'key-type');
  });
  test('Cline skips a skill whose `disabled` is not a boolean, and takes `name: ~` for no name', () => {
    const bad = lintSkill('pdf', skillText([...validHeader('pdf'), 'disabled: 1']), { targets: ['cline'] }).filter((f) => f.severity === 'error');
    assert.equal(bad[0]?.code, 'key-type');
    const ok = lintSkill('pdf', skillText(['name: ~', 'description: Reads PDFs.']), { targets: ['cline'] }).filter((f) => f.severity === 'error');
    assert.deepEqual(ok, []);
  });
  test('Codex resolves an alias: a description written `*w` is the anchored text', () => {
    const errors = lintSkill('pdf', skillText(['name: pdf', 'w: &w Reads PDFs.', 'description: *w']), { targets: ['codex'] }).filter((f) => f.severity === 'error');
    assert.deepEqual(errors, []);
  });
});
