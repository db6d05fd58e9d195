import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { Hover } from 'vscode-languageserver-protocol';
import { toDiagnostic } from '../../server/src/service/features/diagnostics';
import { hover } from '../../server/src/service/features/hover';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

/** Sixty skills in pairs sharing a name: every file has diagnostics, so the first refresh publishes all of them. */
const COUNT = 60;
const skillText = (name: string, description = 'Does one thing.') => joinLines('---', `name: ${name}`, `description: ${description}`, '---', '# Steps', '', 'Run `ls` then check the output.', '');
const files = Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [`.claude/skills/s${String(i).padStart(2, '0')}/SKILL.md`, skillText(`pair-${Math.floor(i / 2)}`)]));

describe('a burst of edits through the server', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace(files));
    await s.start();
  });
  after(() => s.stop());

  test('typed back to back without waiting: every file ends with the diagnostics a fresh computation gives, the edited one at its last version', async () => {
    const edited = path.join(s.root, '.claude', 'skills', 's00', 'SKILL.md');
    s.open(edited, files['.claude/skills/s00/SKILL.md']!);
    let text = '';
    let version = 1;
    // Header edits (the name: its pair's conflict comes and goes) and body edits, back to back.
    for (let i = 0; i < 30; i++) {
      const name = i % 3 === 0 ? 'pair-0' : `solo-${i}`;
      text = i % 2 === 0 ? skillText(name, `Edit ${i}.`) : skillText(name, `Edit ${i}.`).replace('# Steps', `# Steps ${i}`);
      version = s.change(edited, { start: { line: 0, character: 0 }, end: { line: 99, character: 0 } }, text);
    }
    await s.waitDiagnostics(edited, () => true, 'the last version', version);
    assert.equal(s.diagnosticVersions.get(uriOf(edited)), version);
    // The refresh the last header edit scheduled has ended: its roots were announced after it.
    const announced = s.notifications.length;
    await s.until(() => s.notifications.length > announced, 'the refresh after the burst');

    const service = createLanguageService({ fs: createNodeFileSystem() });
    service.setFolders([s.root]);
    service.openDocument(edited, text);
    for (const rel of Object.keys(files)) {
      const file = path.join(s.root, rel);
      const expected = service.findings(file).map((f) => toDiagnostic(f, 'en'));
      assert.deepEqual(s.diagnostics.get(uriOf(file)) ?? [], JSON.parse(JSON.stringify(expected)), rel);
    }
    assert.ok(Object.keys(files).some((rel) => (s.diagnostics.get(uriOf(path.join(s.root, rel))) ?? []).length > 0), 'the fixture has diagnostics');

    // Hover on `name` answers what the library answers on the same text.
    for (const position of [{ line: 1, character: 2 }, { line: 2, character: 3 }]) {
      const got = await s.request<Hover | null>('textDocument/hover', s.at(edited, position));
      assert.deepEqual(got, JSON.parse(JSON.stringify(hover(service, edited, position, { markdown: true }))), `hover at ${position.line}:${position.character}`);
    }
  });
});
