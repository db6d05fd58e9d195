import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSkill, only, validHeader } from './agentSkillsFixture';
import { joinLines } from '../helpers/serviceFixture';

const body = ['', '# PDF', '', 'Extract the tables.', ''];
const withLines = (open: string, close: string) => joinLines(open, ...validHeader('pdf'), close, ...body);

describe('header bounds that some agents cut otherwise', () => {
  test('blanks after the opening `---`: Factory Droid, Gemini CLI and Qwen Code find no header (observed)', () => {
    for (const tail of [' ', '  ', '\t']) {
      const f = only(lintSkill('pdf', withLines(`---${tail}`, '---')), 'frontmatter-missing');
      assert.equal(f.length, 1, JSON.stringify(tail));
      assert.equal(f[0]!.severity, 'error');
      assert.match(f[0]!.message.en, /^Remove the (space|spaces|tab) after the opening `---`: .*Factory Droid reject the skill; Gemini CLI skips the skill without a word/);
      assert.deepEqual(f[0]!.range.start, { line: 0, character: 0 });
    }
    assert.deepEqual(only(lintSkill('pdf', withLines('---  ', '---'), { targets: ['claude-code', 'codex', 'copilot-cli', 'augment', 'opencode'] }), 'frontmatter-missing'), []);
  });
  test('blanks after the closing `---`: only Qwen Code finds no header', () => {
    const f = only(lintSkill('pdf', withLines('---', '---  ')), 'frontmatter-missing');
    assert.match(f[0]!.message.en, /^Remove the spaces after the closing `---`: .* — Qwen Code rejects the skill\.$/);
    assert.equal(f[0]!.range.start.line, 3);
    assert.deepEqual(only(lintSkill('pdf', withLines('---', '---  '), { targets: ['factory-droid', 'gemini-cli', 'pi'] }), 'frontmatter-missing'), []);
  });
  test('a closing line that only starts with `---` closes the header for Factory Droid, Gemini CLI and pi', () => {
    for (const close of ['----', '---# Title']) {
      assert.deepEqual(only(lintSkill('pdf', withLines('---', close), { targets: ['factory-droid', 'gemini-cli', 'pi'] }), 'frontmatter-unclosed'), [], close);
      assert.match(only(lintSkill('pdf', withLines('---', close), { targets: ['codex'] }), 'frontmatter-unclosed')[0]!.message.en, /Codex rejects the skill/);
    }
  });
  test('an empty header is none to Factory Droid', () => {
    const f = only(lintSkill('pdf', joinLines('---', '---', ...body), { targets: ['factory-droid'] }), 'frontmatter-missing');
    assert.match(f[0]!.message.en, /^Write `name` and `description` between the two `---` lines: .* — Factory Droid rejects the skill\.$/);
  });
});

describe('a description over lines only the agents’ own YAML libraries read', () => {
  // Real registries: a quoted description over lines at no indentation, each ending in two spaces (Markdown breaks):
  // `yaml` refuses it, libyaml (Copilot CLI) folds the lines (observed).
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${String(i).padStart(2, '0')} of the description, said once.  `);
  const text = joinLines('---', 'name: pdf', `description: "${lines.join('\n')}"`, '---', ...body);
  test('too long for Copilot CLI and Augment: said on its key, with the length as read', () => {
    const f = only(lintSkill('pdf', text, { targets: ['copilot-cli'] }), 'description-length');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.range.start.line, 2);
    assert.equal(f[0]!.message.en, 'Shorten the description to 1,024 characters, moving details to the body: it has 1,559 characters — Copilot CLI rejects the skill.');
    // Augment's js-yaml 4.3 drops the two spaces that end each line too (4.1 keeps them): 1,559 to both.
    assert.match(only(lintSkill('pdf', text, { targets: ['copilot-cli', 'augment'] }), 'description-length')[0]!.message.en, /: it has 1,559 characters — Copilot CLI and Augment reject the skill\.$/);
  });
});

describe('a header closed only to the agents that take any line starting with `---` for its end', () => {
  test('its values are judged as they read them', () => {
    const f = only(lintSkill('pdf', joinLines('---', 'name: pdf', '---# Title', ...body), { targets: ['factory-droid', 'pi'] }), 'description-missing');
    assert.match(f[0]!.message.en, /^Write a `description` .* — pi and Factory Droid reject the skill\.$/);
  });
});
