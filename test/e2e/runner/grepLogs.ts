import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Lines of VS Code logs that explain why an extension or its tests did not run. */
export const SUSPICIOUS_LOG_LINE = /not compatible|cannot activate|activating extension .* failed|cannot find module|extension host .*(terminated|crashed)/i;

/**
 * Returns the lines matching `pattern` in every `*.log` file below `dir`, each prefixed with its
 * file name. Missing folders and unreadable files are skipped: this only serves diagnostics.
 */
export async function grepLogs(dir: string, pattern: RegExp = SUSPICIOUS_LOG_LINE): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const hits: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.log')) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (pattern.test(line)) hits.push(`${entry.name}: ${line.trim()}`);
    }
  }
  return hits;
}
