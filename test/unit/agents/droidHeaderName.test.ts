import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { droidHeaderName } from '../../conformance/oracles/droidHeaderName';

const skill = (...header: string[]) => `---\n${header.join('\n')}\n---\n# Body\n`;

describe('the Factory Droid oracle tells a listed name\'s file by reading the header as the agent does', () => {
  test('js-yaml 4 drops a trailing comment and an anchor, and reads a quoted key and an indented header', () => {
    assert.equal(droidHeaderName(skill('name: pdf # trailing comment', 'description: d')), 'pdf');
    assert.equal(droidHeaderName(skill('name: &a pdf', 'description: d')), 'pdf');
    assert.equal(droidHeaderName(skill("'name': pdf", 'description: d')), 'pdf');
    assert.equal(droidHeaderName(skill('  name: pdf', '  description: d')), 'pdf');
  });
  test('when js-yaml throws, its line reader takes the text after `name:`, comment and all', () => {
    assert.equal(droidHeaderName(skill('name: pdf # note', 'words: &w x', 'description: *w', '%YAML 1.2')), 'pdf # note');
  });
  test('a name that is not text, or no header, gives no name', () => {
    assert.equal(droidHeaderName(skill('name: [a]', 'description: d')), undefined);
    assert.equal(droidHeaderName('# Body only\n'), undefined);
  });
});
