import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSkill, only, skillText } from '../agentSkills/agentSkillsFixture';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';

/** Severity is the effect on the selected targets (issue 13), shown on a BOM before `---`. */
describe('judgement: one cause, severity by the selected targets (BOM before ---)', () => {
  const text = `\uFEFF${skillText(['name: pdf', 'description: Reads PDFs.'])}`;
  const bom = (targets: readonly AgentTarget[]) => only(lintSkill('pdf', text, { targets }), 'header-bom')[0]!;
  test('error when a selected agent does not load the skill: Codex rejects, Gemini CLI skips', () => {
    assert.equal(bom(['codex']).severity, 'error');
    assert.match(bom(['codex']).message.en, /^Save the file as UTF-8 without BOM: .* — Codex rejects the skill\.$/);
    assert.equal(bom(['gemini-cli']).severity, 'error');
    assert.match(bom(['gemini-cli']).message.en, /Gemini CLI skips the skill without a word/);
  });
  test('warning when the selected agent loads it otherwise than written: Claude Code drops the header', () => {
    assert.equal(bom(['claude-code']).severity, 'warning');
    assert.match(bom(['claude-code']).message.en, /Claude Code ignores the header and lists the skill as `pdf` with a description taken from the body/);
  });
  test('nothing when the selected agent loads it as written: Copilot CLI (the agents outside the selection are not judged)', () => {
    assert.equal(bom(['copilot-cli']), undefined);
  });
  test('the worst effect among the selected targets wins', () => {
    assert.equal(bom(['copilot-cli', 'claude-code']).severity, 'warning');
    assert.equal(bom(['copilot-cli', 'claude-code', 'codex']).severity, 'error');
  });
});

describe('judgement: how an agent lists a skill it does not load is not said', () => {
  test('an empty SKILL.md: Cline skips it (body-empty), so the missing header is not said to make it list the skill', () => {
    const findings = lintSkill('pdf', '', { targets: ['cline'] });
    assert.match(only(findings, 'body-empty')[0]!.message.en, /Cline skips the skill without a word/);
    assert.deepEqual(only(findings, 'frontmatter-missing'), []);
  });
  test('with a body, the same missing header is a warning: Cline lists the skill under its folder name', () => {
    const f = only(lintSkill('pdf', '# PDF\n\nRead the PDF.\n', { targets: ['cline'] }), 'frontmatter-missing')[0]!;
    assert.equal(f.severity, 'warning');
    assert.match(f.message.en, /Cline ignores the header and lists the skill as `pdf`/);
  });
});
