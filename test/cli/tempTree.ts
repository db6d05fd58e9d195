import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** Writes `files` (relative path → text) under a fresh temporary folder and returns the folder. */
export function tempTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillkiln-cli-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** An mm skill with `count` keywords: past 8 it gets a `keywords-cap` warning that has a safe fix. */
export function mmSkill(name: string, count: number): string {
  const keywords = Array.from({ length: count }, (_, i) => `kw${i + 1}`).join(', ');
  return `---\nname: ${name}\ndescription: Says hello to somebody.\nkeywords: ${keywords}\n---\nSay hello.\n`;
}
