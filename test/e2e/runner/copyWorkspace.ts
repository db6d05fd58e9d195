import { cp, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * Copies the workspace folder `source` into `parent` (keeping its name, so the window title
 * matches) and returns the copy's path: tests may then edit files freely.
 */
export async function copyWorkspace(source: string, parent: string): Promise<string> {
  const target = join(parent, basename(source));
  await mkdir(parent, { recursive: true });
  await cp(source, target, { recursive: true });
  return target;
}
