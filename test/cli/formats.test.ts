import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import type * as Sarif from 'sarif';
import { escapeData, escapeProperty } from '../../server/src/cli/githubAnnotation';
import { ruleCatalog } from '../../server/src/service/docs/ruleCatalog';
import { REPO, runCli } from './runCli';
import { mmSkill, tempTree } from './tempTree';

/** The official SARIF 2.1.0 schema (final, rtm.5), as shipped by @microsoft/jest-sarif. */
function sarifValidator() {
  const schema = JSON.parse(readFileSync(path.join(REPO, 'node_modules', '@microsoft', 'jest-sarif', 'lib', 'schemas', 'sarif-2.1.0-rtm.5.json'), 'utf8')) as Record<string, unknown>;
  // A draft-04 schema: Ajv 8 reads it once `id` is spelled `$id` (the schema uses no other draft-04-only keyword).
  const { $schema: _draft, id, ...rest } = schema;
  // Its `language` pattern is not valid with the `u` flag (`…]?$`), hence unicodeRegExp: false; formats (uri, date-time) are not checked.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
  return ajv.compile({ $id: id as string, ...rest });
}

/** A folder with one error (unclosed header), warnings with a safe fix (repeated keyword) and without (9 keywords), and an information. */
function mixedFolder(): string {
  return tempTree({
    'skills/broken.md': '---\nname: broken\n',
    'skills/many.md': mmSkill('many', 9),
    'skills/twice.md': '---\nname: twice\ndescription: Says hello.\nkeywords: salut, ciao, salut\n---\nSay hello.\n',
    'skills/fine.md': '---\nname: fine\ndescription: Fine skill.\nkeywords: fine\n---\nBody.\n',
  });
}

describe('skillkiln lint --format sarif', () => {
  test('the log is valid SARIF 2.1.0 with rules, 1-based regions, help URIs and the safe fix', () => {
    const r = runCli(['lint', '--format', 'sarif'], mixedFolder());
    assert.equal(r.status, 1, r.stderr);
    const log = JSON.parse(r.stdout) as Sarif.Log;
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    const run = log.runs[0]!;
    const rules = run.tool.driver.rules!;
    assert.deepEqual(rules.map((x) => x.id), ruleCatalog().map((x) => x.code));
    for (const rule of rules) {
      assert.equal(rule.helpUri, undefined, 'no link to a web page the project does not own');
      assert.ok(rule.shortDescription?.text && rule.fullDescription?.text && rule.defaultConfiguration?.level, rule.id);
    }
    const unclosed = run.results!.find((x) => x.ruleId === 'frontmatter-unclosed')!;
    assert.equal(unclosed.level, 'error');
    assert.equal(rules[unclosed.ruleIndex!]!.id, 'frontmatter-unclosed');
    assert.deepEqual(unclosed.locations![0]!.physicalLocation, { artifactLocation: { uri: 'skills/broken.md', uriBaseId: '%SRCROOT%' }, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 4 } });
    const twice = run.results!.find((x) => x.ruleId === 'keywords-duplicate')!;
    assert.equal(twice.level, 'warning');
    const replacement = twice.fixes![0]!.artifactChanges[0]!.replacements[0]!;
    // The fix drops `, salut` from line 4: 1-based columns, end exclusive.
    const line4 = 'keywords: salut, ciao, salut';
    assert.equal(replacement.deletedRegion.startLine, 4);
    assert.equal(line4.slice(replacement.deletedRegion.startColumn! - 1, replacement.deletedRegion.endColumn! - 1), ', salut');
    assert.equal(replacement.insertedContent?.text, '');
    // Dropping keywords past the 8th is a choice (which ones?): no fix is offered for it.
    const cap = run.results!.find((x) => x.ruleId === 'keywords-cap')!;
    assert.equal(cap.fixes, undefined);
    assert.ok(run.results!.some((x) => x.level === 'note'), 'information findings are notes');
  });

  test('a clean folder gives a valid log with no results and exits 0', () => {
    const r = runCli(['lint', '--format', 'sarif'], tempTree({ 'skills/fine.md': '---\nname: fine\ndescription: Fine skill.\n---\nBody.\n' }));
    assert.equal(r.status, 0, r.stderr);
    const log = JSON.parse(r.stdout) as Sarif.Log;
    assert.ok(sarifValidator()(log));
    assert.deepEqual(log.runs[0]!.results, []);
  });
});

describe('skillkiln lint --format github', () => {
  test('one workflow command per finding, 1-based, with the severity GitHub shows', () => {
    const r = runCli(['lint', '--format', 'github'], mixedFolder());
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n');
    assert.ok(lines.includes('::error file=skills/broken.md,line=1,col=1,endLine=1,endColumn=4,title=skillkiln frontmatter-unclosed::' + lines.find((l) => l.includes('frontmatter-unclosed'))!.split('::').at(-1)), r.stdout);
    assert.ok(lines.some((l) => /^::warning file=skills\/many\.md,line=4,col=\d+,endLine=4,endColumn=\d+,title=skillkiln keywords-cap::/.test(l)), r.stdout);
    assert.ok(lines.some((l) => l.startsWith('::notice ')), 'information findings are notices');
    assert.match(lines.at(-1)!, /^\d+ problems \(1 error, /);
  });

  test('file names with a comma or a colon are escaped, so the annotation lands on the right file', () => {
    const r = runCli(['lint', '--format', 'github'], tempTree({ 'skills/a,b:c.md': mmSkill('a-b-c', 9) }));
    assert.match(r.stdout, /^::warning file=skills\/a%2Cb%3Ac\.md,line=4,/m);
  });

  test('escaping follows the runner: % CR LF in messages, and , : in properties too', () => {
    assert.equal(escapeData('100% done\r\nnext: a, b'), '100%25 done%0D%0Anext: a, b');
    assert.equal(escapeProperty('a,b:c%\n'), 'a%2Cb%3Ac%25%0A');
  });
});

describe('skillkiln lint --max-warnings and --quiet', () => {
  const warningsOnly = () => tempTree({ 'skills/one.md': mmSkill('one', 9), 'skills/two.md': mmSkill('two', 10) });

  test('--max-warnings N exits 1 only when the warnings exceed N', () => {
    const dir = warningsOnly();
    assert.equal(runCli(['lint'], dir).status, 0);
    assert.equal(runCli(['lint', '--max-warnings', '2'], dir).status, 0);
    assert.equal(runCli(['lint', '--max-warnings', '1'], dir).status, 1);
    assert.equal(runCli(['lint', '--max-warnings', '0', '--format', 'json'], dir).status, 1);
  });

  test('--quiet shows errors only, and hidden warnings still count for --max-warnings', () => {
    const dir = mixedFolder();
    const json = JSON.parse(runCli(['lint', '--quiet', '--format', 'json'], dir).stdout) as { severity: string }[];
    assert.ok(json.length > 0);
    assert.deepEqual([...new Set(json.map((f) => f.severity))], ['error']);
    const quietWarnings = warningsOnly();
    const r = runCli(['lint', '--quiet', '--max-warnings', '1'], quietWarnings);
    assert.equal(r.status, 1);
    assert.doesNotMatch(r.stdout, /keywords-cap/);
  });

  test('bad values are usage errors (exit 2)', () => {
    const dir = warningsOnly();
    for (const args of [['lint', '--max-warnings', 'many'], ['lint', '--max-warnings', '-1'], ['catalog', '--format', 'sarif'], ['catalog', '--quiet']]) {
      const r = runCli(args, dir);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stderr.trim().split('\n').length, 1);
    }
  });
});
