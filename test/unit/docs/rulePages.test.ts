import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { configFileSchema, CONFIG_SCHEMA_PATH } from '../../../server/src/service/config/configFileSchema';
import { AGENT_TARGETS, PROFILE_IDS } from '../../../server/src/service/config/serviceConfig';
import { ruleCatalog, ruleDocUrl } from '../../../server/src/service/docs/ruleCatalog';
import { renderRulePages, rulePagesDir, RULE_PAGES_DIR } from '../../../server/src/service/docs/rulePages';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { serviceOn, WS } from '../helpers/serviceFixture';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const read = (rel: string) => fs.readFileSync(path.join(REPO, rel), 'utf8');

test('the committed rule pages, English and French, are the ones the rules describe, one per code (run `npm run docs` after changing a rule)', () => {
  for (const locale of ['en', 'fr'] as const) {
    const pages = renderRulePages(locale);
    assert.equal(pages.size, ruleCatalog().length + 1);
    const dir = rulePagesDir(locale);
    const committed = fs.readdirSync(path.join(REPO, dir), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `${dir}/${e.name}`).sort();
    assert.deepEqual(committed, [...pages.keys()].sort(), `${locale}: no page missing, none stale`);
    for (const [rel, text] of pages) assert.equal(read(rel), text, rel);
  }
});

test('each page says what the agent does, the fix and how to suppress the code, in both languages', () => {
  const headings = { en: ['## What the agent does', '## Fix', '## Change its severity or turn it off', '## Suppress one occurrence'], fr: ['## Ce que fait l’agent', '## Correctif', '## Changer sa sévérité ou la désactiver', '## Taire une occurrence'] };
  for (const locale of ['en', 'fr'] as const) {
    for (const [rel, text] of renderRulePages(locale)) {
      if (rel.endsWith('README.md')) continue;
      const code = path.basename(rel, '.md');
      for (const heading of headings[locale]) assert.ok(text.includes(heading), `${locale} ${code}: ${heading}`);
      assert.ok(text.includes(`<!-- skillkiln-disable-next-line ${code} -->`), code);
    }
  }
});

test('rule links open the page shipped with the package (a file beside the code, never a web address)', () => {
  const service = serviceOn({ [`${WS}/skills/a.md`]: '---\nname: a\n' });
  const d = toDiagnostic(service.findings(`${WS}/skills/a.md`)[0]!, 'en');
  const href = d.codeDescription?.href;
  assert.ok(href !== undefined && href === ruleDocUrl('frontmatter-unclosed'), 'the diagnostic links to its rule page');
  assert.ok(href.startsWith('file://'), href);
  assert.equal(fileURLToPath(href), path.join(REPO, RULE_PAGES_DIR, 'frontmatter-unclosed.md'));
  assert.ok(fs.existsSync(fileURLToPath(href)));
});

test('the rule pages the links open ship in the .vsix; both languages in the npm package', () => {
  // The .vsix ships the pages its links open (English); the npm package ships both languages.
  assert.match(read('.vscodeignore'), new RegExp(`^!${RULE_PAGES_DIR}/\\*\\.md$`, 'm'));
  assert.match(read('.npmignore'), new RegExp(`^!${RULE_PAGES_DIR}/\\*\\*$`, 'm'));
});

test('the shipped config schema is the one the code describes, with its enums from the code\'s lists', () => {
  const schema = configFileSchema();
  assert.equal(read(CONFIG_SCHEMA_PATH), JSON.stringify(schema, null, 2) + '\n', 'run `npm run docs`');
  const props = schema['properties'] as Record<string, { enum?: unknown[]; items?: { enum?: unknown[] }; properties?: Record<string, unknown> }>;
  assert.deepEqual(props['profile']!.enum, ['auto', ...PROFILE_IDS]);
  assert.deepEqual(props['targets']!.items!.enum, [...AGENT_TARGETS]);
  assert.deepEqual(Object.keys(props['rules']!.properties!), ruleCatalog().map((r) => r.code));
  const validate = new Ajv({ strict: false }).compile(schema);
  assert.ok(validate({ profile: 'mm', targets: ['claude-code'], rules: { 'keywords-cap': 'off' }, ignore: 'drafts/', overrides: [{ files: ['legacy/**'], rules: { 'body-length': 'hint' } }] }), JSON.stringify(validate.errors));
  for (const bad of [{ profile: 'nope' }, { targets: ['emacs'] }, { rules: { 'keywords-cap': 'loud' } }, { rules: { 'no-such-code': 'off' } }, { overrides: [{ rules: {} }] }, { colour: 1 }]) assert.ok(!validate(bad), JSON.stringify(bad));
});

test('VS Code validates and completes the config file with the shipped schema', () => {
  const pkg = JSON.parse(read('package.json')) as { contributes: { jsonValidation: { fileMatch: string[]; url: string }[]; languages: { id: string; filenames?: string[] }[] } };
  const entry = pkg.contributes.jsonValidation.find((j) => j.url === `./${CONFIG_SCHEMA_PATH}`);
  assert.deepEqual(entry?.fileMatch, ['.skillkiln.json', '.skillkiln.jsonc']);
  assert.ok(pkg.contributes.languages.some((l) => l.id === 'jsonc' && l.filenames?.includes('.skillkiln.json')), 'comments are allowed in .skillkiln.json');
  assert.match(read('.vscodeignore'), /^!schemas\/\*\*$/m, 'the schema is packaged');
});
