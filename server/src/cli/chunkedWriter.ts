/**
 * Collects output into chunks of about 64 KiB before handing them on: one write per line
 * would cost a system call each, one write at the end would hold the whole report in memory.
 */
export class ChunkedWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly write: (chunk: string) => void, private readonly chunkSize = 64 * 1024) {}

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
