import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Writes a reply for a waiting test: to a temporary name, then renamed, so the test never reads half of it. */
export async function writeReply(dir: string, fileName: string, content: string): Promise<void> {
  const file = join(dir, fileName);
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}
