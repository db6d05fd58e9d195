// Fills the generated parts of README.md between their markers: the rule tables (from the
// rules' metadata) and the benchmark table (from bench/results.md). `--check` fails instead
// of writing when the README is out of date. Needs the compiled library (`tsc -p .`).
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderRuleTables } = require(join(root, 'out/server/src/service/docs/ruleTables.js'));
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');

const blocks = { rules: renderRuleTables('en') };
const bench = join(root, 'bench', 'results.md');
if (existsSync(bench)) blocks.bench = readFileSync(bench, 'utf8').replace(/^# .*\n+/, '').trim();

let next = readme;
for (const [name, content] of Object.entries(blocks)) {
  const re = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`);
  next = next.replace(re, `$1\n${content}\n$2`);
}
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('docs: README.md is out of date; run `npm run docs`');
    process.exit(1);
  }
} else {
  writeFileSync(readmePath, next);
  console.log('docs: README.md updated');
}
