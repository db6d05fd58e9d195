/**
 * Below this many characters a chunk stays out of V8's large-object space even when it holds
 * a character past Latin-1 (two bytes each): 64 Ki such characters made each chunk a large
 * object, freed only by a full collection, and a 20,000-skill report piled up 200 MB of them.
 */
export const CHUNK_CHARS = 16 * 1024;

/**
 * Collects output into chunks of about `CHUNK_CHARS` characters before handing them on: one
 * write per line would cost a system call each, one write at the end would hold the whole
 * report in memory.
 */
export class ChunkedWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly write: (chunk: string) => void, private readonly chunkSize = CHUNK_CHARS) {}

  add(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= this.chunkSize) this.flush();
  }

  flush(): void {
    if (this.size === 0) return;
    this.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}
