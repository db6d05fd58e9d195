import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentService, catalogOf, only, skillPath, skillText, validHeader } from '../agentSkills/agentSkillsFixture';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { sameNameKey } from '../../../server/src/service/agents/sameNameKey';

const DROID = { targets: ['factory-droid'] as const };
const desc = 'description: Does things. Use when asked.';

/** A refused `first` copy and a valid later one under the same name (for Factory Droid). */
function pair(refused: readonly string[], later: string) {
  return { [skillPath('a1')]: skillText(refused), [skillPath('a2')]: skillText([`name: ${later}`, desc]) };
}

describe('Factory Droid: a skill its schema refuses still holds its name (observed on droid 0.225.2)', () => {
  test('names meet lower-cased, other characters made one `-`, none at either end', () => {
    const droid = AGENTS['factory-droid'];
    assert.equal(sameNameKey(droid, 'Baz_Qux'), 'baz-qux');
    assert.equal(sameNameKey(droid, 'zed '), 'zed');
    assert.equal(sameNameKey(droid, '-a--b-'), 'a-b');
    // Cline folds case only.
    assert.equal(sameNameKey(AGENTS['cline'], 'Baz_Qux'), 'baz_qux');
  });

  for (const [what, refused, later] of [
    ['its name is not lowercase (`Foo`)', ['name: Foo', desc], 'foo'],
    ['a key of the wrong type (`license: 1.5e3`)', ['name: bar', desc, 'license: 1.5e3'], 'bar'],
    ['a description YAML reads as a number', ['name: qux', 'description: 12'], 'qux'],
    ['`_` read as `-`', ['name: Baz_Qux', desc], 'baz-qux'],
  ] as const) {
    test(`refused for ${what}: the later \`${later}\` is not loaded, an error names the refused one; the refused one keeps its own error`, () => {
      const files = pair(refused, later);
      const s = agentService(files, DROID);
      const [f, more] = only(s.findings(skillPath('a2')), 'name-shared');
      assert.ok(f && !more);
      assert.equal(f.severity, 'error');
      assert.match(f.message.en, /^Give this skill a name of its own: `skills\/a1\/SKILL\.md`/);
      assert.match(f.message.en, /Factory Droid keeps the one loaded first \(this one is left out\), even though Factory Droid refuses `skills\/a1\/SKILL\.md`: it still holds the name\.$/);
      assert.deepEqual(only(s.findings(skillPath('a1')), 'name-shared'), [], 'the refused one: its own error only');
      assert.ok(s.findings(skillPath('a1')).some((x) => x.severity === 'error'));
      const c = catalogOf(files, 'factory-droid');
      assert.equal(c.text, '', 'neither is listed');
      assert.match(c.entries.find((e) => e.path.endsWith('a2/SKILL.md'))?.reason?.en ?? '', /^Give it a name of its own: Factory Droid keeps `a1`, read first under the same name \(it refuses that one/);
    });
  }

  test('a header with no text name holds `unknown`', () => {
    const files = pair(['name: 12', desc], 'unknown');
    assert.equal(only(agentService(files, DROID).findings(skillPath('a2')), 'name-shared')[0]?.severity, 'error');
  });

  test('a refused copy read after the valid one changes nothing; other agents leave refused skills out of the contest', () => {
    const later = { [skillPath('a1')]: skillText(validHeader('a1')), [skillPath('a2')]: skillText(['name: a1', desc, 'license: 1.5e3']) };
    assert.deepEqual(only(agentService(later, DROID).findings(skillPath('a1')), 'name-shared'), []);
    assert.match(catalogOf(later, 'factory-droid').text, /^a1: /m);
    const files = pair(['name: foo'], 'foo');
    assert.deepEqual(only(agentService(files, { targets: ['qwen-code'] }).findings(skillPath('a2')), 'name-shared'), []);
  });

  test('two valid copies: the reminder lists the first only', () => {
    const files = { [skillPath('a1')]: skillText(validHeader('a1')), [skillPath('a2')]: skillText(['name: a1', desc]) };
    assert.equal(catalogOf(files, 'factory-droid').entries.filter((e) => e.status !== 'omitted').length, 1);
  });
});
