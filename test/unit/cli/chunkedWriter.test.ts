import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHUNK_CHARS, ChunkedWriter } from '../../../server/src/cli/chunkedWriter';

describe('ChunkedWriter', () => {
  test('hands on everything, in order, in chunks no longer than CHUNK_CHARS and one part', () => {
    const chunks: string[] = [];
    const writer = new ChunkedWriter((c) => chunks.push(c));
    const parts = Array.from({ length: 5000 }, (_, i) => `finding ${i} ’ ${'x'.repeat(i % 97)}\n`);
    for (const p of parts) writer.add(p);
    writer.flush();
    assert.equal(chunks.join(''), parts.join(''));
    const longest = Math.max(...parts.map((p) => p.length));
    assert.ok(chunks.length > 1);
    // Two-byte text: a chunk past 64 Ki characters would be a large object (see CHUNK_CHARS).
    assert.ok(CHUNK_CHARS + longest < 64 * 1024);
    for (const c of chunks) assert.ok(c.length < CHUNK_CHARS + longest, `${c.length}`);
  });

  test('flush with nothing pending writes nothing', () => {
    const chunks: string[] = [];
    const writer = new ChunkedWriter((c) => chunks.push(c));
    writer.flush();
    writer.add('a');
    writer.flush();
    writer.flush();
    assert.deepEqual(chunks, ['a']);
  });
});
