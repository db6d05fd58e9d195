import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, catalogAt, findingsIn, findingsOfSkill } from './agentFolderFixture';

const DIR = '.claude/skills';
const lineOf = (text: string, dir = 'pdf') => catalogAt({ [agentSkillPath(DIR, dir)]: text }, DIR, 'claude-code').entries.find((e) => e.name === dir)?.line;

describe('Claude Code: what the agent fuzzer found in its listing', () => {
  test('the 1,536 cap counts UTF-16 units: an emoji counts two, the cut may split one', () => {
    const line = lineOf(skillText(['name: pdf', `description: "${'😀'.repeat(800)}"`]))!;
    assert.equal(line.length, '- pdf: '.length + 1535 + 1);
    // Bun slices between the two halves; the request is UTF-8, so the half left reaches the model as U+FFFD (fuzzer, seed 11).
    assert.ok(line.endsWith('\uFFFD…'), 'cut between the two halves of an emoji, the half replaced');
    assert.equal(findingsOfSkill(DIR, 'pdf', skillText(['name: pdf', `description: "${'😀'.repeat(800)}"`]), ['claude-code'], 'description-length').length > 0, true);
    // 768 emoji = 1,536 units: not cut.
    assert.ok(!lineOf(skillText(['name: pdf', `description: "${'😀'.repeat(768)}"`]))!.endsWith('…'));
  });

  test('a number or boolean description is listed as JavaScript writes it', () => {
    assert.equal(lineOf(skillText(['name: pdf', 'description: 1.5e3'])), '- pdf: 1500');
    assert.equal(lineOf(skillText(['name: pdf', 'description: 0x1F'])), '- pdf: 31');
    assert.equal(lineOf(skillText(['name: pdf', 'description: true'])), '- pdf: true');
  });

  test('a tab indenting a nested key keeps the header (observed on Claude Code 2.1.197: the conformance edge case)', () => {
    assert.equal(lineOf(skillText(['name: pdf', 'description: From the header.', 'metadata:', '\tx: y'], ['# From the body', '', 'Text.'])), '- pdf: From the header.');
  });

  test('`---` inside a value after the description: the header it closes early still gives that description', () => {
    assert.equal(lineOf(skillText(['name: pdf', 'description: From the header.', 'compatibility: a --- b'], ['# From the body', '', 'Text.'])), '- pdf: From the header.');
    assert.equal(findingsOfSkill(DIR, 'pdf', skillText(['name: pdf', 'description: From the header.', 'compatibility: a --- b']), ['claude-code'], 'header-dashes').length, 0);
    // Cut inside a quoted value, the rest is no longer YAML: the header is dropped.
    assert.equal(lineOf(skillText(['name: pdf', 'description: From the header.', 'metadata:', '  sep: "--- "'], ['# From the body', '', 'Text.'])), '- pdf: "');
  });
});

describe('Claude Code: its on/off keys and tagged quoted values (observed on 2.1.197)', () => {
  const at = agentSkillPath('.claude/skills', 'pdf');
  const entryOf = (...header: string[]) => catalogAt({ [at]: skillText(['name: pdf', 'description: Reads PDFs.', ...header]) }, '.claude/skills', 'claude-code').entries[0]!;
  test('`disable-model-invocation` is on for `true` and the text `true` only', () => {
    assert.equal(entryOf('disable-model-invocation: "true"').status, 'omitted');
    assert.equal(entryOf('disable-model-invocation: "True"').status, 'full');
    assert.equal(entryOf('disable-model-invocation: 1').status, 'full');
  });
  test('with `user-invocable` written but not on, no one can run the skill: said, and left out', () => {
    for (const user of ['false', '', '"yes please"', '1', '"TRUE"']) {
      const e = entryOf('disable-model-invocation: true', `user-invocable: ${user}`);
      assert.equal(e.status, 'omitted', user);
      assert.match(e.reason!.en, /neither the model nor the user can run it/, user);
    }
    const f = findingsIn({ [at]: skillText(['name: pdf', 'description: Reads PDFs.', 'disable-model-invocation: true', 'user-invocable: false']) }, at, ['claude-code']).filter((x) => x.code === 'skill-turned-off');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /^Set `user-invocable: true` or remove `disable-model-invocation`/);
    assert.equal(f[0]!.range.start.line, 4);
    assert.equal(entryOf('disable-model-invocation: true', 'user-invocable: "true"').reason?.en.includes('neither'), false);
  });
  test('a quoted value keeps its text under a core tag: `paths: !!int "7"` holds the skill back as the glob `7`', () => {
    assert.match(entryOf('paths: !!int "7"').reason!.en, /a `paths` list/);
    assert.equal(entryOf('paths: !!int 7').status, 'full');
  });
});
