import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkWebviewMessage, OpenableSkills } from '../../client/src/preview/webviewMessageGuard';
import type { CatalogResult } from '../../server/src/lsp/protocol';

const LISTED = 'file:///ws/skills/greetings/SKILL.md';
const EXCLUDED = 'file:///ws/skills/broken/SKILL.md';
const TRIED = 'file:///ws/skills/other/SKILL.md';

function openable(): OpenableSkills {
  const o = new OpenableSkills();
  const entry = { name: 'greetings', uri: LISTED, status: 'full', line: '', description: '', keywords: [], droppedKeywords: [], problems: { errors: 0, warnings: 0 }, headerLine: 0 };
  o.setCatalog({ roots: [], catalog: { entries: [entry], excluded: [{ uri: EXCLUDED, name: 'broken', reason: '' }] } } as unknown as CatalogResult);
  return o;
}

describe('the preview host takes from its page only what it listed and allows', () => {
  test('openSkill: a skill of the catalog or of a "Try a request" answer, never another URI', () => {
    const o = openable();
    assert.deepEqual(checkWebviewMessage({ type: 'openSkill', uri: LISTED, line: 3 }, o), { type: 'openSkill', uri: LISTED, line: 3 });
    assert.ok(checkWebviewMessage({ type: 'openSkill', uri: EXCLUDED, line: 0 }, o));
    for (const uri of ['file:///etc/passwd', 'command:workbench.action.terminal.new', 'https://example.com/', 'vscode://x', TRIED]) assert.equal(checkWebviewMessage({ type: 'openSkill', uri, line: 0 }, o), undefined, uri);
    o.addTried({ reached: [{ name: 'other', uri: TRIED, via: [] }], missed: [] });
    assert.ok(checkWebviewMessage({ type: 'openSkill', uri: TRIED, line: 0 }, o));
    // A new catalog replaces the list.
    o.setCatalog(null);
    assert.equal(checkWebviewMessage({ type: 'openSkill', uri: LISTED, line: 0 }, o), undefined);
  });

  test('command: the allowlist only', () => {
    const o = openable();
    assert.deepEqual(checkWebviewMessage({ type: 'command', command: 'switchProfile' }, o), { type: 'command', command: 'switchProfile' });
    for (const command of ['fixAll', '../workbench.action.reloadWindow', 'switchProfile\u0000', 42]) assert.equal(checkWebviewMessage({ type: 'command', command }, o), undefined, String(command));
  });

  test('malformed messages are dropped: wrong types, missing fields, unknown kinds', () => {
    const o = openable();
    for (const m of [null, 'ready', 42, [], {}, { type: 'nope' }, { type: 'openSkill', uri: LISTED, line: -1 }, { type: 'openSkill', uri: LISTED, line: '1' }, { type: 'copy', text: 3 },
      { type: 'select', state: { folderUri: 'file:///ws', view: 'html', request: '' } }, { type: 'tryRequest', id: 1, rootUri: 5, text: '' }, { type: 'rendered', rootUri: 1, target: null, text: '', renderedAt: 0 }]) {
      assert.equal(checkWebviewMessage(m, o), undefined, JSON.stringify(m));
    }
    assert.deepEqual(checkWebviewMessage({ type: 'select', state: { folderUri: 'file:///ws', view: 'text', request: 'hi' } }, o), { type: 'select', state: { folderUri: 'file:///ws', view: 'text', request: 'hi' } });
  });

  test('activeSkillShown: the marked entry, its view, on screen or not, and the scroll; nothing else', () => {
    const o = openable();
    const shown = { type: 'activeSkillShown', uri: LISTED, view: 'structured', inView: true, scrollY: 1200 };
    assert.deepEqual(checkWebviewMessage({ ...shown, extra: '<script>' }, o), shown);
    assert.deepEqual(checkWebviewMessage({ ...shown, uri: null, inView: false }, o), { ...shown, uri: null, inView: false });
    for (const m of [{ ...shown, view: 'html' }, { ...shown, inView: 'yes' }, { ...shown, scrollY: '0' }, { ...shown, uri: 3 }]) assert.equal(checkWebviewMessage(m, o), undefined, JSON.stringify(m));
  });
});
