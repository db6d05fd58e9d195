import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ownYamlValue } from '../../../server/src/service/agents/agentYaml';
import { claudeHeaderRead } from '../../../server/src/service/agents/claudeFrontmatter';
import { parseSkill, parseSkillByYaml } from '../../../server/src/service/parse/parseSkill';
import { CORPUS, corpusSkip } from '../shared/corpusCounts';
import { markdownFiles } from '../shared/markdownFiles';

/** Headers where Bun's reading and Skillkiln's `yaml` part ways, and ordinary ones beside them. */
const CASES = [
  '---\nname: pdf\ndescription: Reads PDFs. Use when asked.\n---\nBody\n',
  '---\nname: pdf\ndescription: "quoted: with a colon"\nmetadata:\n  a: 1\n  b: [x, y]\n---\n',
  '---\nbase: &b\n  description: D\n<<: *b\nname: n\n---\n',
  '---\nname: n\nname: m\ndescription: twice\n---\n',
  '---\nname: n\nb: !!binary aGVsbG8=\nc: !custom hi\n---\n',
  '---\nname: n\nhooks: ,a b\n---\n',
  '---\nname: n\r\ndescription: crlf\r\n---\r\n',
  '---\nname: a --- b\ndescription: cut mid-line\n---\n',
  '---\nname: n\ndescription: &d shared\nwhen_to_use: *d\n---\n',
  '---\nname: n\ndescription: |+\n  keep\n\n---\n',
  '---\nname: n\ndescription: x: y\n---\n',
  '---\n\tname: n\n---\n',
  '---\nname: 0x1F\ndescription: 2024-01-31\n---\n',
];

/**
 * Asserts Claude Code's reading is the same with and without Skillkiln's own reading at hand,
 * for both of Skillkiln's parses (scanner and `yaml`). Returns how many times it was taken.
 */
function assertSameRead(text: string): number {
  let taken = 0;
  for (const parsed of [parseSkill(text), parseSkillByYaml(text)]) {
    const own = ownYamlValue(parsed);
    const read = claudeHeaderRead(text, own);
    assert.deepStrictEqual(read, claudeHeaderRead(text), `with Skillkiln's reading at hand: ${JSON.stringify(text.slice(0, 120))}`);
    if (own && read === own.read) taken++;
  }
  return taken;
}

describe("Claude Code's header read takes Skillkiln's own reading where Bun's is the same", () => {
  test('edge cases: the same value or error either way', () => {
    for (const text of CASES) assertSameRead(text);
  });

  test('taken for an ordinary header, not where Bun reads otherwise (merge key, tag, duplicate, `,`)', () => {
    assert.equal(assertSameRead(CASES[0]!), 2);
    for (const i of [2, 3, 4, 5]) assert.equal(assertSameRead(CASES[i]!), 0, CASES[i]);
  });

  test('every SKILL.md of the real corpus: the same reading, and most take the shortcut', { skip: corpusSkip() }, (t) => {
    const files = markdownFiles(CORPUS, 'SKILL.md');
    let taken = 0;
    for (const file of files) taken += assertSameRead(readFileSync(file, 'utf8'));
    t.diagnostic(`taken ${taken} times of ${2 * files.length} readings`);
    assert.ok(taken > files.length);
  });
});
