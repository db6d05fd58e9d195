import { Transform, type TransformCallback } from 'node:stream';

/** The largest frame taken: a 16 MB file opened in an editor is about 40 MB of JSON at worst. */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024;
/** A header block longer than this is not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /^content-length:\s*(\d+)\s*$/im;
const HEADER_NAME = 'content-length:';

/**
 * Sits between stdin and the JSON-RPC reader and passes on whole frames only. The reader
 * trusts `Content-Length`: an absurd one (`99999999999`) makes it wait for bytes that never
 * come, and every later message disappears into that "body". Here a frame whose header has
 * no usable length, or a length past {@link MAX_FRAME_BYTES}, is dropped with a report, and
 * reading starts again at the next `Content-Length` header, so the session goes on.
 */
export class FrameGuard extends Transform {
  /** Bytes being read as a header (small: a header, plus what came with it). */
  private head: Buffer = Buffer.alloc(0);
  /** Bytes of the current frame's body still to pass on as they come. */
  private remaining = 0;
  /** When the last bytes came in (`performance.now()`): the server's background work gives way to a message being read. */
  lastInputAt = -Infinity;

  constructor(private readonly report: (problem: string) => void, private readonly maxFrame = MAX_FRAME_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.lastInputAt = performance.now();
    let rest: Buffer = chunk;
    while (rest.length > 0) {
      if (this.remaining > 0) {
        // A body streams through: a 40 MB message is not gathered here first.
        const take = Math.min(this.remaining, rest.length);
        this.push(rest.subarray(0, take));
        this.remaining -= take;
        rest = rest.subarray(take);
        continue;
      }
      this.head = this.head.length === 0 ? rest : Buffer.concat([this.head, rest]);
      rest = this.nextHeader();
    }
    done();
  }

  /** Passes on the next good header found in `head` and returns the bytes after it (empty while a header is incomplete). */
  private nextHeader(): Buffer {
    for (;;) {
      const end = this.head.indexOf(HEADER_END);
      if (end < 0) {
        if (this.head.length > MAX_HEADER_BYTES) this.resync('a header without an end');
        return Buffer.alloc(0);
      }
      const match = CONTENT_LENGTH.exec(this.head.subarray(0, end).toString('latin1'));
      const length = match ? Number(match[1]) : NaN;
      if (end > MAX_HEADER_BYTES || !Number.isSafeInteger(length) || length > this.maxFrame) {
        this.resync(match ? `a Content-Length of ${match[1]} bytes (at most ${this.maxFrame} are taken)` : 'a header without Content-Length');
        continue;
      }
      this.push(this.head.subarray(0, end + HEADER_END.length));
      const after = this.head.subarray(end + HEADER_END.length);
      this.head = Buffer.alloc(0);
      this.remaining = length;
      return after;
    }
  }

  /** Drops the frame at hand: what follows is read from the next `Content-Length` header on. */
  private resync(why: string): void {
    this.report(`dropped a message with ${why}; reading on from the next message`);
    const text = this.head.toString('latin1').toLowerCase();
    const next = text.indexOf(HEADER_NAME, 1);
    if (next > 0) {
      this.head = this.head.subarray(next);
      return;
    }
    // Nothing found: keep only a tail that may be the start of the next header (`Content-Le…`).
    let keep = Math.min(HEADER_NAME.length - 1, text.length - 1);
    while (keep > 0 && !HEADER_NAME.startsWith(text.slice(text.length - keep))) keep--;
    this.head = this.head.subarray(this.head.length - keep);
  }
}
