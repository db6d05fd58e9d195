import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bunYamlParse, crlfQuoted } from '../../../server/src/service/agents/bunYaml';
import { claudeHeaderRead } from '../../../server/src/service/agents/claudeFrontmatter';
import { agentSkillPath, catalogAt } from './agentFolderFixture';

const DIR = '.claude/skills';
const lineOf = (text: string) => catalogAt({ [agentSkillPath(DIR, 'pdf')]: text }, DIR, 'claude-code').entries.find((e) => e.name === 'pdf')?.line;
const crlf = (description: string) => `---\r\nname: pdf\r\ndescription: ${description}\r\n---\r\n# Body\r\n`;

/** Bun.YAML does not fold a `\r\n` break inside a quoted value (observed on Claude Code 2.1.197). */
describe('Bun.YAML: a quoted value over `\\r\\n` breaks', () => {
  test('each break is a line break of the value, single and double quotes alike', () => {
    assert.equal(lineOf(crlf("'Does pdf things.\r\n  next'")), '- pdf: Does pdf things.\nnext');
    assert.equal(lineOf(crlf("'Does pdf things.\r\n\r\n  after a blank'")), '- pdf: Does pdf things.\n\nafter a blank');
    assert.equal(lineOf(crlf('"Does pdf things.\r\n\r\n  after a blank"')), '- pdf: Does pdf things.\n\nafter a blank');
  });

  test('blanks around the break and a `\\` escaping it are dropped', () => {
    assert.deepEqual(bunYamlParse("d: 'a  \r\n  b'\r\n"), { d: 'a\nb' });
    assert.deepEqual(bunYamlParse('d: "a\\\r\n  b"\r\n'), { d: 'a\nb' });
    assert.deepEqual(bunYamlParse("d: 'it''s \\ \"q\"\r\n  x'\r\n"), { d: 'it\'s \\ "q"\nx' });
  });

  test('a `\\n` break folds as YAML says; plain values and block scalars are read as YAML reads them', () => {
    assert.equal(lineOf("---\nname: pdf\ndescription: 'Does pdf things.\n  next'\n---\n# Body\n"), '- pdf: Does pdf things. next');
    assert.equal(lineOf(crlf('Does pdf things.\r\n  next')), '- pdf: Does pdf things. next');
    assert.equal(crlfQuoted('d: >\r\n  a\r\n  b\r\n'), 'd: >\r\n  a\r\n  b\r\n');
  });

  test("Skillkiln's own reading of the same header is not taken: it folds the break", () => {
    const header = "name: pdf\r\ndescription: 'a\r\n  b'\r\n";
    const own = { text: header, read: { ok: true as const, value: { name: 'pdf', description: 'a b' } } };
    assert.deepEqual(claudeHeaderRead(`---\r\n${header}---\r\n`, own), { ok: true, value: { name: 'pdf', description: 'a\nb' } });
  });
});
