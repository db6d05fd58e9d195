import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { CompletionItem, Diagnostic, DocumentLink, DocumentSymbol, Hover } from 'vscode-languageserver-protocol';
import { LspSession, makeWorkspace, SERVER, uriOf } from '../protocol/lspHarness';
import { joinLines, REPO, skill } from './hostileFixture';

const MB = 1024 * 1024;
/** Opening and scanning 10 MB on a busy machine: generous, since the answers, not their speed, are tested here. */
const WAIT_MS = 120_000;

/** 10 MB bodies: many lines, one line, and fences, links and backticks everywhere. */
const BODIES: Readonly<Record<string, () => string>> = {
  'many lines': () => tenMegabytesOf(joinLines('## Section', 'Read [the guide](references/guide.md) and `code`.', '')),
  'one line': () => 'x'.repeat(10 * MB),
  'fences, links and backticks': () => tenMegabytesOf(joinLines('```', '[a](b.md) `c`', '```', '[`{'.repeat(20), '')),
  // The scan that hung the server for over 20 minutes on 591,000 characters.
  'a 600,000-character HTML comment': () => `<!-- ${'a '.repeat(300_000)}-->\n` + 'Some text.\n'.repeat(Math.floor((10 * MB - 600_010) / 11)),
};

function tenMegabytesOf(block: string): string {
  return block.repeat(Math.floor((10 * MB) / block.length));
}

/** A diagnostic's message as text. */
function messageOf(d: Diagnostic): string {
  return typeof d.message === 'string' ? d.message : d.message.value;
}

function isPartlyChecked(d: Diagnostic): boolean {
  return d.code === 'body-partly-checked';
}

describe('the language server with a 10 MB buffer open', () => {
  let s: LspSession;
  let big = '';
  let fine = '';

  before(async () => {
    if (!existsSync(SERVER)) spawnSync(process.execPath, [path.join(REPO, 'scripts', 'build.mjs'), 'server'], { cwd: REPO, stdio: 'inherit' });
    s = new LspSession(makeWorkspace({ '.claude/skills/big/SKILL.md': skill('big'), '.claude/skills/fine/SKILL.md': skill('fine') }));
    await s.start();
    big = path.join(s.root, '.claude', 'skills', 'big', 'SKILL.md');
    fine = path.join(s.root, '.claude', 'skills', 'fine', 'SKILL.md');
    // A blank header line to complete keys on.
    s.open(fine, joinLines('---', 'name: fine', 'description: Does fine things when asked.', '', '---', '# Body'));
  });

  after(async () => {
    await s?.stop();
  });

  /** Waits for diagnostics of the big buffer's `version` (or later) that say it is partly checked. */
  async function partlyChecked(version: number): Promise<Diagnostic> {
    const uri = uriOf(big);
    await s.until(() => (s.diagnosticVersions.get(uri) ?? 0) >= version && (s.diagnostics.get(uri) ?? []).some(isPartlyChecked), `body-partly-checked for version ${version}`, WAIT_MS);
    return s.diagnostics.get(uri)!.find(isPartlyChecked)!;
  }

  for (const [name, body] of Object.entries(BODIES)) {
    test(`${name}: one information finding, and every request still answers with the right content`, async () => {
      const text = skill('big', body());
      s.open(big, text);
      const info = await partlyChecked(1);
      assert.equal(info.severity, 3);
      assert.match(messageOf(info), /^Body checks, links, outline and skill references stop at line [\d,]+: this file has 10,\d{3},\d{3} characters \(10\.0 MB\)/);
      assert.deepEqual(info.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });

      // The neighbour's answers, as the user asks for them while the buffer is open.
      const hover = await s.request<Hover | null>('textDocument/hover', s.at(fine, { line: 1, character: 2 }));
      assert.match(JSON.stringify(hover?.contents), /name/);
      const items = await s.request<CompletionItem[] | { items: CompletionItem[] }>('textDocument/completion', s.at(fine, { line: 3, character: 0 }));
      const labels = (Array.isArray(items) ? items : items.items).map((i) => i.label);
      assert.ok(labels.includes('allowed-tools'), labels.join(', '));

      // What the editor asks about the big buffer itself.
      const symbols = await s.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(big) } });
      assert.deepEqual(symbols.slice(0, 2).map((x) => x.name), ['name', 'description']);
      if (name === 'many lines') {
        const sections = symbols.filter((x) => x.name === 'Section').length;
        assert.ok(sections > 1000 && sections < (10 * MB) / 50, `${sections} sections: those of the scanned part`);
      }
      const links = await s.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uriOf(big) } });
      assert.ok(Array.isArray(links));
      const bigHover = await s.request<Hover | null>('textDocument/hover', s.at(big, { line: 2, character: 3 }));
      assert.match(JSON.stringify(bigHover?.contents), /description/);
      const actions = await s.request<unknown[]>('textDocument/codeAction', { textDocument: { uri: uriOf(big) }, range: info.range, context: { diagnostics: [info] } });
      assert.ok(Array.isArray(actions));

      // An edit in the body, then one in the header: fresh diagnostics for each version.
      let version = s.change(big, { start: { line: 6, character: 0 }, end: { line: 6, character: 0 } }, 'typed ');
      await partlyChecked(version);
      version = s.change(big, { start: { line: 2, character: 13 }, end: { line: 2, character: 13 } }, 'Quickly ');
      await partlyChecked(version);
      const after = await s.request<Hover | null>('textDocument/hover', s.at(big, { line: 2, character: 3 }));
      assert.match(JSON.stringify(after?.contents), /description/);
      s.close(big);
    });
  }

  test('nothing failed inside the server', () => {
    assert.deepEqual(s.logs.filter((l) => /uncaught exception|unhandled rejection| failed: /i.test(l)), []);
  });
});

describe('the information finding in French', () => {
  test('a 10 MB buffer in a French editor', async () => {
    const s = new LspSession(makeWorkspace({ '.claude/skills/big/SKILL.md': skill('big') }), { initializationOptions: { locale: 'fr' } });
    try {
      await s.start();
      const big = path.join(s.root, '.claude', 'skills', 'big', 'SKILL.md');
      s.open(big, skill('big', 'x'.repeat(10 * MB)));
      const uri = uriOf(big);
      await s.until(() => (s.diagnostics.get(uri) ?? []).some(isPartlyChecked), 'body-partly-checked', WAIT_MS);
      const info = s.diagnostics.get(uri)!.find(isPartlyChecked)!;
      assert.match(messageOf(info), /^Les vérifications du corps, .* s’arrêtent à la ligne 5 : ce fichier compte 10\u202f\d{3}\u202f\d{3} caractères \(10,0 Mo\), .* ; l’en-tête est vérifié en entier\.$/);
    } finally {
      await s.stop();
    }
  });
});
