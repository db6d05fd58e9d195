import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import * as path from 'node:path';
import type { DocumentSymbol } from 'vscode-languageserver-protocol';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const SKILL = joinLines('---', 'name: a', 'description: Does a.', '---', '');

/** Names of a document's symbols, nested ones after their parent. */
function names(symbols: readonly DocumentSymbol[]): string[] {
  return symbols.flatMap((s) => [s.name, ...names(s.children ?? [])]);
}

describe('edits and lifecycle a careless client may send', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/a/SKILL.md': SKILL, 'skills/b/SKILL.md': SKILL }));
    await s.start();
  });
  after(() => s.stop());

  const symbolsOf = (file: string) => s.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(file) } });

  test('a change past the end of the document, then one at its new last line: the server keeps the client\'s text', async () => {
    const file = path.join(s.root, 'skills', 'a', 'SKILL.md');
    const reference = path.join(s.root, 'skills', 'b', 'SKILL.md');
    s.open(file, SKILL);
    // Lines 9 to 10 do not exist: the client means the end. The text-document library alone duplicated the header here.
    s.change(file, { start: { line: 9, character: 0 }, end: { line: 10, character: 0 } }, '# Body\n');
    s.change(file, { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, '## More');
    // Reversed ends: the same range, read forwards.
    s.change(file, { start: { line: 5, character: 7 }, end: { line: 5, character: 3 } }, 'Less');
    s.open(reference, SKILL + '# Body\n## Less');
    assert.deepEqual(names(await symbolsOf(file)), names(await symbolsOf(reference)));
    assert.ok(names(await symbolsOf(file)).includes('Less'));
    s.close(file);
    s.close(reference);
  });

  test('a didOpen whose text is not a string opens an empty buffer that the next full change fills', async () => {
    const file = path.join(s.root, 'skills', 'a', 'SKILL.md');
    void s.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(file), languageId: 'markdown', version: 1, text: 42 } });
    void s.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version: 2 }, contentChanges: [{ text: SKILL + '# Filled\n' }] });
    assert.ok(names(await symbolsOf(file)).includes('Filled'));
    s.close(file);
    assert.deepEqual(s.logs.filter((l) => / failed: /.test(l)), []);
  });

  test('an absurd Content-Length is dropped and reported; the messages after it are answered', async () => {
    const stdin = (s as unknown as { child: ChildProcessWithoutNullStreams }).child.stdin;
    // A round trip first: no frame of the client's may be half written when the raw bytes go in.
    await symbolsOf(path.join(s.root, 'skills', 'b', 'SKILL.md'));
    stdin.write('Content-Length: 99999999999\r\n\r\n{"jsonrpc":"2.0","method":"nothing"}');
    stdin.write('Content-Type: text/plain\r\n\r\n');
    const symbols = await symbolsOf(path.join(s.root, 'skills', 'b', 'SKILL.md'));
    assert.ok(symbols.length > 0);
    await s.until(() => s.logs.some((l) => /dropped a message with a Content-Length of 99999999999 bytes/.test(l)), 'the report of the dropped message');
  });

  test('a second initialize is refused; the session goes on', async () => {
    await assert.rejects(s.request('initialize', { processId: null, rootUri: null, capabilities: {} }), (err: { code?: number }) => err.code === -32600);
    assert.ok((await symbolsOf(path.join(s.root, 'skills', 'b', 'SKILL.md'))).length > 0);
  });
});

describe('a request before initialize', () => {
  test('is answered with ServerNotInitialized (-32002), not left waiting', async () => {
    const s = new LspSession(makeWorkspace({ 'skills/a/SKILL.md': SKILL }));
    try {
      await assert.rejects(s.request('textDocument/hover', { textDocument: { uri: uriOf(path.join(s.root, 'skills', 'a', 'SKILL.md')) }, position: { line: 1, character: 1 } }), (err: { code?: number }) => err.code === -32002);
      await assert.rejects(s.request('skillkiln/tree', {}), (err: { code?: number }) => err.code === -32002);
      // And initialize still works afterwards.
      await s.start();
    } finally {
      await s.stop();
    }
  });
});
