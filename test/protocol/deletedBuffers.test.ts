import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const skill = (name: string) => joinLines('---', `name: ${name}`, 'description: ', '---', '', `# ${name}`, '');

describe('a skill deleted on disk while its tab is open', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/doomed.md': skill('doomed'), 'skills/kept/SKILL.md': skill('kept'), 'skills/reverted/SKILL.md': skill('reverted'), 'skills/rewritten.md': skill('rewritten') }));
    await s.start();
  });
  after(() => s.stop());

  test('an unchanged buffer goes with its file: its diagnostics are cleared', async () => {
    const file = path.join(s.root, 'skills', 'doomed.md');
    s.open(file, skill('doomed'));
    // Version 1: the server has the open document (the first walk already published the file).
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'description-missing'), 'the skill is checked', 1);
    rmSync(file);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 3 }] });
    await s.waitDiagnostics(file, (d) => d.length === 0, 'cleared although the tab is still open');
  });

  test('a folder skill deleted with its folder goes too; an edited buffer stays as an unsaved skill', async () => {
    const dir = path.join(s.root, 'skills', 'kept');
    const file = path.join(dir, 'SKILL.md');
    s.open(file, skill('kept'));
    const version = s.change(file, { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, 'Edited. ');
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'description-missing'), 'the skill is checked', version);
    rmSync(dir, { recursive: true });
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(dir), type: 3 }] });
    const tree = await s.connection.sendRequest('skillkiln/tree', {}) as { folders: { roots: { skills: { name: string }[] }[] }[] };
    const names = tree.folders.flatMap((f) => f.roots.flatMap((r) => r.skills.map((x) => x.name)));
    assert.ok(names.includes('kept'), `the unsaved buffer is still a skill: ${names.join(', ')}`);
  });

  const treeNames = async (): Promise<string[]> => {
    const tree = await s.connection.sendRequest('skillkiln/tree', {}) as { folders: { roots: { skills: { name: string }[] }[] }[] };
    return tree.folders.flatMap((f) => f.roots.flatMap((r) => r.skills.map((x) => x.name)));
  };

  test('an edit undone by Revert holds nothing unsaved: a walk that finds its folder deleted drops it', async () => {
    const dir = path.join(s.root, 'skills', 'reverted');
    const file = path.join(dir, 'SKILL.md');
    s.open(file, skill('reverted'));
    s.change(file, { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, 'Edited. ');
    // Revert: a new version whose text is the disk's again.
    const version = s.change(file, { start: { line: 5, character: 0 }, end: { line: 5, character: 8 } }, '');
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'description-missing'), 'the skill is checked', version);
    // No watcher event: VS Code does not report a deleted folder to every watcher. The next
    // walk (here after a settings change) finds the file gone and the buffer holding nothing else.
    rmSync(dir, { recursive: true });
    await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await s.waitDiagnostics(file, (d) => d.length === 0, 'cleared although the document is still open');
    assert.ok(!(await treeNames()).includes('reverted'), 'the deleted skill is gone from the tree');
  });

  test('a buffer that follows its file changed on disk holds nothing unsaved either', async () => {
    const file = path.join(s.root, 'skills', 'rewritten.md');
    s.open(file, skill('rewritten'));
    const changedOnDisk = skill('rewritten').replace('description: ', 'description: Rewritten on disk.');
    writeFileSync(file, changedOnDisk);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 2 }] });
    // The editor reloads a buffer without edits from the disk.
    const version = s.change(file, { start: { line: 2, character: 0 }, end: { line: 2, character: 13 } }, 'description: Rewritten on disk.');
    await s.waitDiagnostics(file, (d) => !d.some((x) => x.code === 'description-missing'), 'the reloaded text is checked', version);
    rmSync(file);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 3 }] });
    await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    assert.ok(!(await treeNames()).includes('rewritten'), 'the deleted skill is gone');
  });
});
