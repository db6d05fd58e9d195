// What marks the active skill, in plain Node: which entry a document belongs to, and how the
// exact text is cut so that each entry's line carries its skill (and joins back unchanged).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { activeSkillEntry } from '../../client/src/preview/activeSkillEntry';
import { catalogTextParts } from '../../client/src/webview/catalogTextParts';
import { syntheticCatalog, syntheticEntries, syntheticEntry } from './syntheticCatalog';

describe('the active skill’s entry', () => {
  const entries = syntheticEntries(5);
  const catalog = syntheticCatalog(entries).catalog!;

  test('the skill file, or a file of its folder; nothing for a document elsewhere', () => {
    assert.equal(activeSkillEntry(entries[2]!.uri, catalog), entries[2]!.uri);
    assert.equal(activeSkillEntry(entries[3]!.uri.replace('SKILL.md', 'references/a.md'), catalog), entries[3]!.uri);
    assert.equal(activeSkillEntry('file:///work/synthetic/skills/skill-0001/SKILL.md', catalog), undefined, 'a folder whose name only starts like a skill’s');
    assert.equal(activeSkillEntry('file:///elsewhere/SKILL.md', catalog), undefined);
  });

  test('an excluded skill is found too', () => {
    const uri = 'file:///work/synthetic/skills/broken/SKILL.md';
    assert.equal(activeSkillEntry(uri, { ...catalog, excluded: [{ uri, name: 'broken', reason: 'no header' }] }), uri);
  });

  test('the exact text: each line marked with its skill, a longer line that starts alike is not taken, the text unchanged', () => {
    const short = { ...syntheticEntry(1), line: '- skill-001' };
    const long = { ...syntheticEntry(2), line: '- skill-0012: another one' };
    const text = 'Skills:\n- skill-0012: another one\n- skill-001\n';
    const parts = catalogTextParts(text, [long, short]);
    assert.equal(parts.map((p) => p.text).join(''), text);
    assert.deepEqual(parts.filter((p) => p.uri).map((p) => [p.uri, p.text]), [[long.uri, long.line], [short.uri, short.line]]);
    // A line that only starts like the entry's is not it: the whole line further down is.
    assert.deepEqual(catalogTextParts('- skill-001 and more\n- skill-001\n', [short]), [{ text: '- skill-001 and more\n' }, { text: '- skill-001', uri: short.uri }, { text: '\n' }]);
    assert.deepEqual(catalogTextParts('no such line', [short]), [{ text: 'no such line' }]);
  });
});
