import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentSkillPath, catalogAt, findingsOfSkill } from './agentFolderFixture';

const DIR = '.agents/skills';
const entryOf = (dir: string, text: string) => catalogAt({ [agentSkillPath(DIR, dir)]: text }, DIR, 'cline').entries.find((e) => e.path.endsWith(`/${dir}/SKILL.md`));
const bodyEmpty = (dir: string, text: string) => findingsOfSkill(DIR, dir, text, ['cline'], 'body-empty');

/**
 * Cline's own cut of a SKILL.md (its core's pattern, observed on Cline 3.0.65): the closing `---`
 * must come after a line break that follows the opening line's, and may go on (`---x`); no match
 * means no header, the whole file its body, and a blank body is refused.
 */
describe('Cline: header and body as its own cut finds them', () => {
  for (const [label, text] of [['LF', '---\n---\n'], ['CRLF', '---\r\n---\r\n']] as const) {
    test(`\`---\` then \`---\` (${label}) is no header: the file is its body, and it loads under its folder's name`, () => {
      assert.deepEqual(bodyEmpty('dashes', text), []);
      assert.equal(entryOf('dashes', text)?.name, 'dashes');
      assert.equal(entryOf('dashes', text)?.status, 'name-only');
    });
  }

  test('an empty SKILL.md has an empty body: skipped, and body-empty says so', () => {
    const found = bodyEmpty('empty', '');
    assert.equal(found.length, 1);
    assert.equal(found[0]!.severity, 'error');
    assert.match(found[0]!.message.en, /^Write the skill's header and instructions: this SKILL\.md is empty — Cline skips/);
    assert.equal(entryOf('empty', '')?.status, 'omitted');
  });

  test('`---x` closes the header: its name is read', () => {
    assert.equal(entryOf('cut', '---\nname: named-cut\n---x\nBody.\n')?.name, 'named-cut');
  });

  test('an opening `---` with blanks after it opens nothing: the folder names the skill', () => {
    assert.equal(entryOf('blanks', '---  \nname: named\ndescription: Does things.\n---\nBody.\n')?.name, 'blanks');
  });
});
