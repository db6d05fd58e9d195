import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * Web addresses the product may hold: standard identifiers that name a format, not a place to
 * fetch code or pages from (XML and JSON Schema namespaces, SARIF's schema id), and loopback.
 */
const ALLOWED = [
  /^http:\/\/www\.w3\.org\/2000\/svg$/,
  /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/,
  /^https:\/\/json\.schemastore\.org\/sarif-2\.1\.0\.json$/,
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|\$\{HOST\})([:/]|$)/,
  // Names reserved for examples (RFC 2606), which nobody can own: the safety rules' examples.
  /^https?:\/\/(?:[\w-]+\.)*(?:example|test|invalid)(?:[:/]|$)/,
];

/** Files that ship or document the product: everything git tracks but tests, the lockfile and third-party licence texts. */
function productFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f.length > 0 && !f.startsWith('test/') && f !== 'package-lock.json' && !f.startsWith('media/codicons/') && !/\.(png|ttf|woff2?)$/.test(f));
}

/** Every `http(s)://` address in a text, with its line. */
export function addressesIn(text: string): { url: string; line: number }[] {
  return [...text.matchAll(/https?:\/\/[^\s"'`<>)\]]+/g)].map((m) => ({ url: m[0], line: text.slice(0, m.index).split('\n').length }));
}

test('no web address points at a repository, account or domain the project does not control', () => {
  const foreign: string[] = [];
  for (const file of productFiles()) {
    let text: string;
    try {
      text = readFileSync(path.join(REPO, file), 'utf8');
    } catch {
      continue;
    }
    for (const { url, line } of addressesIn(text)) if (!ALLOWED.some((re) => re.test(url))) foreign.push(`${file}:${line} ${url}`);
  }
  assert.deepEqual(foreign, []);
});

test('package.json names no repository, homepage or bug tracker the project does not own', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as Record<string, unknown>;
  for (const key of ['repository', 'homepage', 'bugs']) assert.equal(pkg[key], undefined, key);
});

test('the address scan finds what it must (it is not vacuous)', () => {
  assert.deepEqual(addressesIn('see https://github.com/someone/repo.\nand `http://example.com/x`').map((a) => [a.url, a.line]), [['https://github.com/someone/repo.', 1], ['http://example.com/x', 2]]);
});
