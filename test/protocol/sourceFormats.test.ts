import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { DocumentLink } from 'vscode-languageserver-types';
import type { TreeResult } from '../../server/src/lsp/protocol';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

describe('skill-api (seed 003) over the protocol: reference files and their sizes', () => {
  let s: LspSession;
  let outside: string;
  const skill = () => path.join(s.root, 'skills', 'report', 'SKILL.md');
  const text = (outsideName: string) => joinLines('---', 'name: report', 'description: Use when writing the weekly report.', '---',
    'Read [the format](references/format.md), [the dump](references/dump.txt), [the secret](../../../' + outsideName + '),',
    '[the shadow](/etc/hostname) and [the link](references/out.md).', '');
  before(async () => {
    outside = mkdtempSync(path.join(tmpdir(), 'skillkiln-outside-'));
    writeFileSync(path.join(outside, 'secret.md'), 'secret text\n');
    const ws = makeWorkspace({ '.skillkiln.json': '{ "profile": "skill-api" }', 'skills/report/references/format.md': '# Format\n', 'skills/report/references/dump.txt': '' });
    // 3 GB that take no disk: reading it whole is not possible (and was what the tooltip did).
    truncateSync(path.join(ws, 'skills/report/references/dump.txt'), 3 * 1024 ** 3);
    symlinkSync(path.join(outside, 'secret.md'), path.join(ws, 'skills/report/references/out.md'));
    s = new LspSession(ws);
    // The outside file is a sibling of the workspace: `../../../` from the skill reaches it.
    const rel = path.relative(path.join(ws, 'skills', 'report'), path.join(outside, 'secret.md'));
    writeFileSync(path.join(ws, 'skills/report/SKILL.md'), text(rel.slice('../../../'.length)));
    await s.start();
  });
  after(async () => {
    await s.stop();
    rmSync(outside, { recursive: true, force: true });
  });

  test('link tooltips give size and pages from stat, and nothing outside the workspace is shown', async () => {
    const links = await s.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uriOf(skill()) } });
    const byTarget = links.map((l) => [path.relative(s.root, new URL(l.target!).pathname), l.tooltip]);
    assert.deepEqual(byTarget, [
      ['skills/report/references/format.md', '9 bytes of the 10.0 MB a file may weigh. The agent reads it in one read_skill_file call (a page holds 100,000 characters).'],
      ['skills/report/references/dump.txt', '3072.0 MB, over the 10.0 MB limit: the API refuses the skill.'],
    ]);
  });

  test('the tree lists each reference file with its size', async () => {
    const r = await s.request<TreeResult>('skillkiln/tree', {});
    const files = r.folders[0]!.roots[0]!.skills[0]!.files;
    const sizes = Object.fromEntries(files.map((f) => [f.name, f.size]));
    assert.equal(sizes['references/format.md'], 9);
    assert.equal(sizes['references/dump.txt'], 3 * 1024 ** 3);
  });
});

describe('tajo (seed 002) over the protocol: hover on a template filter', () => {
  let s: LspSession;
  const file = () => path.join(s.root, 'skills', 'cart.md');
  const text = joinLines('---', 'name: cart', 'version: 1.0.0', 'description: Recover carts.', 'category: email-marketing', 'triggers:', '  - event: cart_abandoned', 'actions:', '  - id: send', '    type: brevo/send-email', '    parameters:', '      subject: "{{ cart.title | truncate: 40 }}"', 'permissions:', '  - email:send', '---', 'Body.', '');
  before(async () => {
    s = new LspSession(makeWorkspace({ '.skillkiln.json': '{ "profile": "tajo" }', 'skills/cart.md': text }));
    await s.start();
  });
  after(() => s.stop());

  test('the filter under the cursor shows what it does and its example', async () => {
    s.open(file(), text);
    const line = 11;
    const character = text.split('\n')[line]!.indexOf('truncate') + 3;
    const h = await s.request<{ contents: { value: string }; range: { start: { character: number }; end: { character: number } } } | null>('textDocument/hover', s.at(file(), { line, character }));
    assert.ok(h, 'a hover');
    assert.equal(h.contents.value, '`truncate` — Cut a string to a length.\n\n`{{ desc | truncate: 100 }}`');
    assert.equal(h.range.end.character - h.range.start.character, 'truncate'.length);
  });
});

describe('skill-api (seed 003) over the protocol: a rename that changes the slug', () => {
  let s: LspSession;
  const file = () => path.join(s.root, 'skills', 'report', 'SKILL.md');
  const text = joinLines('---', 'name: report', 'description: Use when writing the weekly report.', '---', 'Body.', '');
  before(async () => {
    s = new LspSession(makeWorkspace({ '.skillkiln.json': '{ "profile": "skill-api" }', 'skills/report/SKILL.md': text }));
    await s.start();
  });
  after(() => s.stop());

  test('the edit asks for confirmation and says a second skill appears', async () => {
    s.open(file(), text);
    const edit = await s.request<{ documentChanges: { edits?: { annotationId?: string }[]; annotationId?: string }[]; changeAnnotations?: Record<string, { label: string; description: string; needsConfirmation: boolean }> }>('textDocument/rename', { ...s.at(file(), { line: 1, character: 8 }), newName: 'weekly-report' });
    const note = edit.changeAnnotations?.['confirm'];
    assert.ok(note, JSON.stringify(edit));
    assert.equal(note.needsConfirmation, true);
    assert.equal(note.label, 'Renaming changes the skill’s slug');
    assert.match(note.description, /from "report" to "weekly-report": uploading the renamed skill creates a second skill/);
    for (const c of edit.documentChanges) {
      if (c.edits) for (const e of c.edits) assert.equal(e.annotationId, 'confirm');
      else assert.equal(c.annotationId, 'confirm');
    }
  });

  test('a rename that keeps the slug asks for nothing', async () => {
    const edit = await s.request<{ changeAnnotations?: unknown }>('textDocument/rename', { ...s.at(file(), { line: 1, character: 8 }), newName: 'Report' });
    assert.equal(edit.changeAnnotations, undefined);
  });
});
