import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, lintSkill, only, skillPath, skillText, validHeader } from '../agentSkills/agentSkillsFixture';
import { CLINE_SKILLS_TOOL } from '../../../server/src/service/profiles/agentSkills/catalog/renderClineSkills';

const CLINE = { targets: ['cline'] as const };
const errors = (dir: string, text: string) => lintSkill(dir, text, CLINE).filter((f) => f.severity === 'error');

describe('Cline: what it loads', () => {
  test('any YAML error leaves the skill out without a word: an unquoted `: ` is an error', () => {
    const f = only(lintSkill('pdf', skillText(['name: pdf', 'description: Use when: the user asks']), CLINE), 'unquoted-colon');
    assert.equal(f[0]?.severity, 'error');
    assert.match(f[0]!.message.en, /Cline skips the skill without a word/);
  });
  test('nothing below the header leaves the skill out: body-empty is an error', () => {
    const f = only(lintSkill('pdf', '---\nname: pdf\ndescription: Reads PDFs.\n---\n\n', CLINE), 'body-empty');
    assert.equal(f[0]?.severity, 'error');
    assert.match(f[0]!.message.en, /Cline skips the skill/);
  });
  test('a body makes it fine again', () => {
    assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf')), CLINE), 'body-empty'), []);
  });
  test('no description is a note, not an error: the model never sees one', () => {
    const f = lintSkill('pdf', skillText(['name: pdf']), CLINE);
    assert.deepEqual(f.filter((x) => x.severity === 'error'), []);
    assert.equal(only(f, 'description-missing')[0]?.severity, 'information');
  });
  test('a byte-order mark is stripped: nothing to say for Cline', () => {
    assert.deepEqual(errors('pdf', `\uFEFF${skillText(validHeader('pdf'))}`), []);
  });
});

describe('Cline: the `skills` tool description, names only', () => {
  const files = {
    [skillPath('beta')]: skillText(validHeader('beta')),
    [skillPath('alpha')]: skillText(validHeader('alpha')),
    [skillPath('off')]: skillText([...validHeader('off'), 'disabled: true']),
    [skillPath('off-too')]: skillText([...validHeader('off-too'), 'enabled: false']),
    [skillPath('on-again')]: skillText([...validHeader('on-again'), 'disabled: false', 'enabled: false']),
    [skillPath('bare')]: '# No header\n\nJust a body.\n',
  };
  test('the fixed text, then the names joined by `, ` and a final `.`; no description anywhere', () => {
    const c = catalogOf(files, 'cline');
    assert.equal(c.text, `${CLINE_SKILLS_TOOL} Available skills: alpha, bare, beta, on-again.`);
    assert.ok(!c.text.includes('Does alpha things'));
  });
  test('every listed entry is its name alone, by name only', () => {
    const c = catalogOf(files, 'cline');
    const listed = c.entries.filter((e) => e.status !== 'omitted');
    assert.deepEqual(listed.map((e) => [e.line, e.status]), [['alpha', 'name-only'], ['bare', 'name-only'], ['beta', 'name-only'], ['on-again', 'name-only']]);
  });
  test('`disabled: true` and `enabled: false` turn the skill off (`disabled` read first): loaded, left out, a warning', () => {
    const c = catalogOf(files, 'cline');
    assert.equal(c.entries.find((e) => e.name === 'off')?.status, 'omitted');
    assert.equal(c.entries.find((e) => e.name === 'off-too')?.status, 'omitted');
    const f = only(lintSkill('off', files[skillPath('off')]!, CLINE), 'skill-turned-off');
    assert.equal(f[0]?.severity, 'warning');
    assert.match(f[0]!.message.en, /Cline loads the skill but never lists it to the model/);
    // Cline reads `disabled: false` first and lists it; only Factory Droid, outside the selection (not judged), would not.
    assert.deepEqual(only(lintSkill('on-again', files[skillPath('on-again')]!, CLINE), 'skill-turned-off'), []);
  });
  test('a header-less skill is listed under its folder name, with a warning', () => {
    const f = only(lintSkill('bare', files[skillPath('bare')]!, CLINE), 'frontmatter-missing');
    assert.equal(f[0]?.severity, 'warning');
  });
  test('no skill listed: no catalog text (the tool then has its fixed text alone)', () => {
    assert.equal(catalogOf({ [skillPath('off')]: files[skillPath('off')]! }, 'cline').text, '');
  });
});
