import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

/** A skill without a description: `description-missing`, a warning here unless a setting says otherwise. */
const skill = (name: string) => joinLines('---', `name: ${name}`, '---', '', `# ${name}`, '');
const severityOf = (d: { code?: unknown; severity?: number }[]) => d.find((x) => x.code === 'description-missing')?.severity;

// A skill typed in an editor and not saved yet is a skill for the index; settings, a config file
// or a folder change make the index walk the disk again, which must not forget it.
describe('an open skill never saved, after a settings, config or folder change', () => {
  let s: LspSession;
  let file: string;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/saved/SKILL.md': skill('saved') }));
    await s.start();
    file = path.join(s.root, 'skills', 'fresh', 'SKILL.md');
    s.open(file, skill('fresh'));
    await s.waitDiagnostics(file, (d) => severityOf(d) === 2, 'the unsaved skill is checked');
  });
  after(() => s.stop());

  test('a settings change re-checks it with the new settings, without a keystroke', async () => {
    s.settings = { rules: { 'description-missing': 'error' } };
    await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    await s.waitDiagnostics(file, (d) => severityOf(d) === 1, 'an error now, as the setting says');
  });

  test('a config file change re-checks it too', async () => {
    const config = path.join(s.root, '.skillkiln.json');
    writeFileSync(config, JSON.stringify({ rules: { 'description-missing': 'hint' } }));
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 1 }] });
    await s.waitDiagnostics(file, (d) => severityOf(d) === 4, 'a hint now, as the file says');
    rmSync(config);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 3 }] });
    await s.waitDiagnostics(file, (d) => severityOf(d) === 1, 'back to the setting once the file is gone');
  });

  test('a workspace folder added keeps it checked', async () => {
    const other = makeWorkspace({ 'skills/elsewhere/SKILL.md': skill('elsewhere') });
    const since = s.sequence.length;
    const refreshes = s.notifications.length;
    await s.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: [{ uri: uriOf(other), name: 'other' }], removed: [] } });
    const added = path.join(other, 'skills', 'elsewhere', 'SKILL.md');
    // The new folder's skill is published in the same refresh; the next skillkiln/didChange ends it.
    await s.until(() => s.notifications.length > refreshes && s.sequence.slice(since).some((e) => e.method === 'publishDiagnostics' && e.params.uri === uriOf(added)), 'the refresh after the folder change');
    await s.connection.sendRequest('skillkiln/tree', {});
    const cleared = s.sequence.slice(since).filter((e) => e.method === 'publishDiagnostics' && e.params.uri === uriOf(file) && severityOf(e.params.diagnostics) === undefined);
    assert.deepEqual(cleared, [], 'its diagnostics were taken away');
    assert.equal(severityOf(s.diagnostics.get(uriOf(file)) ?? []), 1);
    rmSync(other, { recursive: true, force: true });
  });
});
