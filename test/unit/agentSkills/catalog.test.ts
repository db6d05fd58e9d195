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
  test('the fifteen targets are offered, the two validators first', () => {
    assert.deepEqual(agentSkillsProfile.catalogTargets.map((t) => t.id), ['spec', 'claude-ai', 'claude-code', 'codex', 'copilot-cli', 'gemini-cli', 'vscode', 'opencode', 'kilo', 'pi', 'qwen-code', 'cline', 'factory-droid', 'augment', 'amp']);
  });

  test('reference <available_skills>: every value on its own line, HTML-escaped', () => {
    const c = catalogOf(TWO, 'spec');
    assert.equal(c.text, joinLines(
      '<available_skills>',
      '<skill>', '<name>', 'alpha', '</name>', '<description>', 'Does A &amp; B &lt;fast&gt;.', '</description>', '<location>', '/ws/skills/alpha/SKILL.md', '</location>', '</skill>',
      '<skill>', '<name>', 'beta', '</name>', '<description>', 'Checks &quot;quotes&quot; and it&#x27;s fine.', '</description>', '<location>', '/ws/skills/beta/SKILL.md', '</location>', '</skill>',
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

  test('Codex: <skills_instructions> with the skill roots and `- name: description (file: r0/dir/SKILL.md)`', () => {
    assert.equal(catalogOf(TWO, 'codex').text, joinLines(
      '<skills_instructions>',
      '## Skills',
      'A skill is a set of local instructions to follow that is stored in a `SKILL.md` file. Below is the list of skills that can be used. Each entry includes a name, description, and a short path that can be expanded into an absolute path using the skill roots table.',
      '### Skill roots',
      '- `r0` = `/ws/skills`',
      '### Available skills',
      '- alpha: Does A & B <fast>. (file: r0/alpha/SKILL.md)',
      '- beta: Checks "quotes" and it\'s fine. (file: r0/beta/SKILL.md)',
      '</skills_instructions>',
    ));
  });

  test('Claude Code: the Skill tool listing, with its 30,000 budget shared with its built-in skills', () => {
    const c = catalogOf(TWO, 'claude-code');
    const listed = joinLines('- alpha: Does A & B <fast>.', '- beta: Checks "quotes" and it\'s fine.');
    assert.equal(c.text, `The following skills are available for use with the Skill tool:\n\n${listed}`);
    assert.equal(c.budget!.limitChars, 30_000);
    // the 13 bundled skills (about 4,450 characters) are left out of the text but count against the budget
    assert.ok(c.budget!.usedChars > listed.length + 4000 && c.budget!.usedChars < listed.length + 5000, String(c.budget!.usedChars));
  });

  test('Claude Code: no description and no line in the body either: it lists the word `Skill`', () => {
    const c = catalogOf({ [skillPath('alpha')]: '---\n---\n', [skillPath('beta')]: skillText(['name: beta'], ['# Beta steps', '', 'Body.']) }, 'claude-code');
    assert.equal(c.text, 'The following skills are available for use with the Skill tool:\n\n- alpha: Skill\n- beta: Beta steps');
  });

  test('no target asked: the first selected target renders', () => {
    assert.equal(catalogOf(TWO, undefined).target, 'spec');
    // the first of the selected targets in the product's order (spec, claude-code, codex, copilot-cli, gemini-cli, vscode)
    assert.equal(catalogOf(TWO, undefined, { targets: ['vscode', 'codex'] }).target, 'codex');
    assert.equal(catalogOf(TWO, undefined, { targets: ['vscode'] }).target, 'vscode');
  });
});

describe('VS Code: every skill is listed in full (no 21-skill cut)', () => {
  const files: Record<string, string> = {};
  for (let i = 1; i <= 23; i++) {
    const n = `s${String(i).padStart(2, '0')}`;
    files[skillPath(n)] = skillText([`name: ${n}`, `description: Skill ${i}.`]);
  }
  files[skillPath('manual')] = skillText(['name: manual', 'description: Only by hand.', 'disable-model-invocation: true']);

  test('skills 22 and 23 in full too, the manual one left out', () => {
    const c = catalogOf(files, 'vscode');
    const byName = new Map(c.entries.map((e) => [e.name, e]));
    assert.equal(c.entries.filter((e) => e.status === 'full').length, 23);
    assert.equal(byName.get('s22')!.status, 'full');
    assert.equal(byName.get('s23')!.status, 'full');
    assert.equal(byName.get('manual')!.status, 'omitted');
    assert.ok(c.text.endsWith('<description>Skill 23.</description>\n<file>skills/s23/SKILL.md</file>\n</skill>\n</skills>'), c.text.slice(-200));
    assert.ok(!c.text.includes('Additional skills available'));
    assert.ok(!c.text.includes('manual'));
    assert.ok(!c.warnings.some((w) => w.en.includes('s22')));
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

  const override = (n: number) => ({ listingBudget: { 'claude-code': n } });

  test('over budget (agentSkills.listingBudget override), descriptions go from the end of the list; names stay', () => {
    const roomy = catalogOf(three, 'claude-code', override(100_000));
    assert.deepEqual(roomy.entries.map((e) => e.status), ['full', 'full', 'full']);
    // over budget the built-ins keep their (shortened) lines, each skill its `- name`, and the
    // descriptions (`: ` + 30 characters each) are given back in order while they fit: room for two
    const builtins = CLAUDE_CODE.listing.builtins!.entries!;
    const separators = 3 + builtins.length - 1;
    const limit = builtins.reduce((n, b) => n + b.widthOverBudget, 0) + 3 * '- a'.length + separators + 2 * 32 + 10;
    const c = catalogOf(three, 'claude-code', override(limit));
    assert.deepEqual(c.entries.map((e) => e.status), ['full', 'full', 'name-only']);
    const listed = joinLines(`- a: ${thirty}`, `- b: ${thirty}`, '- c');
    assert.equal(c.text, `The following skills are available for use with the Skill tool:\n\n${listed}`);
    assert.equal(c.budget!.limitChars, limit);
    assert.match(c.entries[2]!.reason!.en, /over the listing budget .*description dropped/);
    assert.ok(c.warnings.some((w) => w.en.startsWith('c: over the listing budget')));
  });

  test('when even the names do not fit, every skill keeps its name (Claude Code never drops a line)', () => {
    const c = catalogOf(three, 'claude-code', override(100));
    assert.deepEqual(c.entries.map((e) => e.status), ['name-only', 'name-only', 'name-only']);
    assert.equal(c.entries[1]!.line, '- b');
  });

  test('descriptions plus when_to_use are capped at 1,536 characters', () => {
    const files = { [skillPath('long')]: skillText(['name: long', `description: ${'d'.repeat(1500)}`, `when_to_use: ${'w'.repeat(100)}`]) };
    const e = catalogOf(files, 'claude-code').entries[0]!;
    assert.equal(e.status, 'full');
    assert.equal([...e.description].length, 1536);
    assert.ok(e.description.endsWith('w…'));
    assert.match(e.reason!.en, /cut to 1,535 characters/);
  });

  test('disable-model-invocation keeps a skill out; no description falls back to the body\'s first line, `#` stripped', () => {
    const files = {
      [skillPath('manual')]: skillText(['name: manual', 'description: By hand.', 'disable-model-invocation: true']),
      [skillPath('plain')]: skillText(['name: plain'], ['# Plain', '', 'Formats plain text', 'for humans.', '', 'More.']),
    };
    const c = catalogOf(files, 'claude-code');
    assert.equal(c.text, 'The following skills are available for use with the Skill tool:\n\n- plain: Plain');
    assert.equal(c.entries.find((e) => e.name === 'manual')!.status, 'omitted');
  });
});

describe('skills a target refuses are left out with the reason', () => {
  const files = {
    [skillPath('ok')]: skillText(['name: ok', 'description: Fine.']),
    [skillPath('nodesc')]: skillText(['name: nodesc']),
    [skillPath('colon')]: skillText(['name: colon', 'description: Use when: x']),
  };
  const statuses = (target: 'spec' | 'codex' | 'copilot-cli' | 'gemini-cli') =>
    Object.fromEntries(catalogOf(files, target).entries.map((e) => [e.name, e.status]));
  test('the reference validator and Copilot CLI (strict YAML) refuse the colon; the reference and Codex need a description', () => {
    assert.deepEqual(statuses('spec'), { colon: 'omitted', nodesc: 'omitted', ok: 'full' });
    assert.equal(statuses('copilot-cli')['colon'], 'omitted');
    assert.match(catalogOf(files, 'spec').entries.find((e) => e.name === 'colon')!.reason!.en, /reference validator \(skills-ref\) rejects it: an unquoted value containing `: `/);
  });
  test('Codex is lenient on `Use when: x` but requires a description; Gemini CLI skips a skill without one', () => {
    assert.deepEqual(statuses('codex'), { colon: 'full', nodesc: 'omitted', ok: 'full' });
    assert.ok(catalogOf(files, 'codex').text.includes('- colon: Use when: x (file: r0/colon/SKILL.md)'));
    assert.equal(statuses('gemini-cli')['nodesc'], 'omitted');
    assert.equal(statuses('gemini-cli')['ok'], 'full');
  });
  test('Claude Code reads the colon value as text', () => {
    assert.ok(catalogOf(files, 'claude-code').text.includes('- colon: Use when: x'));
  });
});
