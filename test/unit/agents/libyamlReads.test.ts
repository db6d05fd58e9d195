import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { libyamlRefusal } from '../../../server/src/service/agents/libyamlRefusals';
import { lintSkill, skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, findingsIn } from './agentFolderFixture';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';

/** Errors of a lone skill `pdf` in `.agents/skills` whose header lines are these, only `targets` selected. */
const codexErrors = (header: readonly string[], targets: readonly AgentTarget[] = ['codex']) => {
  const file = agentSkillPath('.agents/skills', 'pdf');
  return findingsIn({ [file]: skillText(header) }, file, targets).filter((f) => f.severity === 'error');
};

describe('libyaml refuses what YAML 1.2 reads (serde_yaml 0.9.34: Codex 0.171.0, Copilot CLI 1.0.102)', () => {
  test('an escape naming a surrogate or a code point past U+10FFFF, in double quotes only', () => {
    assert.equal(libyamlRefusal('a: "\\uD83D\\uDC19"\n')?.message, 'found invalid Unicode character escape code');
    assert.equal(libyamlRefusal('a: "\\udfff"\n')?.message, 'found invalid Unicode character escape code');
    assert.equal(libyamlRefusal('a: "\\U00110000"\n')?.message, 'found invalid Unicode character escape code');
    assert.equal(libyamlRefusal('a: {"k": "x \\uD83C\\uDFA3"}\n')?.offset, 12);
    assert.equal(libyamlRefusal('a: "\\u00e9 \\U0001F419"\n'), undefined);
    // A backslash written as `\\` then `uD83D` is text; so is the escape in single quotes or a plain value.
    assert.equal(libyamlRefusal('a: "\\\\uD83D"\n'), undefined);
    assert.equal(libyamlRefusal("a: '\\uD83D'\n"), undefined);
    assert.equal(libyamlRefusal('a: x \\uD83D\n'), undefined);
  });

  test('an anchor or alias name with a character other than ASCII letters, digits, `_` and `-`', () => {
    assert.equal(libyamlRefusal('m:\n\n&nbsp; k: v\n')?.message, 'did not find expected alphabetic or numeric character');
    assert.equal(libyamlRefusal('a: &é x\nb: *é\n')?.message, 'did not find expected alphabetic or numeric character');
    assert.equal(libyamlRefusal('a: &base_1-x v\nb: *base_1-x\n'), undefined);
    // `&` or `*` inside a value is text.
    assert.equal(libyamlRefusal('a: Tom &amp; Jerry, **bold**\n'), undefined);
  });

  test('Codex and Copilot CLI reject such a header; agents on other libraries load it', () => {
    const header = ['name: pdf', 'description: Reads PDFs.', 'metadata: {"emoji": "\\uD83D\\uDCC4"}'];
    const found = codexErrors(header, ['codex', 'copilot-cli', 'claude-code']);
    assert.deepEqual(found.map((f) => f.code), ['yaml-syntax']);
    assert.match(found[0]!.message.en, /^Fix the header so every YAML parser reads it: Codex's \(serde_yaml 0\.9\.34\) stops here \(“found invalid Unicode character escape code”\), and Codex and Copilot CLI reject the skill\./);
    assert.deepEqual(found[0]!.range.start, { line: 3, character: 21 });
    // With CRLF line ends, the same place: offsets are the file's own.
    const file = agentSkillPath('.agents/skills', 'pdf');
    const crlf = findingsIn({ [file]: skillText(header).replace(/\n/g, '\r\n') }, file, ['codex']).filter((f) => f.severity === 'error');
    assert.deepEqual(crlf.map((f) => f.range.start), [{ line: 3, character: 21 }]);
    assert.deepEqual(lintSkill('pdf', skillText(header), { targets: ['claude-code', 'gemini-cli', 'pi'] }).filter((f) => f.severity === 'error'), []);
  });
});

describe('Codex reads its header with libyaml, then again with plain values quoted (observed on 0.171.0)', () => {
  test('a double-quoted description going on at the margin loads (45 skills of one public registry are written so)', () => {
    assert.deepEqual(codexErrors(['name: pdf', 'description: "Reads PDFs.', 'Use it when asked.', '- even a list-like line"', 'license: MIT']), []);
  });

  test('a value holding `: ` loads through the second reading…', () => {
    assert.deepEqual(codexErrors(['name: pdf', 'description: Use when: a PDF is given', 'metadata:', '  {"a": 1}']), []);
    assert.deepEqual(codexErrors(['name: pdf', 'description: Use when: a PDF is given', 'other: {"a": {"b": 1}}']), []);
  });

  test('…unless what the second reading gives fails too: a one-line nested `metadata` quoted into text', () => {
    for (const metadata of [['metadata: {"a": {"b": 1}}'], ['metadata:', '  {', '    "a": {', '      "b": 1', '    }', '  }']]) {
      const found = codexErrors(['name: pdf', 'description: Use when: a PDF is given', ...metadata]);
      assert.deepEqual(found.map((f) => f.code), ['unquoted-colon'], metadata.join('\n'));
      assert.match(found[0]!.message.en, /Codex rejects the skill/);
    }
  });

  test('what the second reading then finds is said: a name too long, where Skillkiln\'s own YAML stops at `[`', () => {
    const found = codexErrors([`name: pdf-${'é'.repeat(61)}`, 'description: Reads PDFs.', 'context: [context value']);
    assert.deepEqual(found.map((f) => f.code), ['name-format']);
    assert.match(found[0]!.message.en, /Codex rejects the skill/);
    assert.deepEqual(found[0]!.range.start, { line: 1, character: 6 });
  });

  test('a tagged or aliased description still passes the second reading', () => {
    assert.deepEqual(codexErrors(['description: !!int "7"', 'arguments: a value: with colon']), []);
    assert.deepEqual(codexErrors(['words: &w Reads PDFs.', 'description: *w', 'agent: a value: with colon']), []);
  });
});

describe('Codex never looks at the keys it does not read', () => {
  test('with such a key written twice, what it reads is still checked: a `metadata` that is text', () => {
    const found = codexErrors(['description: Reads PDFs.', "'compatibility': any", 'metadata: metadata value', 'compatibility: again']);
    assert.deepEqual(found.map((f) => f.code), ['metadata-type']);
    assert.deepEqual(found[0]!.range.start, { line: 3, character: 10 });
  });

  test('a key it reads written twice, after a key with no value, is named in the message', () => {
    const found = codexErrors(["'description': Reads PDFs.", 'version:', 'description: again']);
    assert.deepEqual(found.map((f) => f.code), ['yaml-syntax']);
    assert.match(found[0]!.message.en, /^Keep only one `description` \(line 4\)/);
  });
});
