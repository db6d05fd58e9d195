import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentSkillsProfile } from '../../../server/src/service/profiles/agentSkills/agentSkillsProfile';
import { listingBudget } from '../../../server/src/service/profiles/agentSkills/listing/listingBudget';
import { CLAUDE_CODE } from '../../../server/src/service/agents/declarations/claudeCode';
import { DEFAULT_CONFIG } from '../../../server/src/service/config/serviceConfig';
import { joinLines } from '../helpers/serviceFixture';
import { catalogOf, skillPath, skillText } from './agentSkillsFixture';

const TWO = {
  [skillPath('alpha')]: skillText(['name: alpha', 'description: Does A & B <fast>.']),
  [skillPath('beta')]: skillText(['name: beta', 'description: Checks "quotes" and it\'s fine.']),
};

describe('agent-skills catalogs: exact text for two skills', () => {
  test('the four targets are offered, spec first', () => {
    assert.deepEqual(agentSkillsProfile.catalogTargets.map((t) => t.id), ['spec', 'claude-code', 'vscode', 'codex']);
  });

  test('reference <available_skills>: every value on its own line, HTML-escaped', () => {
    const c = catalogOf(TWO, 'spec');
    assert.equal(c.text, joinLines(
      '<available_skills>',
      '<skill>', '<name>', 'alpha', '</name>', '<description>', 'Does A &amp; B &lt;fast&gt;.', '</description>', '<location>', 'skills/alpha/SKILL.md', '</location>', '</skill>',
      '<skill>', '<name>', 'beta', '</name>', '<description>', 'Checks &quot;quotes&quot; and it&#x27;s fine.', '</description>', '<location>', 'skills/beta/SKILL.md', '</location>', '</skill>',
      '</available_skills>',
    ));
    assert.equal(c.target, 'spec');
    assert.equal(c.chars, c.text.length);
    assert.deepEqual(c.entries.map((e) => e.status), ['full', 'full']);
  });

  test('VS Code <skills>: one block per skill, values as written', () => {
    const c = catalogOf(TWO, 'vscode');
    assert.equal(c.text, joinLines(
      '<skills>',
      '<skill>', '<name>alpha</name>', '<description>Does A & B <fast>.</description>', '<file>skills/alpha/SKILL.md</file>', '</skill>',
      '<skill>', '<name>beta</name>', '<description>Checks "quotes" and it\'s fine.</description>', '<file>skills/beta/SKILL.md</file>', '</skill>',
      '</skills>',
    ));
  });

  test('Codex: `- name: description (file: path)`', () => {
    assert.equal(catalogOf(TWO, 'codex').text, joinLines(
      '- alpha: Does A & B <fast>. (file: skills/alpha/SKILL.md)',
      '- beta: Checks "quotes" and it\'s fine. (file: skills/beta/SKILL.md)',
    ));
  });

  test('Claude Code: the Skill tool listing, with its budget', () => {
    const c = catalogOf(TWO, 'claude-code');
    const listed = joinLines('- alpha: Does A & B <fast>.', '- beta: Checks "quotes" and it\'s fine.');
    assert.equal(c.text, `The following skills are available for use with the Skill tool:\n\n${listed}`);
    assert.deepEqual(c.budget, { limitChars: 8000, usedChars: listed.length });
  });

  test('no target asked: the first selected target renders', () => {
    assert.equal(catalogOf(TWO, undefined).target, 'spec');
    assert.equal(catalogOf(TWO, undefined, { targets: ['codex', 'vscode'] }).target, 'vscode');
  });
});

describe('VS Code: only the first 21 skills get full entries', () => {
  const files: Record<string, string> = {};
  for (let i = 1; i <= 23; i++) {
    const n = `s${String(i).padStart(2, '0')}`;
    files[skillPath(n)] = skillText([`name: ${n}`, `description: Skill ${i}.`]);
  }
  files[skillPath('manual')] = skillText(['name: manual', 'description: Only by hand.', 'disable-model-invocation: true']);

  test('skills 22 and 23 by name only, the manual one left out', () => {
    const c = catalogOf(files, 'vscode');
    const byName = new Map(c.entries.map((e) => [e.name, e]));
    assert.equal(c.entries.filter((e) => e.status === 'full').length, 21);
    assert.equal(byName.get('s21')!.status, 'full');
    assert.equal(byName.get('s22')!.status, 'name-only');
    assert.match(byName.get('s22')!.reason!.en, /past the first 21/);
    assert.equal(byName.get('manual')!.status, 'omitted');
    assert.ok(c.text.endsWith('<file>skills/s21/SKILL.md</file>\n</skill>\nAdditional skills available (invoke by name): s22, s23\n</skills>'));
    assert.ok(!c.text.includes('manual'));
    assert.ok(c.warnings.some((w) => w.en.includes('s22, s23')));
  });
});

describe('Claude Code listing budget', () => {
  const thirty = 'x'.repeat(30);
  const three = {
    [skillPath('a')]: skillText(['name: a', `description: ${thirty}`]),
    [skillPath('b')]: skillText(['name: b', `description: ${thirty}`]),
    [skillPath('c')]: skillText(['name: c', `description: ${thirty}`]),
  };

  test('the default budget is 1% of the default model\'s 1,000,000-token window at 3 characters a token', () => {
    assert.equal(listingBudget(CLAUDE_CODE, DEFAULT_CONFIG).chars, 30_000);
    assert.equal(listingBudget(CLAUDE_CODE, { ...DEFAULT_CONFIG, contextWindowTokens: 200_000 }).chars, 6_000);
    assert.equal(listingBudget(CLAUDE_CODE, { ...DEFAULT_CONFIG, agentSkills: { targets: ['claude-code'], listingBudget: { 'claude-code': 2000 } } }).chars, 2000);
  });

  test('over budget, descriptions go from the end of the list; names stay', () => {
    const c = catalogOf(three, 'claude-code', { contextWindowTokens: 2000 });
    assert.deepEqual(c.entries.map((e) => e.status), ['full', 'full', 'name-only']);
    const listed = joinLines(`- a: ${thirty}`, `- b: ${thirty}`, '- c');
    assert.equal(c.text, `The following skills are available for use with the Skill tool:\n\n${listed}`);
    assert.deepEqual(c.budget, { limitChars: 80, usedChars: 75 });
    assert.match(c.entries[2]!.reason!.en, /over the listing budget of 80 characters .*description dropped/);
    assert.ok(c.warnings.some((w) => w.en.startsWith('c: over the listing budget')));
  });

  test('when even the names do not fit, the last skills are left out', () => {
    const c = catalogOf(three, 'claude-code', { contextWindowTokens: 100 });
    assert.deepEqual(c.entries.map((e) => e.status), ['name-only', 'omitted', 'omitted']);
    assert.equal(c.entries[1]!.line, '');
  });

  test('descriptions plus when_to_use are capped at 1,536 characters', () => {
    const files = { [skillPath('long')]: skillText(['name: long', `description: ${'d'.repeat(1500)}`, `when_to_use: ${'w'.repeat(100)}`]) };
    const e = catalogOf(files, 'claude-code').entries[0]!;
    assert.equal(e.status, 'full');
    assert.equal([...e.description].length, 1536);
    assert.ok(e.description.endsWith('w…'));
    assert.match(e.reason!.en, /cut to 1,536/);
  });

  test('disable-model-invocation keeps a skill out; no description falls back to the first paragraph', () => {
    const files = {
      [skillPath('manual')]: skillText(['name: manual', 'description: By hand.', 'disable-model-invocation: true']),
      [skillPath('plain')]: skillText(['name: plain'], ['# Plain', '', 'Formats plain text', 'for humans.', '', 'More.']),
    };
    const c = catalogOf(files, 'claude-code');
    assert.equal(c.text, 'The following skills are available for use with the Skill tool:\n\n- plain: Formats plain text for humans.');
    assert.equal(c.entries.find((e) => e.name === 'manual')!.status, 'omitted');
  });
});

describe('skills a target refuses are left out with the reason', () => {
  const files = {
    [skillPath('ok')]: skillText(['name: ok', 'description: Fine.']),
    [skillPath('nodesc')]: skillText(['name: nodesc']),
    [skillPath('colon')]: skillText(['name: colon', 'description: Use when: x']),
  };
  test('reference tooling and Codex', () => {
    for (const target of ['spec', 'codex'] as const) {
      const c = catalogOf(files, target);
      const status = Object.fromEntries(c.entries.map((e) => [e.name, e.status]));
      assert.deepEqual(status, { colon: 'omitted', nodesc: 'omitted', ok: 'full' }, target);
    }
    assert.match(catalogOf(files, 'codex').entries.find((e) => e.name === 'colon')!.reason!.en, /strict parser/);
  });
  test('Claude Code reads the colon value as text', () => {
    assert.ok(catalogOf(files, 'claude-code').text.includes('- colon: Use when: x'));
  });
});
