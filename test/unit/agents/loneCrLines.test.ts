import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentSkillPath, catalogAt, findingsIn } from './agentFolderFixture';
import { agentService } from '../agentSkills/agentSkillsFixture';
import { claudeFirstLine } from '../../../server/src/service/profiles/agentSkills/listing/bodyFallback';

/** A skill whose lines end in a lone CR (old Mac line breaks): YAML and Skillkiln take the CR for a break. */
const LONE_CR = '---\rname: pdf\rdescription: Reads PDFs.\r---\r# Body\r';

describe('lone CR line breaks: only the agents that split lines on `\\r` find the header (observed by the agent fuzzer)', () => {
  for (const [target, folder] of [['codex', '.agents/skills'], ['copilot-cli', '.github/skills'], ['augment', '.augment/skills'], ['opencode', '.opencode/skills'], ['kilo', '.kilo/skills']] as const) {
    test(`${target} finds no header and does not load the skill: said on the opening line, with what to do`, () => {
      const file = agentSkillPath(folder, 'pdf');
      const f = findingsIn({ [file]: LONE_CR }, file, [target]).filter((x) => x.severity === 'error');
      assert.deepEqual(f.map((x) => x.code), ['frontmatter-missing']);
      assert.match(f[0]!.message.en, /^Save the file with LF or CRLF line breaks/);
    });
  }

  test('Claude Code loads it without a header: the whole file is one line of body, its description', () => {
    const file = agentSkillPath('.claude/skills', 'pdf');
    assert.equal(catalogAt({ [file]: LONE_CR }, '.claude/skills', 'claude-code').entries[0]?.description, '---\rname: pdf\rdescription: Reads PDFs.\r---\r# Body');
    assert.equal(findingsIn({ [file]: LONE_CR }, file, ['claude-code']).find((x) => x.code === 'frontmatter-missing')?.severity, 'warning');
  });

  test('pi takes the CR for a line break: the header is read, nothing is said', () => {
    const file = agentSkillPath('.agents/skills', 'pdf');
    assert.deepEqual(findingsIn({ [file]: LONE_CR }, file, ['pi']).filter((x) => x.severity === 'error'), []);
  });

  test('a lone CR inside a CRLF header: an open buffer is read as the file on disk is (Claude Code, pi)', () => {
    const file = agentSkillPath('.claude/skills', 'pdf');
    const text = "---\r\nname: pdf\rdescription: 'Reads PDFs.'\n---\r\n";
    for (const target of ['claude-code', 'pi'] as const) {
      const disk = agentService({ [file]: text }, { targets: [target] });
      const open = agentService({ [file]: text }, { targets: [target] });
      open.openDocument(file, text);
      const root = (s: typeof disk) => s.roots().find((r) => r.root.label === '.claude/skills')!.root;
      assert.deepEqual(open.catalog(root(open), target), disk.catalog(root(disk), target), target);
      assert.deepEqual(open.findings(file).map((f) => f.code), disk.findings(file).map((f) => f.code), target);
    }
  });

  test("Claude Code's first line: its own cut, and only a line feed ends a line", () => {
    assert.equal(claudeFirstLine('---\nname: a\n---\n\n# Title\r\nText'), 'Title');
    assert.equal(claudeFirstLine('---foo\nname: a\n---\n# Title'), '---foo');
    assert.equal(claudeFirstLine('# One\rTwo'), 'One\rTwo');
    // Cut in UTF-16 units: the 48th emoji loses its second half, and what is left of it reaches the model as U+FFFD.
    assert.equal(claudeFirstLine(`ab${'\u{1F600}'.repeat(60)}`), `ab${'\u{1F600}'.repeat(47)}\uFFFD...`);
  });
});
