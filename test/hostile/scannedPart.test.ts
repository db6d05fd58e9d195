import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { BigBufferDocument } from '../../server/src/lsp/bigBufferDocument';
import { DEFAULT_CONFIG } from '../../server/src/service/config/serviceConfig';
import { documentSymbols } from '../../server/src/service/features/documentSymbols';
import { createLanguageService } from '../../server/src/service/languageService';
import { parseSkill } from '../../server/src/service/parse/parseSkill';
import { MAX_SCANNED_CHARS, scannedPart } from '../../server/src/service/parse/scannedPart';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { ChunkedText } from '../../server/src/service/text/chunkedText';
import { findingsAt, joinLines, lintFolder, skill, withTree } from './hostileFixture';

const MB = 1024 * 1024;

/** A body of `bytes` characters whose every section links a missing file. */
function linkedSections(bytes: number): string {
  const block = joinLines('## Section', 'See [the guide](references/missing.md) for `details`.', '```bash', 'echo "{{skill:nowhere}}"', '```', '');
  return block.repeat(Math.ceil(bytes / block.length));
}

describe('huge documents: body checks stop at the scan limit, and say so once', () => {
  test('the scanned part: same header and offsets, cut at a line break, the whole size kept', () => {
    const text = skill('big', linkedSections(2 * MB));
    const whole = parseSkill(text);
    const part = scannedPart(whole);
    assert.notEqual(part, whole);
    assert.ok(part.text.length <= MAX_SCANNED_CHARS && part.text.length > MAX_SCANNED_CHARS - 200);
    assert.equal(text.slice(0, part.text.length), part.text);
    assert.match(part.text, /\n$/);
    assert.equal(part.frontMatter, whole.frontMatter);
    assert.equal(part.bodyStart, whole.bodyStart);
    assert.equal(part.whole?.length, text.length);
    assert.equal(part.whole?.lineCount(), text.split('\n').length - 1);
    assert.equal(part.whole?.bytes(), Buffer.byteLength(text));
    // One object per parse, and a small document is its own scanned part.
    assert.equal(scannedPart(whole), part);
    const small = parseSkill(skill('small'));
    assert.equal(scannedPart(small), small);
  });

  test('a single 10 MB line is cut inside the line, never inside the header', () => {
    const text = skill('line', 'x'.repeat(10 * MB));
    const part = scannedPart(parseSkill(text));
    assert.equal(part.text.length, MAX_SCANNED_CHARS);
    assert.ok(part.frontMatter?.closeRange);
  });

  test('a 10 MB skill: findings up to the limit, none past it, one information finding in English and French', async () => {
    const text = skill('big', linkedSections(10 * MB));
    await withTree({ '.claude/skills/big/SKILL.md': text }, (dir) => {
      const file = path.join(dir, '.claude', 'skills', 'big', 'SKILL.md');
      const run = lintFolder(dir);
      const info = findingsAt(run, file, 'body-partly-checked');
      assert.equal(info.length, 1);
      assert.equal(info[0]!.severity, 'information');
      assert.match(info[0]!.message.en, /^Body checks, links, outline and skill references stop at line [\d,]+: this file has 10,\d{3},\d{3} characters \(10\.0 MB\).*first 512 KB.*; the header is checked whole\./);
      assert.match(info[0]!.message.fr, /^Les vérifications du corps, .* s’arrêtent à la ligne [\d\u202f]+ : ce fichier compte 10\u202f\d{3}\u202f\d{3} caractères \(10,0 Mo\).*premiers 512 Ko.* ; l’en-tête est vérifié en entier\./);
      const stopLine = Number(/stop at line ([\d,]+)/.exec(info[0]!.message.en)![1]!.replace(/,/g, ''));
      const missing = findingsAt(run, file, 'reference-missing');
      assert.ok(missing.length > 0, 'links in the scanned part are still checked');
      assert.ok(missing.every((f) => f.range.end.line < stopLine), 'nothing is reported past the scanned part');
    });
  });

  test('size rules still measure the whole file', async () => {
    const text = skill('big', linkedSections(MB));
    await withTree({ '.claude/skills/big/SKILL.md': text }, (dir) => {
      const file = path.join(dir, '.claude', 'skills', 'big', 'SKILL.md');
      const [length] = findingsAt(lintFolder(dir), file, 'body-length');
      const bodyLines = text.split('\n').length - 5;
      assert.ok(length && length.message.en.includes(`The body has ${bodyLines} lines`), length?.message.en);
    });
  });

  test('the outline of a 10 MB buffer lists the headings of the scanned part', () => {
    const fs = createMemoryFileSystem({ '/w/.claude/skills/big/SKILL.md': skill('big') });
    const service = createLanguageService({ fs, configFor: () => DEFAULT_CONFIG });
    service.setFolders(['/w']);
    const text = skill('big', linkedSections(10 * MB));
    service.openDocument('/w/.claude/skills/big/SKILL.md', text);
    const symbols = documentSymbols(service, '/w/.claude/skills/big/SKILL.md');
    const headings = symbols.filter((s) => s.name === 'Section');
    const part = scannedPart(parseSkill(text));
    assert.equal(headings.length, part.text.split('## Section').length - 1);
    assert.deepEqual(symbols.slice(0, 2).map((s) => s.name), ['name', 'description']);
    // The last section runs to the end of the whole file.
    assert.equal(headings[headings.length - 1]!.range.end.line, text.split('\n').length - 1);
  });
});

describe('big editor buffers are kept in chunks', () => {
  /** A text with every kind of line break, straddling chunk boundaries. */
  function mixedText(chars: number, seed: number): string {
    const parts = ['alpha', 'β', '\n', '\r\n', '\r', '  ', '😀', '`'];
    let s = '';
    let x = seed;
    while (s.length < chars) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      s += parts[x % parts.length];
    }
    return s;
  }

  test('edits, offsets, positions and line counts match a plain text document', () => {
    let x = 7;
    const rand = (n: number) => ((x = (x * 1103515245 + 12345) & 0x7fffffff) % n);
    const initial = mixedText(300_000, 3);
    const chunked = new ChunkedText(initial);
    const plain = TextDocument.create('file:///x.md', 'markdown', 1, initial);
    for (let i = 0; i < 400; i++) {
      const length = plain.getText().length;
      // Around chunk boundaries (every 64 K) more often than anywhere else.
      const at = rand(3) === 0 ? rand(length + 1) : Math.min(length, 65536 * (1 + rand(4)) + rand(9) - 4);
      const end = Math.min(length, at + rand(rand(10) === 0 ? 200_000 : 6));
      const insert = [' ', '\n', '\r', '\r\n', 'xyz', mixedText(rand(150_000), i)][rand(6)]!;
      const range = { start: plain.positionAt(at), end: plain.positionAt(end) };
      assert.equal(chunked.offsetAt(range.start), plain.offsetAt(range.start), `start offset, step ${i}`);
      chunked.replace(chunked.offsetAt(range.start), chunked.offsetAt(range.end), insert);
      TextDocument.update(plain, [{ range, text: insert }], i + 2);
      assert.equal(chunked.length, plain.getText().length, `length, step ${i}`);
      assert.equal(chunked.lineCount, plain.lineCount, `line count, step ${i}`);
      const probe = rand(chunked.length + 1);
      assert.deepEqual(chunked.positionAt(probe), plain.positionAt(probe), `position of ${probe}, step ${i}`);
      const line = rand(plain.lineCount + 1);
      for (const character of [0, rand(40), 1e9]) assert.equal(chunked.offsetAt({ line, character }), plain.offsetAt({ line, character }), `offset of ${line}:${character}, step ${i}`);
    }
    assert.equal(chunked.toString(), plain.getText());
    assert.equal(chunked.bytes(), Buffer.byteLength(plain.getText()));
  });

  test('a \r\n made across two chunks counts as one line break', () => {
    for (const [at, before, insert] of [[65536, 'x', '\n'], [65535, 'y', '\r']] as const) {
      // Chunks are cut every 64 K characters: one ends with `\r`, or the next starts with `\n`.
      const initial = 'a'.repeat(65535) + (at === 65536 ? '\rx' : 'y\n') + 'b\n'.repeat(70_000);
      assert.equal(initial[at], before);
      const chunked = new ChunkedText(initial);
      const plain = TextDocument.create('file:///x.md', 'markdown', 1, initial);
      chunked.replace(at, at + 1, insert);
      TextDocument.update(plain, [{ range: { start: plain.positionAt(at), end: plain.positionAt(at + 1) }, text: insert }], 2);
      assert.equal(chunked.lineCount, plain.lineCount);
      for (const line of [0, 1, 2, 500]) assert.equal(chunked.offsetAt({ line, character: 1 }), plain.offsetAt({ line, character: 1 }));
      assert.deepEqual(chunked.positionAt(70_000), plain.positionAt(70_000));
    }
  });

  test('a big buffer hands the service the part it scans, with the size of the whole', () => {
    const text = skill('big', linkedSections(3 * MB));
    const doc = new BigBufferDocument('file:///w/SKILL.md', 'markdown', 1, text);
    doc.update([{ range: { start: { line: 6, character: 0 }, end: { line: 6, character: 0 } }, text: 'typed\r\n' }], 2);
    const edited = doc.getText();
    const source = doc.sourceText();
    assert.ok(typeof source === 'object');
    const expected = scannedPart(parseSkill(edited));
    assert.equal(source.text, expected.text);
    assert.equal(source.whole.length, edited.length);
    assert.equal(source.whole.lineCount(), expected.whole?.lineCount());
    assert.equal(source.whole.bytes(), Buffer.byteLength(edited));
    // The service's parse of that part is cut the same way, and knows it is only a part.
    const parsed = parseSkill(source);
    assert.equal(scannedPart(parsed), parsed);
    assert.equal(parsed.whole?.length, edited.length);
  });

  test('a header that does not close within the limit is handed over whole', () => {
    const text = joinLines('---', 'name: wide', `description: ${'x'.repeat(2 * MB)}`, '---', 'Body.');
    const doc = new BigBufferDocument('file:///w/SKILL.md', 'markdown', 1, text);
    assert.equal(doc.sourceText(), text);
  });
});
