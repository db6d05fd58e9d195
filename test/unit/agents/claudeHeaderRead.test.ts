import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bunYamlParse } from '../../../server/src/service/agents/bunYaml';
import { claudeHeaderRead, requoted } from '../../../server/src/service/agents/claudeFrontmatter';
import { skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, catalogAt, findingsOfSkill } from './agentFolderFixture';

const DIR = '.claude/skills';
const lineOf = (text: string, dir = 'pdf') => catalogAt({ [agentSkillPath(DIR, dir)]: text }, DIR, 'claude-code').entries.find((e) => e.name === dir)?.line;
const valueOf = (text: string) => {
  const read = claudeHeaderRead(text);
  assert.ok(read?.ok, `read: ${JSON.stringify(read)}`);
  return read.value;
};

describe('Bun.YAML as modelled (observed through Claude Code 2.1.197)', () => {
  test('merge keys merge, aliases resolve, the last of a duplicate key wins', () => {
    assert.deepEqual(bunYamlParse('base: &b\n  description: D\n<<: *b\nname: n\nname: m\nw: *b\n'), { base: { description: 'D' }, description: 'D', name: 'm', w: { description: 'D' } });
  });

  test('core schema numbers; tags it does not know leave the text as written', () => {
    assert.deepEqual(bunYamlParse('a: 0x1F\nb: !!binary aGVsbG8=\nc: !custom hi\n'), { a: 31, b: 'aGVsbG8=', c: 'hi' });
  });

  test('a plain value may start with `,`; other YAML errors throw', () => {
    assert.deepEqual(bunYamlParse('hooks: ,a b\n'), { hooks: ',a b' });
    assert.throws(() => bunYamlParse('a: b: c\n'));
    assert.throws(() => bunYamlParse('a: [x, ,y]\n'));
  });
});

describe('Claude Code reads its header as its bundle does', () => {
  test('the header ends at the first `---`, even mid-line, with or without a closing line', () => {
    assert.deepEqual(valueOf('---\ndescription: Before. --- after\n---\n# Body\n'), { description: 'Before.' });
    assert.deepEqual(valueOf('---\ndescription: D\nx: a --- b\n# Body\n'), { description: 'D', x: 'a' });
    assert.equal(claudeHeaderRead('# no header\n'), undefined);
    assert.equal(claudeHeaderRead('\uFEFF---\nname: x\n---\n'), undefined);
  });

  test('when Bun.YAML throws, top-level values holding a reserved character are quoted and leading tabs become spaces', () => {
    assert.deepEqual(valueOf('---\ndescription: Use when: asked\nhint: !!str x\n---\n'), { description: 'Use when: asked', hint: '!!str x' });
    assert.deepEqual(valueOf('---\ndescription: D\nmetadata:\n\tx: y\n---\n'), { description: 'D', metadata: { x: 'y' } });
    // A tab before a top-level key makes it two spaces: nested under a key that has a value, still an error.
    assert.equal(claudeHeaderRead('---\nname: pdf\n\tdescription: D\n---\n')?.ok, false);
    // Read first time round: nothing quoted.
    assert.deepEqual(valueOf('---\ndescription: !!str x\n---\n'), { description: 'x' });
  });

  test('the retry leaves quoted values, flow lists and CRLF lines as they are', () => {
    assert.equal(requoted('a: "x: y"\nb: [c, d]\nc: x: y'), 'a: "x: y"\nb: [c, d]\nc: "x: y"');
    assert.equal(requoted('c: x: y\r'), 'c: x: y\r');
    assert.equal(requoted('c: a "b": \\c'), 'c: "a \\"b\\": \\\\c"');
    const crlf = claudeHeaderRead('---\r\ndescription: Use when: asked\r\n---\r\n');
    assert.equal(crlf?.ok, false);
  });

  test('a header whose retry fails too is dropped', () => {
    const read = claudeHeaderRead('---\nx: a: b\nenabled: > # c\n  more\n---\n');
    assert.equal(read?.ok, false);
  });
});

describe('Claude Code listing from the modelled reading', () => {
  test('a description merged in with `<<` is listed', () => {
    assert.equal(lineOf(skillText(['base: &b', '  description: Merged.', '<<: *b'], ['# From the body'])), '- pdf: Merged.');
  });

  test('`when_to_use` is appended as JavaScript writes it, untrimmed', () => {
    assert.equal(lineOf(skillText(['description: D', 'when_to_use: [a, [b, {c: d}]]'])), '- pdf: D - a,b,[object Object]');
    assert.equal(lineOf(skillText(['description: D', 'when_to_use: >+', '  W', '  '])), '- pdf: D - W\n\n');
  });

  test('a `key: a: b` the retry repairs keeps the header; one it cannot drops it', () => {
    assert.equal(lineOf(skillText(['description: D', 'argument-hint: a: b'], ['# From the body'])), '- pdf: D');
    assert.equal(lineOf(skillText(['description: D', 'argument-hint: a: b', 'effort: |', '  x'], ['# From the body'])), '- pdf: From the body');
  });

  test('`---` inside the description: it lists the part before it, and header-dashes says so', () => {
    const text = skillText(['name: pdf', 'description: Tables --- fast. Use when asked.'], ['# From the body']);
    assert.equal(lineOf(text), '- pdf: Tables');
    assert.equal(findingsOfSkill(DIR, 'pdf', text, ['claude-code'], 'header-dashes').length, 1);
    // Cut inside a quoted value, the part before is no YAML: the body's first line.
    assert.equal(lineOf(skillText(['name: pdf', 'description: "Tables --- fast"'], ['# From the body'])), '- pdf: fast"');
  });
});
