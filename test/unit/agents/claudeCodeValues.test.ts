import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, catalogAt, findingsOfSkill } from './agentFolderFixture';

const DIR = '.claude/skills';
const lineOf = (text: string, dir = 'pdf') => catalogAt({ [agentSkillPath(DIR, dir)]: text }, DIR, 'claude-code').entries.find((e) => e.name === dir)?.line;

describe('Claude Code: what the agent fuzzer found in its listing', () => {
  test('the 1,536 cap counts UTF-16 units: an emoji counts two, the cut may split one', () => {
    const line = lineOf(skillText(['name: pdf', `description: "${'😀'.repeat(800)}"`]))!;
    assert.equal(line.length, '- pdf: '.length + 1535 + 1);
    assert.ok(line.endsWith('\ud83d…'), 'cut between the two halves of an emoji, as Bun slices');
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
