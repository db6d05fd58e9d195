import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, lintSkill, only, skillPath, skillText, validHeader } from '../agentSkills/agentSkillsFixture';
import { joinLines } from '../helpers/serviceFixture';
import { DROID_SKILLS_INTRO } from '../../../server/src/service/profiles/agentSkills/catalog/renderDroidSkills';

const DROID = { targets: ['factory-droid'] as const };
const reminder = (...lines: string[]) => joinLines('<system-reminder>', DROID_SKILLS_INTRO, ...lines, '</system-reminder>');

describe('Factory Droid: what it loads', () => {
  test('a byte-order mark hides the header: the skill is rejected', () => {
    const f = only(lintSkill('pdf', `\uFEFF${skillText(validHeader('pdf'))}`, DROID), 'header-bom');
    assert.equal(f[0]?.severity, 'error');
    assert.match(f[0]!.message.en, /Factory Droid rejects the skill/);
  });
  test('no description rejects the skill; an empty one is listed as `No description provided`', () => {
    assert.equal(only(lintSkill('pdf', skillText(['name: pdf']), DROID), 'description-missing')[0]?.severity, 'error');
    const c = catalogOf({ [skillPath('pdf')]: skillText(['name: pdf', 'description: ""']) }, 'factory-droid');
    assert.equal(c.text, reminder('pdf: No description provided'));
  });
  test('names of lowercase letters, digits and hyphens only; hyphens at the ends are fine', () => {
    assert.equal(only(lintSkill('pdf', skillText(['name: Name Upper', 'description: x']), DROID), 'name-format')[0]?.severity, 'error');
    assert.deepEqual(only(lintSkill('lead', skillText(['name: -lead', 'description: x']), DROID), 'name-format').filter((f) => f.severity === 'error'), []);
  });
  test('an unquoted `: ` on a top-level line is read; inside `metadata` it rejects the skill', () => {
    assert.deepEqual(errors('pdf', skillText(['name: pdf', 'description: Use when: the user asks'])), []);
    assert.equal(only(lintSkill('pdf', skillText(['name: pdf', 'description: x', 'metadata:', '  note: see: here']), DROID), 'unquoted-colon')[0]?.severity, 'error');
  });
  test('nothing below the header rejects the skill', () => {
    assert.equal(only(lintSkill('pdf', '---\nname: pdf\ndescription: Reads PDFs.\n---\n', DROID), 'body-empty')[0]?.severity, 'error');
  });
  test('`enabled: false` turns it off; `disabled` is not a key it reads', () => {
    assert.equal(only(lintSkill('pdf', skillText([...validHeader('pdf'), 'enabled: false']), DROID), 'skill-turned-off')[0]?.severity, 'warning');
    const other = only(lintSkill('pdf', skillText([...validHeader('pdf'), 'disabled: true']), DROID), 'skill-turned-off');
    assert.deepEqual(other, [], 'only Cline, outside the selection, reads it: not judged');
  });
});

function errors(dir: string, text: string) {
  return lintSkill(dir, text, DROID).filter((f) => f.severity === 'error');
}

describe('Factory Droid: the skills reminder', () => {
  test('`name: description` lines in folder order (localeCompare), whitespace made one space, nothing escaped', () => {
    const c = catalogOf({
      [skillPath('zeta')]: skillText(['name: zeta', 'description: |', '  Two   lines', '  <b> & more']),
      [skillPath('Alpha')]: skillText(['name: alpha', 'description: First.']),
    }, 'factory-droid');
    assert.equal(c.text, reminder('alpha: First.', 'zeta: Two lines <b> & more'));
  });
  test('over 1,024 characters a description is cut to 1,023 and `…`', () => {
    const long = 'x'.repeat(1100);
    const c = catalogOf({ [skillPath('pdf')]: skillText(['name: pdf', `description: ${long}`]) }, 'factory-droid');
    assert.equal(c.text, reminder(`pdf: ${'x'.repeat(1023)}…`));
  });
  test('`disable-model-invocation: true` keeps it out of the reminder', () => {
    const c = catalogOf({ [skillPath('pdf')]: skillText([...validHeader('pdf'), 'disable-model-invocation: true']) }, 'factory-droid');
    assert.equal(c.entries[0]?.status, 'omitted');
  });
  test('over budget, skills in order keep their description while it fits after every name and its own skills; the others get their name', () => {
    const files = {
      [skillPath('aa')]: skillText(['name: aa', `description: ${'a'.repeat(300)}`]),
      [skillPath('bb')]: skillText(['name: bb', `description: ${'b'.repeat(3000)}`]),
      [skillPath('cc')]: skillText(['name: cc', `description: ${'c'.repeat(50)}`]),
    };
    // Its 20 own lines take 5,361 characters and 19 line breaks; the three names 6 more, and 2 + 20 breaks.
    const c = catalogOf(files, 'factory-droid', { listingBudget: { 'factory-droid': 5361 + 6 + 22 + 302 + 52 + 10 } });
    assert.equal(c.text, reminder(`aa: ${'a'.repeat(300)}`, 'bb', `cc: ${'c'.repeat(50)}`));
    assert.deepEqual(c.entries.map((e) => e.status), ['full', 'name-only', 'full']);
  });
});
