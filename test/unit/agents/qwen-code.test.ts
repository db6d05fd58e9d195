import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lineReadHeader } from '../../../server/src/service/agents/lineReader';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import type { QuoteValueFix } from '../../../server/src/service/profiles/agentSkills/fixData';
import { catalogOf, lintSkill, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

const QWEN = { targets: ['qwen-code'] as const };
const findings = (dir: string, header: readonly string[]) => lintSkill(dir, skillText(header), QWEN).filter((f) => f.severity !== 'information');

describe('Qwen Code reads the header line by line, without YAML', () => {
  test('a value is the rest of its line: blocks are their mark, double quotes go, single quotes stay, numbers are numbers', () => {
    assert.equal(lineReadHeader('name: x\ndescription: >\n  Folded\n  text.').description, '>');
    assert.equal(lineReadHeader('description: "Say \\"hi\\""').description, 'Say "hi"');
    assert.equal(lineReadHeader("description: 'kept'").description, "'kept'");
    assert.equal(lineReadHeader('description: First line\n  continued.').description, 'First line');
    assert.equal(lineReadHeader('description: Use when: X').description, 'Use when: X');
    assert.equal(lineReadHeader('description: 42').values['description'], 42);
    assert.equal(lineReadHeader('description:\n  On the next line.').description, '[object Object]');
    assert.deepEqual(lineReadHeader('tools:\n  - a\n  - b\nname: n').values, { tools: ['a', 'b'], name: 'n' });
  });
  test('YAML errors do not matter to it: an unquoted `: ` and a duplicate key load', () => {
    assert.deepEqual(findings('pdf', ['name: pdf', 'description: Use when: the user asks']).filter((f) => f.severity === 'error'), []);
    assert.deepEqual(findings('pdf', ['name: pdf', 'description: First.', 'description: Second.']).filter((f) => f.severity === 'error'), []);
  });
  test('a quoted name keeps its quotes and fails its name check: rejected', () => {
    const f = findings('pdf', ["name: 'pdf'", 'description: Reads PDFs.']).find((x) => x.code === 'name-format');
    assert.equal(f?.severity, 'error');
    assert.match(f?.message.en ?? '', /^Write `name: <folder name>` unquoted on one line: .*reads `name` as `'pdf'` — Qwen Code rejects the skill\.$/);
  });
  test('a name or description written as a mapping or a list is said as such, never as the agent\'s `[object Object]`', () => {
    const all = findings('pdf', ['name:', '  a: b', 'description:', '  - x', '  - y']);
    const name = all.find((x) => x.code === 'name-format');
    assert.match(name?.message.en ?? '', /reads `name` as a mapping, not text — Qwen Code rejects the skill/);
    assert.match(name?.message.fr ?? '', /lit `name` comme une table, pas du texte/);
    for (const f of all) assert.ok(!/object Object/.test(f.message.en + f.message.fr), f.message.en);
  });
  test('a header that is not `key: value` lines has no name: rejected', () => {
    assert.equal(findings('pdf', ['- name', '- description']).find((x) => x.code === 'name-missing')?.severity, 'error');
  });
  test('a name outside letters, digits and `_ : . -` is rejected; capitals are fine', () => {
    assert.equal(findings('pdf', ['name: Pdf Tools', 'description: Reads PDFs.']).find((x) => x.code === 'name-format')?.severity, 'error');
    assert.deepEqual(findings('pdf', ['name: Pdf', 'description: Reads PDFs.']).filter((f) => f.severity === 'error' && f.code !== 'name-dir-mismatch'), []);
  });
  test('a folded description is listed as `>`: a warning, whose fix writes the same text on one quoted line', () => {
    const text = skillText(['name: pdf', 'description: >', '  Reads PDFs', '  and "forms".', 'license: MIT']);
    const f = lintSkill('pdf', text, QWEN).find((x) => x.code === 'description-line-read');
    assert.equal(f?.severity, 'warning');
    const { edit } = f!.data as QuoteValueFix;
    const lines = parseSkill(text).lines;
    const fixed = text.slice(0, lines.offsetAt(edit.range.start)) + edit.newText + text.slice(lines.offsetAt(edit.range.end));
    assert.equal(parseSkill(fixed).frontMatter!.data['description'], 'Reads PDFs and "forms".');
    assert.equal(lineReadHeader('description: ' + edit.newText).description, 'Reads PDFs and "forms".');
    assert.deepEqual(lintSkill('pdf', fixed, QWEN).filter((x) => x.code === 'description-line-read'), []);
  });
  test('single quotes it keeps around a one-line value are not a departure', () => {
    assert.deepEqual(findings('pdf', ['name: pdf', "description: 'Reads PDFs.'"]).filter((x) => x.code === 'description-line-read'), []);
  });
});

describe('Qwen Code: its listing, the description of its skill tool', () => {
  const files = {
    [skillPath('beta')]: skillText(['name: beta', "description: 'Quoted <b>'", "when_to_use: When asked."]),
    [skillPath('Alpha')]: skillText(['name: Alpha', 'description: >', '  Folded.']),
    [skillPath('gamma')]: skillText(['name: gamma', 'description: Hidden.', 'disable-model-invocation: true']),
  };
  const c = catalogOf(files, 'qwen-code', QWEN);
  const listed = c.entries.filter((e) => e.status === 'full');
  test('sorted by name (localeCompare), one tag or value a line, ` (project)` after the description, ` — ` before when_to_use', () => {
    assert.deepEqual(listed.map((e) => e.name), ['Alpha', 'beta']);
    assert.equal(listed[0]!.line, '<skill>\n<name>\nAlpha\n</name>\n<description>\n&gt; (project)\n</description>\n<location>\nproject\n</location>\n</skill>');
    assert.match(listed[1]!.line, /<description>\n&apos;Quoted &lt;b&gt;&apos; \u2014 When asked\. \(project\)\n<\/description>/);
  });
  test('the block is the tool description: its instructions, then <available_skills>', () => {
    assert.match(c.text, /^Execute a skill within the main conversation\n\n<skills_instructions>\n/);
    assert.match(c.text, /<\/skills_instructions>\n\n<available_skills>\n<skill>\n<name>\nAlpha\n/);
    assert.ok(c.text.endsWith('</skill>\n</available_skills>'));
    assert.ok(!c.text.includes('gamma'));
  });
});
