import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, lintSkill, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

const PI = { targets: ['pi'] as const };
const errors = (dir: string, text: string) => lintSkill(dir, text, PI).filter((f) => f.severity === 'error');

describe('pi: strict YAML, no description rejected, the rest only warned about', () => {
  test('an unquoted `: ` in the description is a YAML error: pi rejects the skill', () => {
    const found = errors('pdf', skillText(['name: pdf', 'description: Use when: the user asks']));
    assert.ok(found.some((f) => f.code === 'unquoted-colon' && /pi rejects the skill/.test(f.message.en)), JSON.stringify(found));
  });
  test('a byte-order mark hides the header: no description, rejected', () => {
    const found = errors('pdf', `\uFEFF${skillText(['name: pdf', 'description: Reads PDFs.'])}`);
    assert.ok(found.some((f) => f.code === 'header-bom' && /pi rejects the skill/.test(f.message.en)), JSON.stringify(found));
  });
  test('no description: rejected', () => {
    assert.ok(errors('pdf', skillText(['name: pdf'])).some((f) => f.code === 'description-missing'));
  });
  test('a description over 1,024 characters, a name other than the folder\'s: loaded with a warning (information, no error)', () => {
    const long = lintSkill('pdf', skillText(['name: pdf', `description: ${'x'.repeat(1100)}`]), PI).find((f) => f.code === 'description-length');
    assert.equal(long?.severity, 'information');
    assert.match(long?.message.en ?? '', /pi loads it with a warning/);
    const other = lintSkill('pdf', skillText(['name: other', 'description: Reads PDFs.']), PI).find((f) => f.code === 'name-dir-mismatch');
    assert.equal(other?.severity, 'information');
  });
});

describe('pi: its listing', () => {
  const files = {
    [skillPath('a-b')]: skillText(['name: a-b', 'description: Second in the walk.']),
    [skillPath('a')]: skillText(['name: zz', 'description: "It\'s <first> & folded"']),
    [skillPath('folded')]: skillText(['name: folded', 'description: >', '  Two', '  lines.']),
    [skillPath('hidden')]: skillText(['name: hidden', 'description: Slash command only.', 'disable-model-invocation: true']),
  };
  const c = catalogOf(files, 'pi', PI);
  const listed = c.entries.filter((e) => e.status === 'full');
  test('in the order of its walk, folder by folder (`a` before `a-b`), not by name', () => {
    assert.deepEqual(listed.map((e) => e.name), ['zz', 'a-b', 'folded']);
  });
  test('every value XML-escaped, `\'` as `&apos;`, the path too', () => {
    assert.equal(listed[0]!.line, `  <skill>\n    <name>zz</name>\n    <description>It&apos;s &lt;first&gt; &amp; folded</description>\n    <location>${skillPath('a')}</location>\n  </skill>`);
  });
  test('the description as YAML gives it: a folded block keeps its last line break', () => {
    assert.match(listed[2]!.line, /<description>Two lines\.\n<\/description>/);
  });
  test('`disable-model-invocation: true` keeps it out; the block starts with its three sentences', () => {
    assert.ok(!listed.some((e) => e.name === 'hidden'));
    assert.match(c.text, /^The following skills provide specialized instructions for specific tasks\.\n[^\n]+\n[^\n]+\n\n<available_skills>\n {2}<skill>/);
    assert.ok(c.text.endsWith('  </skill>\n</available_skills>'));
  });
});
