// Writes what is generated from the code: the README's rule tables (from the rules'
// metadata) and benchmark table (from bench/results.md), one page per rule in docs/rules/ (French in docs/rules/fr/),
// the config file's JSON Schema (schemas/skillkiln.schema.json), and the manifest's agent lists
// (package.json's settings enums, a description per agent in package.nls*.json) from the agent
// declarations: adding an agent is its declaration, then `npm run docs`. `--check` fails
// instead of writing when any of them is out of date. Needs the compiled library (`tsc -p .`).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = (p) => require(join(root, 'out/server/src/service', p));
const { renderRuleTables } = lib('docs/ruleTables.js');
const { renderRulePages, rulePagesDir } = lib('docs/rulePages.js');
const { configFileSchema, CONFIG_SCHEMA_PATH } = lib('config/configFileSchema.js');
const { syncAgentSettings } = lib('docs/agentSettings.js');
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
/** Repository path → wanted text. */
const read = (p) => readFileSync(join(root, p), 'utf8');
const manifest = syncAgentSettings({ packageJson: read('package.json'), nlsEn: read('package.nls.json'), nlsFr: read('package.nls.fr.json') });
const wanted = new Map([['README.md', next], [CONFIG_SCHEMA_PATH, JSON.stringify(configFileSchema(), null, 2) + '\n'], ['package.json', manifest.packageJson], ['package.nls.json', manifest.nlsEn], ['package.nls.fr.json', manifest.nlsFr], ...renderRulePages('en'), ...renderRulePages('fr')]);
// Pages of both languages (English in docs/rules, French in docs/rules/fr): any other file there is stale.
const stale = ['en', 'fr'].flatMap((locale) => {
  const dir = rulePagesDir(locale);
  return existsSync(join(root, dir)) ? readdirSync(join(root, dir), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `${dir}/${e.name}`).filter((p) => !wanted.has(p)) : [];
});
const changed = [...wanted].filter(([p, text]) => !existsSync(join(root, p)) || readFileSync(join(root, p), 'utf8') !== text).map(([p]) => p);

if (process.argv.includes('--check')) {
  if (changed.length > 0 || stale.length > 0) {
    console.error(`docs: out of date (${[...changed, ...stale.map((p) => `${p} (stale)`)].join(', ')}); run \`npm run docs\``);
    process.exit(1);
  }
} else {
  for (const p of changed) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), wanted.get(p));
  }
  for (const p of stale) rmSync(join(root, p));
  console.log(`docs: ${changed.length} file(s) written, ${stale.length} stale page(s) removed`);
}
