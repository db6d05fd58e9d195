import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import type { UnquotedColonFix } from '../../../server/src/service/profiles/agentSkills/fixData';
import { findUnquotedColons } from '../../../server/src/service/profiles/agentSkills/header/findUnquotedColons';
import { agentSkillsProfile } from '../../../server/src/service/profiles/agentSkills/agentSkillsProfile';
import type { FixEdit } from '../../../server/src/service/model/finding';
import type { LineIndex } from '../../../server/src/service/text/lineIndex';
import { codesOf } from '../helpers/serviceFixture';
import { lintSkill, only, skillText } from './agentSkillsFixture';

function apply(text: string, lines: LineIndex, edit: FixEdit): string {
  return text.slice(0, lines.offsetAt(edit.range.start)) + edit.newText + text.slice(lines.offsetAt(edit.range.end));
}

describe('unquoted-colon', () => {
  const text = skillText(['name: pdf', 'description: Reads PDFs. Use when: the user sends a PDF']);

  test('one finding, no yaml-syntax beside it, and the other keys still read', () => {
    const f = lintSkill('pdf', text);
    assert.deepEqual(codesOf(f), ['unquoted-colon']);
    assert.equal(f[0]!.severity, 'error');
    assert.deepEqual(f[0]!.range, { start: { line: 2, character: 13 }, end: { line: 2, character: 55 } });
    assert.match(f[0]!.message.en, /^Quote the value of `description` or fold it \(`>-`\): it contains `: `, which strict YAML reads as the start of a nested mapping — the reference validator \(skills-ref\), Copilot CLI, pi[^;.]* reject the skill[;.]/);
    // Claude Code re-quotes the value, Gemini CLI and Factory Droid read it line by line, opencode repairs it: they load the skill.
    for (const loads of ['Claude Code', 'Gemini CLI', 'Factory Droid', 'opencode']) assert.ok(!f[0]!.message.en.includes(loads), loads);
  });

  test('re-reading the header makes the YAML library print no warning (a collection key)', async () => {
    const warnings: string[] = [];
    const listen = (w: Error) => void warnings.push(w.message);
    process.on('warning', listen);
    try {
      lintSkill('pdf', skillText(['name: pdf', 'description: Use when: x', '{ env.URL }: x']));
      // Node delivers process warnings on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    assert.deepEqual(warnings, []);
  });

  test('the profile claims the YAML library\'s error for that value', () => {
    const parsed = parseSkill(text);
    const problems = parsed.frontMatter!.problems.filter((p) => p.kind === 'error');
    assert.ok(problems.length > 0, 'the yaml package rejects it');
    for (const p of problems) assert.equal(agentSkillsProfile.claimsHeaderProblem?.(p, parsed), true);
  });

  test('"quote it" and "fold it" give valid YAML with the same text', () => {
    const f = lintSkill('pdf', text)[0]!;
    const data = f.data as UnquotedColonFix;
    assert.equal(data.keyPath, 'description');
    assert.equal(data.quote.newText, '"Reads PDFs. Use when: the user sends a PDF"');
    assert.equal(data.fold.newText, '>-\n  Reads PDFs. Use when: the user sends a PDF');
    const lines = parseSkill(text).lines;
    for (const edit of [data.quote, data.fold]) {
      const fixed = apply(text, lines, edit);
      // Qwen Code reads no YAML: a folded value is `>-` to it.
      assert.deepEqual(codesOf(lintSkill('pdf', fixed)), edit === data.fold ? ['description-line-read'] : [], fixed);
      assert.equal(parseSkill(fixed).frontMatter!.data['description'], 'Reads PDFs. Use when: the user sends a PDF');
    }
  });

  test('"fold it" breaks the line with the file\'s own line break (CRLF, CR)', () => {
    for (const eol of ['\r\n', '\r']) {
      const crlf = text.replace(/\n/g, eol);
      const data = lintSkill('pdf', crlf).find((f) => f.code === 'unquoted-colon')!.data as UnquotedColonFix;
      assert.equal(data.fold.newText, `>-${eol}  Reads PDFs. Use when: the user sends a PDF`);
      // A lone CR is no line break to Factory Droid's and Gemini CLI's cut (observed): no header to them, said apart.
      const lone = eol === '\r' ? ['frontmatter-missing'] : [];
      assert.deepEqual(codesOf(lintSkill('pdf', apply(crlf, parseSkill(crlf).lines, data.fold))), [...lone, 'description-line-read']);
    }
  });

  test('a value ending with a colon swallows the next keys for strict parsers; they are still read', () => {
    const f = lintSkill('pdf', skillText(['description: Use this for:', 'name: pdf']));
    // Claude Code's retry quotes no value ending in `:` (only `: ` inside): it drops the header (observed on 2.1.197).
    assert.deepEqual(codesOf(f), ['yaml-syntax', 'unquoted-colon']);
  });

  test('a colon on a continuation line of a multi-line plain value', () => {
    const found = findUnquotedColons(parseSkill(skillText(['name: pdf', 'description: Reads PDFs', '  when the user asks: read this', 'license: MIT'])));
    assert.equal(found.length, 1);
    assert.equal(found[0]!.text, 'Reads PDFs when the user asks: read this');
    assert.deepEqual([found[0]!.startLine, found[0]!.endLine], [2, 3]);
  });

  test('nested values are found with their path and folded past their key', () => {
    const f = only(lintSkill('pdf', skillText(['name: pdf', 'description: x', 'metadata:', '  note: see: here'])), 'unquoted-colon');
    const data = f[0]!.data as UnquotedColonFix;
    assert.equal(data.keyPath, 'metadata.note');
    assert.equal(data.fold.newText, '>-\n    see: here');
  });

  test('quoted, folded, URL and comment colons are fine', () => {
    // Qwen Code, which reads no YAML, lists folded values and comments as written: its own finding, not this one.
    const codes = (header: string[]) => codesOf(lintSkill('pdf', skillText(header))).filter((c) => c !== 'description-line-read');
    for (const line of ['description: "Use when: x"', "description: 'Use when: x'", 'description: see https://x.org/a:b', 'description: Reads PDFs # note: later', 'description: time 10:30']) {
      assert.deepEqual(codes(['name: pdf', line]), [], line);
    }
    assert.deepEqual(codes(['name: pdf', 'description: >-', '  Use when: x', '  and more: y']), []);
    assert.deepEqual(codes(['name: pdf', 'description: |', '  Use when: x']), []);
    assert.deepEqual(codesOf(lintSkill('pdf', skillText(['name: pdf', 'description: x', 'allowed-tools:', '  - Bash(git:*)', '  - Read']))).filter((c) => c === 'unquoted-colon'), []);
  });

  test('nothing when Claude Code alone is targeted (its loader reads the text as written; the agents outside the selection are not judged)', () => {
    assert.deepEqual(lintSkill('pdf', text, { targets: ['claude-code'] }).filter((f) => f.code === 'unquoted-colon'), []);
    assert.equal(lintSkill('pdf', text, { targets: ['copilot-cli'] })[0]!.severity, 'error', 'Copilot CLI parses strict YAML');
  });
});
