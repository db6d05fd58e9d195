// The floor: what a bare Node script costs to do the reading the linter cannot avoid: walk the
// workspace, read every file of it (of a binary file only its first bytes, enough to recognise
// it), and parse every markdown header with the `yaml` package (parseDocument). No checking.
import { closeSync, openSync, readdirSync, readSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/** What is read of a file before deciding it is binary (a NUL byte in it). */
const HEAD = 8192;
const head = Buffer.alloc(HEAD);
let headers = 0;
let files = 0;

function isBinary(p) {
  const fd = openSync(p, 'r');
  try {
    const n = readSync(fd, head, 0, HEAD, 0);
    return head.subarray(0, n).includes(0);
  } finally {
    closeSync(fd);
  }
}

function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '.git' && e.name !== 'node_modules') walk(p);
      continue;
    }
    if (!e.isFile()) continue;
    files++;
    if (isBinary(p)) continue;
    const text = readFileSync(p, 'utf8');
    if (!e.name.endsWith('.md') || !text.startsWith('---')) continue;
    const end = text.indexOf('\n---', 3);
    if (end > 0) {
      parseDocument(text.slice(4, end));
      headers++;
    }
  }
}
walk(process.argv[2]);
console.log(`floor: ${files} files, ${headers} headers`);
