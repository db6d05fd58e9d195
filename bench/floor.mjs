// The floor: what a bare Node script costs to walk a workspace, read every markdown file
// and parse every header with the `yaml` package (parseDocument), doing no checking.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

let headers = 0;
function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.md')) {
      const text = readFileSync(p, 'utf8');
      if (text.startsWith('---')) {
        const end = text.indexOf('\n---', 3);
        if (end > 0) {
          parseDocument(text.slice(4, end));
          headers++;
        }
      }
    }
  }
}
walk(process.argv[2]);
console.log(`floor: ${headers} headers`);
