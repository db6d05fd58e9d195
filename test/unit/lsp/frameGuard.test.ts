import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameGuard } from '../../../server/src/lsp/frameGuard';

test('the frame guard passes whole frames on and says when the last bytes came in', async () => {
  const guard = new FrameGuard(() => assert.fail('no frame is dropped'));
  const out: Buffer[] = [];
  guard.on('data', (b: Buffer) => out.push(b));
  assert.equal(guard.lastInputAt, -Infinity, 'nothing came in yet');
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'initialized', params: {} });
  const frame = Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  const before = performance.now();
  // In two chunks, as a pipe may hand a long message over.
  await new Promise<void>((r) => guard.write(frame.subarray(0, 20), () => r()));
  const first = guard.lastInputAt;
  assert.ok(first >= before, `${first} ≥ ${before}`);
  await new Promise<void>((r) => guard.write(frame.subarray(20), () => r()));
  assert.ok(guard.lastInputAt >= first);
  assert.equal(Buffer.concat(out).toString(), frame.toString());
});
