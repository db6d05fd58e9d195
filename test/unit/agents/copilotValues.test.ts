import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, lintSkill, skillPath, skillText } from '../agentSkills/agentSkillsFixture';
import { flowLinesIndented } from '../../../server/src/service/agents/flowLines';

/** The codes of the errors Copilot CLI alone gives a skill of folder `pdf` with these header lines. */
const errors = (...header: string[]) => lintSkill('pdf', skillText(header), { targets: ['copilot-cli'] }).filter((f) => f.severity === 'error').map((f) => f.code);

describe('Copilot CLI: its checks see the values as serde_yaml then JSON give them (observed on 1.0.102)', () => {
  test('a `!!binary` value is its text: `argument-hint` and `allowed-tools` load, and so does the description', () => {
    assert.deepEqual(errors('name: pdf', 'description: d', 'argument-hint: !!binary aGVsbG8='), []);
    assert.deepEqual(errors('allowed-tools: !!binary aGVsbG8='), []);
    assert.deepEqual(errors('name: pdf', 'description: !!binary aGVsbG8='), []);
  });

  test('`.inf` and `.nan` are null: refused where null is (`allowed-tools`, `name`), fine for `argument-hint`', () => {
    assert.deepEqual(errors('name: pdf', 'description: d', 'allowed-tools: .inf'), ['key-type']);
    assert.deepEqual(errors('name: pdf', 'description: d', 'allowed-tools: .NAN'), ['key-type']);
    assert.deepEqual(errors('name: pdf', 'description: d', 'argument-hint: .inf'), []);
  });

  test('a null `argument-hint` counts as absent; a number does not', () => {
    assert.deepEqual(errors('name: pdf', 'description: d', 'argument-hint: ~'), []);
    assert.deepEqual(errors('name: pdf', 'description: d', 'argument-hint:'), []);
    assert.deepEqual(errors('name: pdf', 'description: d', 'argument-hint: 12'), ['key-type']);
  });

  test('an empty or blank name is refused (`Skill name must not be empty`), not replaced by the folder\'s', () => {
    for (const name of ["''", '""', "' '"]) {
      const found = lintSkill('pdf', skillText([`name: ${name}`, 'description: d']), { targets: ['copilot-cli'] }).filter((f) => f.severity === 'error');
      assert.deepEqual(found.map((f) => f.code), ['key-type'], name);
      assert.match(found[0]!.message.en, /^Give `name` text as its value — Copilot CLI rejects the skill/);
    }
  });

  test('the description is counted in UTF-16 code units: 513 emoji are over 1,024, 511 and two letters are not', () => {
    assert.deepEqual(errors('name: pdf', `description: "${'\u{1F600}'.repeat(513)}"`), ['description-length']);
    assert.deepEqual(errors('name: pdf', `description: "${'\u{1F600}'.repeat(511)}ab"`), []);
    assert.deepEqual(errors('  name: pdf', `  description: "${'\u{1F600}'.repeat(600)}"`), ['description-length']);
  });

  test('the description is counted with the spaces around it: 1,024 letters and one space are over, 1,022 between two spaces are not', () => {
    const letters = (n: number) => 'ab '.repeat(n).slice(0, n).replace(/ $/, 'x');
    assert.deepEqual(errors('name: pdf', `description: "${letters(1024)} "`), ['description-length']);
    assert.deepEqual(errors('name: pdf', `description: " ${letters(1024)}"`), ['description-length']);
    assert.deepEqual(errors('name: pdf', `description: " ${letters(1022)} "`), []);
    // pi lists the value untrimmed but counts it trimmed: no error there.
    assert.deepEqual(lintSkill('pdf', skillText(['name: pdf', `description: "${letters(1024)} "`]), { targets: ['pi'] }).filter((f) => f.severity === 'error'), []);
  });
});

describe('Copilot CLI: libyaml holds the lines inside quotes and brackets to no indentation (observed on 1.0.102)', () => {
  test('a quoted value going on at the start of the next lines loads, a `# …` line and a blank line in it too', () => {
    assert.deepEqual(errors('name: pdf', 'description: d', "context: 'context value", '# a comment line', '', "  after a blank'"), []);
    assert.deepEqual(errors('name: pdf', 'description: "a', 'b"'), []);
    assert.deepEqual(errors('name: pdf', 'description: d', 'metadata:', "  k: 'a", "b'"), []);
  });

  test('in such a header, what the other checks refuse is still said: an empty description, a name it refuses', () => {
    assert.deepEqual(errors('description:', "metadata: 'a", '# a comment line', "  b'"), ['description-missing']);
    assert.deepEqual(errors('name: pdf é', 'description: d', "metadata: 'a", "b'"), ['name-format']);
  });

  test('a name it refuses is said with the characters it refuses, not the standard\'s (it takes capitals and spaces)', () => {
    const [f] = lintSkill('pdf', skillText(['name: Pdf é', 'description: d']), { targets: ['copilot-cli'] }).filter((x) => x.code === 'name-format');
    assert.match(f!.message.en, /\(characters Copilot CLI refuses: `é`\) — Copilot CLI rejects the skill\.$/);
    const [a] = lintSkill('pdf', skillText(['name: Pdf é', 'description: d']), { targets: ['augment'] }).filter((x) => x.code === 'name-format');
    assert.match(a!.message.en, /\(characters Augment refuses: `P`, space, `é`\)/);
  });

  test('a `[…]` or `{…}` going on at the start of the next line loads', () => {
    assert.deepEqual(errors('name: pdf', 'description: d', 'allowed-tools: [a,', 'b]'), []);
    assert.deepEqual(errors('name: pdf', 'description: d', 'metadata: {a: b,', 'c: d}'), []);
  });

  test('the value is the one libyaml reads: the lines folded into one', () => {
    const c = catalogOf({ [skillPath('pdf')]: skillText(['name: pdf', "description: 'Reads PDFs", 'when asked', "  for them'"]) }, 'copilot-cli');
    assert.match(c.text, /Reads PDFs when asked for them/);
  });

  test('what libyaml refuses stays refused: `...` inside the quotes, a plain value going on at the start of a line', () => {
    assert.ok(errors('name: pdf', "description: 'a", '...', "b'").includes('yaml-syntax'));
    assert.ok(errors('name: pdf', 'description: plain value', '# comment', '  after').includes('yaml-syntax'));
  });

  test('another agent on YAML 1.2 (pi) still refuses the unindented line', () => {
    const found = lintSkill('pdf', skillText(['name: pdf', "description: 'a", "b'"]), { targets: ['pi'] }).filter((f) => f.severity === 'error');
    assert.ok(found.some((f) => f.code === 'yaml-syntax'));
  });

  test('flowLinesIndented indents only the lines inside quotes and brackets, under the line that opens them', () => {
    assert.equal(flowLinesIndented("a: 'x\ny'\nb: c"), "a: 'x\n y'\nb: c");
    assert.equal(flowLinesIndented("  a: [x,\n\ty]"), '  a: [x,\n   y]');
    assert.equal(flowLinesIndented("a: it's\nb: 'x'"), undefined);
    assert.equal(flowLinesIndented("a: |\n  'x\nb: y"), undefined);
    // A `---` line inside them is left for `yaml` to refuse, as libyaml does.
    assert.equal(flowLinesIndented("a: 'x\n---\ny'"), "a: 'x\n---\n y'");
    assert.equal(flowLinesIndented("a: 'it''s\ny' # c\nb: \"q\\\"\nr\""), "a: 'it''s\n y' # c\nb: \"q\\\"\n r\"");
  });
});
