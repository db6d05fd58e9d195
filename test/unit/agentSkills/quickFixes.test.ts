import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import { codesAfter, quickFixesOf } from '../helpers/applyQuickFix';
import { agentService, skillPath, skillText } from './agentSkillsFixture';

/** The open skill of folder `dir` in an agent-skills service. */
function openSkill(dir: string, text: string) {
  const service = agentService({ [skillPath(dir)]: text });
  service.openDocument(skillPath(dir), text);
  return service;
}

describe('agent-skills quick fixes', () => {
  test('join-tools beside an unquoted colon keeps the line break before `---`', () => {
    const text = '---\ndescription: Use when: x\nallowed-tools:\n  - Read\n  - Grep\n---\n';
    const service = openSkill('alpha', text);
    const [join] = quickFixesOf(service, skillPath('alpha'), 'allowed-tools-type');
    assert.equal(join!.text, '---\ndescription: Use when: x\nallowed-tools:\n  Read Grep\n---\n');
    assert.ok(!codesAfter(service, skillPath('alpha'), join!.text!).includes('allowed-tools-type'));
  });

  test('a typo of a key the header already has: removal only, never a rename into a duplicate', () => {
    const text = '---\ndescripton: x\ndescription: y\n---\n';
    const service = openSkill('alpha', text);
    const fixes = quickFixesOf(service, skillPath('alpha'), 'key-unsupported');
    assert.deepEqual(fixes.map((f) => f.title), ['Remove `descripton` (no agent reads it)']);
    assert.equal(fixes[0]!.text, '---\ndescription: y\n---\n');
    assert.match(service.findings(skillPath('alpha')).find((f) => f.code === 'key-unsupported')!.message.en, /The header already has `description`\./);
    // Without `description`, the rename is offered first.
    const alone = openSkill('alpha', '---\nname: alpha\ndescripton: x\n---\n');
    assert.deepEqual(quickFixesOf(alone, skillPath('alpha'), 'key-unsupported').map((f) => f.title), ['Rename the key to `description`', 'Remove `descripton` (no agent reads it)']);
  });

  test('add `name` and `description` without snippets: the folder name and a placeholder to replace, in the file\'s line breaks', () => {
    const text = '---\r\nlicense: MIT\r\n---\r\n# PDF\r\n';
    const service = openSkill('pdf-tools', text);
    const [name] = quickFixesOf(service, skillPath('pdf-tools'), 'name-missing');
    assert.equal(name!.text, '---\r\nlicense: MIT\r\nname: pdf-tools\r\n---\r\n# PDF\r\n');
    const [description] = quickFixesOf(service, skillPath('pdf-tools'), 'description-missing');
    assert.equal(description!.text, '---\r\nlicense: MIT\r\ndescription: Replace with what this skill does and when to use it.\r\n---\r\n# PDF\r\n');
    // `license` is a key of the standard that some agents merely ignore: no note
    assert.deepEqual(codesAfter(service, skillPath('pdf-tools'), name!.text!).sort(), ['description-missing']);
    assert.deepEqual(codesAfter(service, skillPath('pdf-tools'), description!.text!).sort(), ['name-missing']);
  });

  test('with snippets, the written value is a selected tab stop', () => {
    const service = openSkill('pdf-tools', skillText(['license: MIT']));
    const [name] = quickFixesOf(service, skillPath('pdf-tools'), 'name-missing', FULL_EDIT_CAPABILITIES);
    assert.deepEqual(name!.edits.map((e) => ('snippet' in e ? e.snippet.value : e.newText)), ['name: ${1:pdf-tools}\n']);
    const [description] = quickFixesOf(service, skillPath('pdf-tools'), 'description-missing', FULL_EDIT_CAPABILITIES);
    assert.deepEqual(description!.edits.map((e) => ('snippet' in e ? e.snippet.value : e.newText)), ['description: ${1:Replace with what this skill does and when to use it.}\n']);
  });

  test('an empty value is filled, a list or `~` replaced: never a second key', () => {
    const service = openSkill('pdf', skillText(['name:', '  - a', '  - b', 'description: ~']));
    assert.equal(quickFixesOf(service, skillPath('pdf'), 'name-missing')[0]!.text, skillText(['name: pdf', 'description: ~']));
    assert.equal(quickFixesOf(service, skillPath('pdf'), 'description-missing')[0]!.text, skillText(['name:', '  - a', '  - b', 'description: Replace with what this skill does and when to use it.']));
    const empty = openSkill('pdf', skillText(['name:', 'description: ""']));
    assert.equal(quickFixesOf(empty, skillPath('pdf'), 'name-missing')[0]!.text, skillText(['name: pdf', 'description: ""']));
  });

  test('a folder name that is not a valid name gives the nearest valid one', () => {
    const service = openSkill('PDF Tools', skillText(['description: Reads PDFs.']));
    assert.equal(quickFixesOf(service, skillPath('PDF Tools'), 'name-missing')[0]!.text, skillText(['description: Reads PDFs.', 'name: pdf-tools']));
  });

  test('a missing header gets the folder name and the placeholder', () => {
    const service = openSkill('pdf', '# PDF\n');
    const [header] = quickFixesOf(service, skillPath('pdf'), 'frontmatter-missing');
    assert.equal(header!.text, '---\nname: pdf\ndescription: Replace with what this skill does and when to use it.\n---\n# PDF\n');
    assert.deepEqual(codesAfter(service, skillPath('pdf'), header!.text!), []);
    // A byte-order mark stays first, and CRLF files get CRLF.
    const bom = openSkill('pdf', '\uFEFF# PDF\r\n');
    assert.equal(quickFixesOf(bom, skillPath('pdf'), 'frontmatter-missing')[0]!.text, '\uFEFF---\r\nname: pdf\r\ndescription: Replace with what this skill does and when to use it.\r\n---\r\n# PDF\r\n');
  });
});
