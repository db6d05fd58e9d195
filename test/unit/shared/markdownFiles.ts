import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The `.md` files under `dir` (only those named `only` when given), sorted: the corpus tests' inputs. */
export function markdownFiles(dir: string, only?: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownFiles(p, only));
    else if (e.isFile() && (only === undefined ? e.name.endsWith('.md') : e.name === only)) out.push(p);
  }
  return out.sort();
}
