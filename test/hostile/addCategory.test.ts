import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import { FULL_EDIT_CAPABILITIES } from '../../server/src/service/features/workspaceEdit';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { codesAfter, quickFixesOf } from '../unit/helpers/applyQuickFix';

const FILE = '/ws/skills/subject.md';
const TEXT = ['---', 'name: subject', 'version: 1.0.0', 'description: Syncs subjects.', 'triggers:', '  - event: contact.created', 'actions:', '  - id: map', '    type: transform/map', '---', ''].join('\n');

test('tajo "Add `category`": a valid value in clients without snippets, the same value selected in those with them', () => {
  const config: ServiceConfig = { ...DEFAULT_CONFIG, profile: 'tajo' };
  const service = createLanguageService({ fs: createMemoryFileSystem({ [FILE]: TEXT }), configFor: () => config });
  service.setFolders(['/ws']);
  service.openDocument(FILE, TEXT);
  const [plain] = quickFixesOf(service, FILE, 'required-field').filter((f) => f.title === 'Add `category`');
  assert.ok(plain?.text, 'a plain-text fix');
  assert.match(plain.text, /^category: data-sync$/m);
  // Applied, the finding is gone (an empty value was reported again at once).
  assert.ok(!codesAfter(service, FILE, plain.text).includes('required-field'), codesAfter(service, FILE, plain.text).join(', '));
  service.openDocument(FILE, TEXT);
  const [snippet] = quickFixesOf(service, FILE, 'required-field', FULL_EDIT_CAPABILITIES).filter((f) => f.title === 'Add `category`');
  assert.deepEqual(snippet?.edits.map((e) => ('snippet' in e ? e.snippet.value : e.newText)), ['category: ${1:data-sync}\n']);
});
