import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { LspSession, SERVER } from '../protocol/lspHarness';
import { makeTree, REPO, removeTree, skill } from './hostileFixture';
import { hostileSkills, makeHostileWorkspace } from './hostileTree';

/** Resolves with the request's answer, or fails after `ms` (a hung server must not hang the suite). */
async function answered<T>(what: string, request: Promise<T>, ms = 120_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer to ${what} within ${ms / 1000} s`)), ms)));
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the language server with hostile documents open', () => {
  let outside = '';
  let session: LspSession | undefined;

  before(async () => {
    if (!existsSync(SERVER)) spawnSync(process.execPath, [path.join(REPO, 'scripts', 'build.mjs'), 'server'], { cwd: REPO, stdio: 'inherit' });
    outside = makeTree({ 'elsewhere/SKILL.md': skill('elsewhere') });
    // The server indexes the hostile folder at start-up (the 10 MB files included).
    session = new LspSession(makeHostileWorkspace(true, outside));
    await answered('initialize', session.start());
  });

  after(async () => {
    if (session) chmodSync(path.join(session.root, 'skills', 'locked'), 0o755);
    await session?.stop();
    removeTree(outside);
  });

  /** Failures in other engineers' files, reported: run, shown as TODO until fixed. */
  const KNOWN: Readonly<Record<string, string>> = {};
  const excused: string[] = [];
  const texts = Object.entries(hostileSkills(true));
  for (const [name, data] of texts) {
    test(`${name}: opened, then hover and document symbols still answer`, KNOWN[name] ? { todo: KNOWN[name] } : {}, async () => {
      const s = session!;
      const logsBefore = s.logs.length;
      try {
        const file = path.join(s.root, 'skills', name, 'SKILL.md');
        const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
        s.open(file, text);
        const hover = await answered('hover', s.request('textDocument/hover', s.at(file, { line: 1, character: 2 })));
        const symbols = await answered('documentSymbol', s.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri: s.at(file, { line: 0, character: 0 }).textDocument.uri } }));
        assert.ok(hover === null || typeof hover === 'object');
        assert.ok(Array.isArray(symbols) || symbols === null);
        // A neighbour still gets its answers too.
        const fine = path.join(s.root, 'skills', 'fine', 'SKILL.md');
        s.open(fine, skill('fine'));
        await answered('hover on a normal skill', s.request('textDocument/hover', s.at(fine, { line: 1, character: 2 })));
        s.close(fine);
        s.close(file);
      } finally {
        // Whatever a known failure logged is excused from the final check.
        if (KNOWN[name]) excused.push(...s.logs.slice(logsBefore));
      }
    });
  }

  test('nothing failed inside the server', () => {
    const s = session!;
    const failures = s.logs.filter((l) => /uncaught exception|unhandled rejection| failed: /i.test(l) && !excused.includes(l));
    assert.deepEqual(failures, []);
    assert.doesNotMatch(s.stderr, /FATAL|out of memory/i);
  });
});
