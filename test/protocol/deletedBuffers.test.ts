import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const skill = (name: string) => joinLines('---', `name: ${name}`, 'description: ', '---', '', `# ${name}`, '');

describe('a skill deleted on disk while its tab is open', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/doomed.md': skill('doomed'), 'skills/kept/SKILL.md': skill('kept') }));
    await s.start();
  });
  after(() => s.stop());

  test('an unchanged buffer goes with its file: its diagnostics are cleared', async () => {
    const file = path.join(s.root, 'skills', 'doomed.md');
    s.open(file, skill('doomed'));
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'description-missing'), 'the skill is checked');
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
});
