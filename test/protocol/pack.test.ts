import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { unzipSync } from 'fflate';
import type { PackDto } from '../../server/src/lsp/protocol';
import { LspSession, makeWorkspace, uriOf } from './lspHarness';

describe('skillkiln/pack over stdio', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({
      '.claude/skills/notes/SKILL.md': '---\nname: notes\ndescription: Take meeting notes. Use when the user pastes a transcript.\n---\nSee [format](references/format.md).\n',
      '.claude/skills/notes/references/format.md': '# Format\n',
      '.claude/skills/bad/SKILL.md': '---\nname: bad\ndescription: Turns <b> into bold.\nmodel: opus\n---\nBody.\n',
    }));
    await s.start();
  });
  after(() => s.stop());

  test('a skill folder of the workspace: the archive\'s bytes, entries <name>/<path>', async () => {
    const r = await s.request<PackDto>('skillkiln/pack', { folderUri: uriOf(path.join(s.root, '.claude', 'skills', 'notes')) });
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.archiveName, 'notes.skill');
    assert.deepEqual(r.entries, ['notes/SKILL.md', 'notes/references/format.md']);
    assert.deepEqual(Object.keys(unzipSync(Buffer.from(r.base64, 'base64'))).sort(), r.entries);
  });

  test('a skill the upload would refuse: every reason, in words', async () => {
    const r = await s.request<PackDto>('skillkiln/pack', { folderUri: uriOf(path.join(s.root, '.claude', 'skills', 'bad')) });
    assert.equal(r.ok, false);
    assert.deepEqual(!r.ok && r.problems.map((p) => p.message.split(':')[0]), ['Remove `model` (or move it under `metadata`)', 'Remove `<` and `>` from the description (write them out in words)']);
  });

  test('a folder outside the workspace is not read', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'skillkiln-outside-'));
    writeFileSync(path.join(outside, 'SKILL.md'), '---\nname: x\ndescription: y\n---\n');
    const r = await s.request<PackDto>('skillkiln/pack', { folderUri: uriOf(outside) });
    assert.deepEqual(r, { ok: false, problems: [{ message: 'Open the skill\'s folder in the workspace to pack it: nothing outside the workspace is read.' }] });
  });
});
