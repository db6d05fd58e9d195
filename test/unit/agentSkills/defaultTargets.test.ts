import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENT_TARGETS, DEFAULT_CONFIG } from '../../../server/src/service/config/serviceConfig';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';

/** A skill written for Claude Code, in the folder Claude Code reads, with keys it and the standard define. */
const PATH = `${WS}/.claude/skills/pdf/SKILL.md`;
const TEXT = joinLines('---', 'name: pdf', 'description: Reads PDF files. Use when the user sends a PDF.', 'argument-hint: "[file]"', 'disable-model-invocation: false',
  'license: Complete terms in LICENSE.txt', 'allowed-tools: Read Grep', 'metadata:', '  author: someone', '---', '', '# PDF', '', 'Read it.', '');

describe('no targets chosen: a folder is judged by the agents that read it', () => {
  test('the validators (the reference one, the upload to Claude\'s apps) are not default targets', () => {
    assert.ok(!DEFAULT_CONFIG.agentSkills.targets.includes('spec'));
    assert.ok(!DEFAULT_CONFIG.agentSkills.targets.includes('claude-ai'));
    assert.deepEqual(DEFAULT_CONFIG.agentSkills.targets, AGENT_TARGETS.filter((t) => t !== 'spec' && t !== 'claude-ai'));
  });

  test('a Claude Code collection gets no error for the keys Claude Code documents, and no note on the standard\'s keys', () => {
    const findings = [...serviceOn({ [PATH]: TEXT }, { profile: 'agent-skills' }).findings(PATH)];
    assert.deepEqual(findings.filter((f) => f.severity === 'error' || f.severity === 'warning').map((f) => f.message.en), []);
    for (const key of ['license', 'allowed-tools', 'metadata']) assert.ok(!findings.some((f) => f.message.en.includes(`\`${key}\``)), key);
  });

  test('selected, the reference validator (a collection meant for publishing) makes the keys it rejects errors', () => {
    const findings = [...serviceOn({ [PATH]: TEXT }, { profile: 'agent-skills', agentSkills: { targets: ['spec', 'claude-code'] } }).findings(PATH)];
    const errors = findings.filter((f) => f.severity === 'error');
    assert.deepEqual(errors.map((f) => f.code), ['key-unsupported', 'key-unsupported']);
    assert.match(errors[0]!.message.en, /`argument-hint`.*the reference validator \(skills-ref\) rejects the skill/);
  });
});
