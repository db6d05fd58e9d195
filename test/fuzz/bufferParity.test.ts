import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { BigBufferDocument, bufferDocuments } from '../../server/src/lsp/bigBufferDocument';
import { fcParams, rate, runsFor, show } from './fuzzKit';

const RUNS = runsFor(0.05);

/** Pieces that make line breaks of every kind, surrogate halves and ordinary text. */
const piece = fc.constantFrom('a', 'xyz', ' ', '\n', '\r\n', '\r', '---\n', 'name: x\n', '😀', '\uD83D', '\uDE00', '');
const textArb = fc.array(piece, { maxLength: 12 }).map((a) => a.join(''));
/** Lines and columns inside, at and past the end (the past-the-end ones clients send by mistake). */
const lineArb = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 5, max: 1000 }), fc.constant(Number.MAX_SAFE_INTEGER));
const charArb = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 7, max: 1000 }));
const positionArb = fc.record({ line: lineArb, character: charArb });
const changeArb: fc.Arbitrary<TextDocumentContentChangeEvent> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ range: fc.record({ start: positionArb, end: positionArb }), text: textArb }) },
  { weight: 1, arbitrary: fc.record({ text: textArb }) },
);

/** The expected text, computed independently: each end clamped to the text, then the range ordered. */
function applyByHand(text: string, changes: readonly TextDocumentContentChangeEvent[]): string {
  for (const change of changes) {
    if (!('range' in change)) {
      text = change.text;
      continue;
    }
    const a = offsetOf(text, change.range.start);
    const b = offsetOf(text, change.range.end);
    text = text.slice(0, Math.min(a, b)) + change.text + text.slice(Math.max(a, b));
  }
  return text;
}

/** Offset of a position: a line past the last is the end of the text; a column past a line's content is its end. */
function offsetOf(text: string, p: { line: number; character: number }): number {
  const lines: { start: number; end: number }[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    lines.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  lines.push({ start, end: text.length });
  const line = lines[p.line];
  return line ? Math.min(line.start + p.character, line.end) : text.length;
}

test(`changes past the end or reversed: small and big buffers hold the same text as the client (${RUNS} cases)`, (t) => {
  const start = Date.now();
  fc.assert(
    fc.property(textArb, fc.array(fc.array(changeArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (initial, batches) => {
      let small: TextDocument = TextDocument.create('file:///s.md', 'markdown', 1, initial);
      const big = new BigBufferDocument('file:///b.md', 'markdown', 1, initial);
      let expected = initial;
      let version = 1;
      for (const batch of batches) {
        version++;
        small = bufferDocuments.update(small, batch, version);
        big.update(batch, version);
        expected = applyByHand(expected, batch);
        const where = `from ${show(initial)} after ${JSON.stringify(batch)}`;
        assert.equal(small.getText(), expected, `small buffer ${where}`);
        assert.equal(big.getText(), expected, `big buffer ${where}`);
        assert.equal(big.lineCount, small.lineCount, `line count ${where}`);
        for (let offset = 0; offset <= expected.length; offset++) assert.deepEqual(big.positionAt(offset), small.positionAt(offset), `position of ${offset} ${where}`);
      }
    }),
    fcParams(RUNS),
  );
  t.diagnostic(rate(RUNS, start));
});
