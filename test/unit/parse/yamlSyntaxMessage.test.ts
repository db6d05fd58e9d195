import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import { yamlSyntaxMessage } from '../../../server/src/service/rules/yamlSyntaxMessage';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

/** The yaml-syntax messages (English) of a flat mm skill whose header lines are given. */
function messages(...header: string[]): string[] {
  const path = '/ws/skills/s.md';
  const s = serviceOn({ [path]: joinLines('---', ...header, '---', 'Body.', '') }, { profile: 'mm' });
  return [...s.findings(path)].filter((f) => f.code === 'yaml-syntax').map((f) => f.message.en);
}

// Words of the YAML library that once reached authors.
const PARSER_WORDS = /Map keys must be unique|Tabs are not allowed|Implicit keys?|compact mappings|Unexpected scalar|Missing closing|Plain value cannot|block-seq-ind|Flow sequence|Invalid escape/;

describe('yaml-syntax in an author\'s words', () => {
  const cases: [string, string[], string][] = [
    ['a key written twice', ['name: a', 'description: d', 'name: b'], 'Line 4: the key `name` appears a second time, so the header is not valid YAML and the runtime cannot read it; keep only one of them.'],
    ['a tab as indentation', ['name: a', 'metadata:', '\tk: v'], 'Line 4: the line is indented with a tab (inside `metadata`), and YAML indents with spaces only, so the header is not valid YAML and the runtime cannot read it; replace the tab with spaces.'],
    ['an unquoted `: ` in a value', ['name: a', 'description: Use when: the user asks'], 'Line 3: the value of `description` contains `: `, which YAML reads as the start of another key, so the header is not valid YAML and the runtime cannot read it; put the value in quotes.'],
    ['a quote that never closes', ['name: a', 'description: "Greets', 'keywords: hi'], 'Line 3: the quote that opens the value of `description` never closes, so the header is not valid YAML and the runtime cannot read it; close the quote.'],
    ['a key indented under a value', ['name: a', '  description: b'], 'Line 3: the key `description` is indented under `name`, which already has its value on line 2, so the header is not valid YAML and the runtime cannot read it; start the line in the same column as `name`.'],
    ['a value starting with a backtick', ['name: a', 'description: `x` runs'], 'Line 3: the value of `description` starts with `` ` ``, a character YAML reserves, so the header is not valid YAML and the runtime cannot read it; put the value in quotes.'],
    ['an unclosed list', ['name: a', 'keywords: [hi, hello'], 'Line 3: the value of `keywords` opens a `[` that never closes, so the header is not valid YAML and the runtime cannot read it; close it with `]` on the same line, or quote the value.'],
  ];
  for (const [name, header, expected] of cases) {
    test(name, () => {
      const list = messages(...header);
      assert.deepEqual(list, [expected]);
    });
  }
  test('no parser words, one finding per line, every message a sentence', () => {
    const broken = [['a: b', '- c'], ['a: "x" y'], ['a: "\\q"'], ['a: |x', '  b'], ['a: &x &y 1'], ['a: "x"#y'], ['a: @b']];
    for (const header of broken) {
      const list = messages(...header);
      assert.equal(list.length, 1, `${header.join(' / ')}: ${list.join(' | ')}`);
      assert.doesNotMatch(list[0]!, PARSER_WORDS);
      assert.match(list[0]!, /^Line \d+: .*\.$/);
    }
  });
  test('a header that is a list, not keys', () => {
    assert.deepEqual(messages('- a', '- b'), ['The header is not made of `key: value` lines, so the runtime cannot read it.']);
  });
  test('with what the agents do, the effect replaces the generic clause, in both languages', () => {
    const parsed = parseSkill(joinLines('---', 'name: a', 'name: b', '---', ''));
    const problem = parsed.frontMatter!.problems[0]!;
    const effect = { en: 'Copilot CLI rejects the skill', fr: 'Copilot CLI rejette le skill' };
    assert.deepEqual(yamlSyntaxMessage(parsed, problem, effect), {
      en: 'Line 3: the key `name` appears a second time, so the header is not valid YAML and Copilot CLI rejects the skill; keep only one of them.',
      fr: 'Ligne 3 : la clé `name` apparaît une deuxième fois, donc l’en-tête n’est pas du YAML valide et Copilot CLI rejette le skill ; n’en gardez qu’une.',
    });
    assert.equal(yamlSyntaxMessage(parseSkill(joinLines('---', '- a', '---', '')), undefined, effect).en, 'The header is not made of `key: value` lines, so Copilot CLI rejects the skill.');
  });
});
