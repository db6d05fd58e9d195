import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddFrontmatterFix, AddKeyFix, FixNameFix, JoinToolsFix, KeyUnsupportedFix, NameDirMismatchFix, QuoteValueFix } from '../../../server/src/service/profiles/agentSkills/fixData';
import { codesOf, joinLines } from '../helpers/serviceFixture';
import { agentService, lintSkill, only, skillPath, skillText, validHeader } from './agentSkillsFixture';

describe('agent-skills: a valid skill', () => {
  test('with every target: no note on the standard\'s `license` and `metadata`, which some agents merely ignore', () => {
    assert.deepEqual(codesOf(lintSkill('pdf', skillText(validHeader('pdf', 'license: MIT', 'metadata:', '  author: me', '  version: "1.0"')))), []);
  });
  test('has no finding with the targets that read license and metadata', () => {
    assert.deepEqual(codesOf(lintSkill('pdf', skillText(validHeader('pdf', 'license: MIT', 'metadata:', '  author: me', '  version: "1.0"')), { targets: ['spec', 'claude-code', 'copilot-cli', 'vscode'] })), []);
  });
});

describe('frontmatter-missing', () => {
  test('a SKILL.md without header is an error with the header to insert', () => {
    const f = only(lintSkill('pdf', '# PDF\n\nRead PDFs.\n'), 'frontmatter-missing');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /^Add a `---` header with `name` and `description`: this SKILL\.md has none — the reference validator \(skills-ref\), Codex, Copilot CLI, pi, Qwen Code[^;]* reject the skill; [^;]*Gemini CLI[^;]* skip the skill without a word; Claude Code[^;]* ignores? the header and lists? the skill as `pdf`/);
    assert.ok(f[0]!.message.fr.length > 0);
    const data = f[0]!.data as AddFrontmatterFix;
    assert.equal(data.fix, 'add-frontmatter');
    assert.equal(data.edit.newText, `---\nname: pdf\ndescription: ${data.value}\n---\n`);
  });
  test('Cline lists names only: it is not said to list a description taken from the body', () => {
    // Cline drops the header and lists the skill under its folder name, but its model never sees a
    // description (declarations/cline.ts: `namesOnly`, no description fallback).
    const f = only(lintSkill('pdf', '# PDF\n\nRead PDFs.\n'), 'frontmatter-missing');
    assert.match(f[0]!.message.en, /Cline[^;]* ignores? the header and lists? the skill as `pdf`/);
    assert.doesNotMatch(f[0]!.message.en, /Cline[^;]* with a description taken from the body/);
  });
  test('only a warning when Claude Code is the only target (it loads the skill anyway)', () => {
    assert.equal(only(lintSkill('pdf', '# PDF\n', { targets: ['claude-code'] }), 'frontmatter-missing')[0]!.severity, 'warning');
  });
});

describe('name-missing, name-format, name-dir-mismatch', () => {
  test('no name: error on the opening line, with the key to add', () => {
    const f = only(lintSkill('pdf', skillText(['description: Reads PDFs.'])), 'name-missing');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.range.start.line, 0);
    assert.match(f[0]!.message.en, /^Write `name: pdf`: the header has none — the reference validator \(skills-ref\), Qwen Code[^;]* reject the skill; Gemini CLI, VS Code \(Copilot\)[^;]* skip the skill without a word\.$/);
    // Those that fall back on the folder name, or never read it, load the skill.
    for (const loads of ['Claude Code', 'Codex', 'Copilot CLI', 'pi']) assert.doesNotMatch(f[0]!.message.en, new RegExp(`\\b${loads}\\b`), loads);
    assert.deepEqual((f[0]!.data as AddKeyFix).edit, { range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, newText: 'name: pdf\n' });
  });
  test('an empty name is missing too; a name is present', () => {
    assert.equal(only(lintSkill('pdf', skillText(['name:', 'description: Reads PDFs.'])), 'name-missing').length, 1);
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf'))), 'name-missing').length, 0);
  });
  test('uppercase and underscore: name-format with the nearest valid name', () => {
    const f = lintSkill('My_Skill', skillText(['name: My_Skill', 'description: x']));
    const fmt = only(f, 'name-format');
    assert.equal(fmt.length, 1);
    assert.equal(fmt[0]!.severity, 'error');
    assert.match(fmt[0]!.message.en, /not lowercase/);
    assert.match(fmt[0]!.message.en, /`_`/);
    assert.deepEqual(fmt[0]!.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 14 } });
    assert.equal((fmt[0]!.data as FixNameFix).suggestion, 'my-skill');
    assert.equal(only(f, 'name-dir-mismatch').length, 0, 'folder and name agree');
  });
  test('hyphen rules: leading, trailing, double', () => {
    for (const bad of ['-pdf', 'pdf-', 'pd--f']) {
      const f = only(lintSkill(bad, skillText([`name: ${bad}`, 'description: x'])), 'name-format');
      assert.equal(f.length, 1, bad);
      assert.match(f[0]!.message.en, /hyphen/, bad);
    }
  });
  test('65 characters: too long, and Codex rejects it too', () => {
    const long = 'a'.repeat(65);
    const f = only(lintSkill(long, skillText([`name: ${long}`, 'description: x']), { targets: ['codex'] }), 'name-format');
    assert.equal(f[0]!.severity, 'error', 'Codex refuses names over 64 characters');
    assert.match(f[0]!.message.en, /65 characters/);
    const ok = 'a'.repeat(64);
    assert.equal(only(lintSkill(ok, skillText([`name: ${ok}`, 'description: x'])), 'name-format').length, 0);
  });
  // Copilot CLI and Augment take ASCII names only (asciiNames.test.ts): left out here.
  const UNICODE = { targets: ['spec', 'claude-code', 'codex', 'gemini-cli', 'opencode'] as const };
  test('Unicode lowercase letters pass, as in the reference validator; uppercase Cyrillic fails', () => {
    assert.deepEqual(codesOf(lintSkill('навык', skillText(['name: навык', 'description: x']), UNICODE)), []);
    assert.deepEqual(codesOf(lintSkill('技能', skillText(['name: 技能', 'description: x']), UNICODE)), []);
    assert.deepEqual(codesOf(lintSkill('НАВЫК', skillText(['name: НАВЫК', 'description: x']), UNICODE)), ['name-format']);
  });
  test('NFKC: a decomposed é in the name matches the composed folder name', () => {
    assert.deepEqual(codesOf(lintSkill('café', skillText(['name: cafe\u0301', 'description: x']), UNICODE)), []);
  });
  test('format: nothing when the selected targets load the skill with any name', () => {
    assert.deepEqual(only(lintSkill('Pdf', skillText(['name: Pdf', 'description: x']), { targets: ['claude-code', 'vscode'] }), 'name-format'), []);
    assert.equal(only(lintSkill('Pdf', skillText(['name: Pdf', 'description: x']), { targets: ['spec'] }), 'name-format')[0]!.severity, 'error');
  });
  test('name differs from folder: both fix directions', () => {
    const f = only(lintSkill('pdf', skillText(['name: pdf-reader', 'description: x'])), 'name-dir-mismatch');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    const data = f[0]!.data as NameDirMismatchFix;
    assert.deepEqual(data.setName, { range: { start: { line: 1, character: 6 }, end: { line: 1, character: 16 } }, newText: 'pdf' });
    assert.deepEqual(data.renameFolder, { from: '/ws/skills/pdf', to: '/ws/skills/pdf-reader' });
  });
  test('no folder rename offered when the target folder exists or the name is invalid', () => {
    const s = agentService({ [skillPath('pdf')]: skillText(['name: other', 'description: x']), [skillPath('other')]: skillText(validHeader('other')) });
    const data = only([...s.findings(skillPath('pdf'))], 'name-dir-mismatch')[0]!.data as NameDirMismatchFix;
    assert.equal(data.renameFolder, undefined);
    const bad = only(lintSkill('pdf', skillText(['name: Other', 'description: x'])), 'name-dir-mismatch')[0]!.data as NameDirMismatchFix;
    assert.equal(bad.renameFolder, undefined);
  });
});

describe('description-missing, description-length', () => {
  test('missing, empty or a list: error', () => {
    for (const header of [['name: pdf'], ['name: pdf', 'description: ""'], ['name: pdf', 'description: [a, b]']]) {
      const f = only(lintSkill('pdf', skillText(header)), 'description-missing');
      assert.equal(f.length, 1, header.join(' '));
      assert.equal(f[0]!.severity, 'error');
    }
    assert.match(only(lintSkill('pdf', skillText(['name: pdf', 'description: [a]'])), 'description-missing')[0]!.message.en, /not text/);
  });
  test('a number is text to the reference parser (strictyaml reads scalars as written); Copilot CLI rejects it', () => {
    const selected = lintSkill('pdf', skillText(['name: pdf', 'description: 2024']), { targets: ['spec', 'claude-code'] });
    assert.deepEqual(selected.map((x) => `${x.code}:${x.severity}`), [], 'the agents outside the selection are not judged');
    const f = only(lintSkill('pdf', skillText(['name: pdf', 'description: 2024'])), 'description-type');
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /^Quote the description: `2024` is read as a number, not text — Copilot CLI, pi[^;]* reject the skill/);
  });
  test('1,025 characters: error with the count; 1,024 pass', () => {
    const f = only(lintSkill('pdf', skillText(['name: pdf', `description: ${'x'.repeat(1025)}`])), 'description-length');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /^Shorten the description to 1,021 characters, moving details to the body: it has 1,025 — the reference validator \(skills-ref\), Copilot CLI[^;]* reject the skill; [^;]*\bCodex[^;]* lists? only the description's first 1,021 characters/);
    assert.equal(only(lintSkill('pdf', skillText(['name: pdf', `description: ${'x'.repeat(1024)}`])), 'description-length').length, 0);
  });
  test('Claude Code alone lists 1,100 characters in full (its cap is 1,536): nothing', () => {
    assert.deepEqual(only(lintSkill('pdf', skillText(['name: pdf', `description: ${'x'.repeat(1100)}`]), { targets: ['claude-code'] }), 'description-length'), []);
    assert.equal(only(lintSkill('pdf', skillText(['name: pdf', `description: ${'x'.repeat(1100)}`]), { targets: ['codex'] }), 'description-length')[0]!.severity, 'warning', 'Codex cuts it');
  });
});

describe('compatibility-length, metadata-type, allowed-tools-type', () => {
  test('compatibility: 501 characters is an error, a flow list is compatibility-length alone; 500 pass', () => {
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', `compatibility: ${'c'.repeat(501)}`))), 'compatibility-length')[0]!.severity, 'error');
    const list = lintSkill('pdf', skillText(validHeader('pdf', 'compatibility: [a, b]')));
    assert.equal(only(list, 'compatibility-length')[0]!.severity, 'error');
    assert.deepEqual(only(list, 'flow-style'), []);
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', `compatibility: ${'c'.repeat(500)}`))), 'compatibility-length').length, 0);
  });
  test('metadata that is not a mapping: Codex rejects the skill', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata: just text'))), 'metadata-type');
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /Codex/);
    assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata: just text')), { targets: ['spec'] }), 'metadata-type'), [], 'Codex is not judged when only the validator is selected');
  });
  test('an unquoted 1.10 loses its form: warning on the entry, quote fix as written', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata:', '  version: 1.10'))), 'metadata-type');
    assert.equal(f.length, 1);
    assert.deepEqual(f[0]!.range, { start: { line: 4, character: 11 }, end: { line: 4, character: 15 } });
    assert.equal((f[0]!.data as QuoteValueFix).edit.newText, '"1.10"');
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata:', '  version: "1.10"', '  build: 2'))), 'metadata-type').length, 0);
  });
  test('a nested list in metadata is flagged on that entry', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'metadata:', '  author: me', '  tags: [a, b]'))), 'metadata-type');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.range.start.line, 5);
    assert.match(f[0]!.message.en, /metadata\.tags/);
  });
  test('allowed-tools as a list: information naming who accepts it, with the string form', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools:', '  - Read', '  - Bash(git:*)'))), 'allowed-tools-type');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'information');
    assert.match(f[0]!.message.en, /space-separated string \(`Read Bash\(git:\*\)`\)/);
    assert.equal((f[0]!.data as JoinToolsFix).edit.newText, 'Read Bash(git:*)');
  });
  test('allowed-tools as a mapping: error; as a string: nothing', () => {
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools:', '  read: yes'))), 'allowed-tools-type')[0]!.severity, 'error');
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', 'allowed-tools: Read Bash(git:*)'))), 'allowed-tools-type').length, 0);
  });
});

describe('key-unsupported', () => {
  test('a Claude Code and VS Code key: error because the reference validator rejects it; the others ignore it', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'argument-hint: "[file]"'))), 'key-unsupported');
    assert.equal(f.length, 1);
    assert.equal(f[0]!.severity, 'error');
    // What happens first, then who: the point is not cut off behind a list of agents.
    const m = /^`argument-hint` makes 1 of your (\d+) agents reject the skill and (\d+) ignore it — the reference validator \(skills-ref\) rejects the skill; ([^;]+) ignore it; only (.+) read it\.$/.exec(f[0]!.message.en);
    assert.ok(m, f[0]!.message.en);
    assert.ok(m[4]!.startsWith('Claude Code, VS Code (Copilot)'), m[4]);
    for (const ignores of ['Codex', 'Copilot CLI', 'Gemini CLI', 'pi']) assert.ok(m[3]!.split(/, | and /).includes(ignores), ignores);
    assert.equal(Number(m[2]), m[3]!.split(/, | and /).length);
    assert.ok(!/^[^—]*\(/.test(f[0]!.message.en), 'no list of agents before the point');
    assert.match(f[0]!.message.fr, /^`argument-hint` fait rejeter le skill par 1 de vos \d+ agents et \d+ l’ignorent — le validateur de référence .* ; .* l’ignorent ; seuls Claude Code, VS Code \(Copilot\).* la lisent\.$/);
    const data = f[0]!.data as KeyUnsupportedFix;
    assert.deepEqual(data.rejectedBy, ['spec']);
    assert.deepEqual(data.acceptedBy, ['claude-code', 'vscode', 'qwen-code', 'amp']);
    assert.deepEqual(f[0]!.range, { start: { line: 3, character: 0 }, end: { line: 3, character: 13 } });
  });
  test('in `.claude/skills`, the agents ignoring a key are counted among those that read the folder', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const [f] = only([...agentService({ [file]: skillText(validHeader('pdf', 'context: fork')) }).findings(file)], 'key-unsupported');
    const m = /^`context` makes 1 of your (\d+) agents reject the skill and (\d+) ignore it — [^;]+; [^;]+; ([^;]+) ignore it; only Claude Code reads it\.$/.exec(f!.message.en);
    assert.ok(m, f!.message.en);
    assert.ok(!m[3]!.includes('Codex'), 'Codex never reads .claude/skills');
    assert.ok(Number(m[1]) < 13, `${m[1]} agents read .claude/skills`);
    assert.equal(Number(m[2]), m[3]!.split(/, | and /).length);
  });
  test('error when a selected target rejects it; information when the selected ones merely ignore it; nothing when all read it', () => {
    assert.equal(only(lintSkill('pdf', skillText(validHeader('pdf', 'model: opus')), { targets: ['spec', 'codex'] }), 'key-unsupported')[0]!.severity, 'error');
    const ignored = only(lintSkill('pdf', skillText(validHeader('pdf', 'model: opus')), { targets: ['codex'] }), 'key-unsupported')[0]!;
    assert.equal(ignored.severity, 'information');
    assert.match(ignored.message.en, /^`model` has no effect on your agent — Codex ignores it; only Claude Code.* reads? it\.$/);
    assert.match(ignored.message.fr, /^`model` est sans effet sur votre agent — Codex l’ignore ; seuls Claude Code.* la lisent\.$/);
    const claude = only(lintSkill('pdf', skillText(validHeader('pdf', 'model: opus', 'context: fork')), { targets: ['claude-code'] }), 'key-unsupported');
    assert.deepEqual(claude, [], 'Claude Code reads both; the agents outside the selection are not judged');
  });
  test('a key of the standard that agents merely ignore gets no note; another key does', () => {
    for (const key of ['compatibility: Needs git', 'license: MIT', 'allowed-tools: Read Grep', 'metadata:\n  author: me']) {
      assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf', ...key.split('\n')))), 'key-unsupported'), [], key);
      assert.deepEqual(only(lintSkill('pdf', skillText(validHeader('pdf', ...key.split('\n'))), { targets: ['codex'] }), 'key-unsupported'), [], `${key}, Codex alone`);
    }
    const model = only(lintSkill('pdf', skillText(validHeader('pdf', 'model: opus')), { targets: ['codex'] }), 'key-unsupported');
    assert.equal(model[0]?.severity, 'information', 'a key of one agent only, which Codex ignores');
  });
  test('a header the validator cannot parse is one error, not one more per key it holds', () => {
    const text = skillText(['name: pdf', 'description: Reads PDFs. Use when: the user sends a PDF', 'when_to_use: always', 'model: opus']);
    assert.deepEqual(codesOf(lintSkill('pdf', text, { targets: ['spec'] })), ['unquoted-colon']);
    // Codex reads the header: the keys it ignores are still noted, the validator's refusal is not said again.
    const both = only(lintSkill('pdf', text, { targets: ['spec', 'codex'] }), 'key-unsupported');
    assert.deepEqual(both.map((f) => f.severity), ['information', 'information']);
    assert.ok(both.every((f) => !f.message.en.includes('reference validator')), both.map((f) => f.message.en).join('\n'));
  });
  test('an unknown key is an error, with a typo suggestion and the lines to remove', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'lisence: MIT'))), 'key-unsupported');
    assert.equal(f[0]!.severity, 'error');
    assert.match(f[0]!.message.en, /^No agent reads `lisence`: the reference validator \(skills-ref\) rejects the skill[;.].* Did you mean `license`\?$/);
    assert.ok(!f[0]!.message.en.includes('ignore'), 'that every agent ignores a key none reads goes without saying');
    const claude = only(lintSkill('pdf', skillText(validHeader('pdf', 'lisence: MIT')), { targets: ['claude-code'] }), 'key-unsupported')[0]!;
    assert.equal(claude.severity, 'warning', 'a typo of a key Claude Code reads: loaded, but not as written');
    const data = f[0]!.data as KeyUnsupportedFix;
    assert.equal(data.suggestion, 'license');
    assert.deepEqual(data.rename?.newText, 'license');
    assert.deepEqual(data.remove.range, { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } });
    const other = only(lintSkill('pdf', skillText(validHeader('pdf', 'category: testing'))), 'key-unsupported')[0]!;
    assert.equal((other.data as KeyUnsupportedFix).suggestion, undefined);
  });
  test('removal of a block value takes all its lines', () => {
    const f = only(lintSkill('pdf', skillText(validHeader('pdf', 'hooks:', '  PreToolUse:', '    - matcher: Bash', 'license: MIT')), { targets: ['spec'] }), 'key-unsupported');
    assert.deepEqual((f[0]!.data as KeyUnsupportedFix).remove.range, { start: { line: 3, character: 0 }, end: { line: 6, character: 0 } });
  });
});

describe('findings read every message in French too', () => {
  test('each finding of a broken skill has an English and a French message', () => {
    const f = lintSkill('pdf', skillText(['name: Pdf_Tool', 'lisence: MIT', 'compatibility: [a]', 'metadata: x', 'allowed-tools: {a: b}', 'argument-hint: x'], [joinLines('Run !`date` then read [a](references/a.md).')]));
    assert.ok(f.length >= 7);
    for (const x of f) assert.ok(x.message.en && x.message.fr && x.message.en !== x.message.fr, x.code);
  });
});
