import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCodexListing } from '../../conformance/oracles/codexListing';
import { withSystemSkills } from '../../conformance/oracles/codex';

const HEAD = ['<skills_instructions>', '## Skills', 'Intro.', '### Skill roots'];
const block = (...lines: string[]) => [...HEAD, ...lines, '</skills_instructions>'].join('\n');

describe('the Codex oracle reads a default install\'s block as Skillkiln shows it', () => {
  test('system entries and root cut out, the project\'s root numbered from r0 in roots and entries', () => {
    const raw = block('- `r0` = `/home/.codex/skills/.system`', '- `r1` = `/p/.agents/skills`', '### Available skills',
      '- imagegen: Images. (file: r0/imagegen/SKILL.md)', '- alpha: Reads (file: r1/x) files. (file: r1/alpha/SKILL.md)');
    const parsed = parseCodexListing(raw, '/p', ['alpha']);
    assert.deepEqual(parsed.listing.builtins, ['imagegen']);
    assert.equal(parsed.listing.text, block('- `r0` = `/p/.agents/skills`', '### Available skills', '- alpha: Reads (file: r1/x) files. (file: r0/alpha/SKILL.md)'));
    // Only the file's own root is renumbered, not a `(file: r1/` inside the description.
    assert.deepEqual(parsed.listing.entries, [{ name: 'alpha', text: '- alpha: Reads (file: r1/x) files. (file: r0/alpha/SKILL.md)' }]);
    assert.deepEqual(parsed.files, [{ name: 'alpha', file: '.agents/skills/alpha/SKILL.md' }]);
  });

  test('a block of system skills alone is no listing of the project', () => {
    const raw = block('- `r0` = `/home/.codex/skills/.system`', '### Available skills', '- imagegen: Images. (file: r0/imagegen/SKILL.md)');
    assert.equal(parseCodexListing(raw, '/p', []).listing.text, '');
  });

  test('a project root stays when the budget left all its skills out', () => {
    const raw = block('- `r0` = `/home/.codex/skills/.system`', '- `r1` = `/p/.agents/skills`', '### Available skills', '- imagegen: (file: r0/imagegen/SKILL.md)');
    assert.equal(parseCodexListing(raw, '/p', ['alpha']).listing.text, block('- `r0` = `/p/.agents/skills`', '### Available skills'));
  });

  test('a name Codex wrote on one line is matched to the name skills/list gives', () => {
    const raw = block('- `r0` = `/p/.agents/skills`', '### Available skills', '- a b c: Tab. (file: r0/t/SKILL.md)');
    assert.deepEqual(parseCodexListing(raw, '/p', ['a\tb  c']).listing.entries, [{ name: 'a\tb  c', text: '- a b c: Tab. (file: r0/t/SKILL.md)' }]);
  });

  test('settings that turn the system skills off are not passed on', () => {
    assert.deepEqual(withSystemSkills(['skills.bundled.enabled=false', 'model_context_window=1000']), { kept: ['model_context_window=1000'], dropped: ['skills.bundled.enabled=false'] });
  });
});
