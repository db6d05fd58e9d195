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
    ['a key written twice', ['name: a', 'description: d', 'name: b'], 'Keep only one `name` (line 4): the key `name` appears a second time — the runtime cannot read the header.'],
    ['a tab as indentation', ['name: a', 'metadata:', '\tk: v'], 'Replace the tab with spaces (line 4): the line is indented with a tab (inside `metadata`), and YAML indents with spaces only — the runtime cannot read the header.'],
    ['an unquoted `: ` in a value', ['name: a', 'description: Use when: the user asks'], 'Put the value in quotes (line 3): the value of `description` contains `: `, which YAML reads as the start of another key — the runtime cannot read the header.'],
    ['a quote that never closes', ['name: a', 'description: "Greets', 'keywords: hi'], 'Close the quote (line 3): the quote that opens the value of `description` never closes — the runtime cannot read the header.'],
    ['a key indented under a value', ['name: a', '  description: b'], 'Start the line in the same column as `name` (line 3): the key `description` is indented under `name`, which already has its value on line 2 — the runtime cannot read the header.'],
    ['a value starting with a backtick', ['name: a', 'description: `x` runs'], 'Put the value in quotes (line 3): the value of `description` starts with `` ` ``, a character YAML reserves — the runtime cannot read the header.'],
    ['an unclosed list', ['name: a', 'keywords: [hi, hello'], 'Close the `[` with `]` on the same line, or quote the value (line 3): the value of `keywords` opens a `[` that never closes — the runtime cannot read the header.'],
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
      assert.match(list[0]!, /^[A-Z][^:]* \(line \d+\): .* — the runtime cannot read the header\.$/);
    }
  });
  test('a header that is a list, not keys', () => {
    assert.deepEqual(messages('- a', '- b'), ['Write the header as `key: value` lines — the runtime cannot read the header.']);
  });
  test('with what the agents do, the effect replaces the generic clause, in both languages', () => {
    const parsed = parseSkill(joinLines('---', 'name: a', 'name: b', '---', ''));
    const problem = parsed.frontMatter!.problems[0]!;
    const effect = { en: 'Copilot CLI rejects the skill', fr: 'Copilot CLI rejette le skill' };
    assert.deepEqual(yamlSyntaxMessage(parsed, problem, effect), {
      en: 'Keep only one `name` (line 3): the key `name` appears a second time — Copilot CLI rejects the skill.',
      fr: 'Ne gardez qu’une clé `name` (ligne 3) : la clé `name` apparaît une deuxième fois — Copilot CLI rejette le skill.',
    });
    assert.equal(yamlSyntaxMessage(parseSkill(joinLines('---', '- a', '---', '')), undefined, effect).en, 'Write the header as `key: value` lines — Copilot CLI rejects the skill.');
  });
});
