#!/usr/bin/env node
// Builds the .vsix the marketplace would get and verifies it, as a CI stage of `npm test`:
//   1. `vsce package --no-dependencies` prints no WARNING line;
//   2. the .vsix is at most 1 MB;
//   3. its files are exactly the allowlist (bundles, media, syntaxes, l10n, nls files, README,
//      CHANGELOG, LICENSE, package.json): no source map, no source, no test;
//   4. every file the manifest points to (main, icon, grammars, view icons, l10n) is inside;
//   5. the activation bundle stays small: vscode-languageclient lives in dist/languageClient.js;
//   6. the in-editor smoke suite passes against the INSTALLED copy (runInVSCode --install-vsix).
// Last line: `package: N passed, N failed` (each check and each smoke test counts one).
//
// CLI: node scripts/package-check.mjs [--no-build] [--no-smoke] [--keep]
//   --no-build  package the current dist/ and media/dist/ as they are
//   --no-smoke  only the static checks (1-4)
//   --keep      keep the temporary folder with the .vsix
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 1024 * 1024;
const MAX_ACTIVATION_BYTES = 100 * 1024;
/** Strings of vscode-languageclient and vscode-jsonrpc that survive minification. */
const LANGUAGE_CLIENT_MARKERS = ['The language client requires VS Code version', 'Content-Length'];
const args = new Set(process.argv.slice(2));
const log = (line) => console.log(`package: ${line}`);

/** Runs a command from the repository root, echoing its output; resolves with [code, output]. */
function run(cmd, argv, echo = true) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (stream) => (chunk) => {
      out += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', (err) => resolve([127, `${out}\n${err.message}`]));
    child.on('close', (code) => resolve([code ?? 1, out]));
  });
}

/** Names of the entries of a zip file, from its central directory (no dependency needed). */
export function zipEntries(buffer) {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file (no end of central directory)');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const names = [];
  for (let n = 0; n < count; n++) {
    if (buffer.readUInt32LE(offset) !== CENTRAL) throw new Error(`bad central directory entry ${n}`);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Files below `dir` (repository-relative, `/`-separated); none when it does not exist. */
function filesUnder(dir) {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * What the .vsix must hold, exactly: repository path → path inside the .vsix. Written out here,
 * independently of .vscodeignore, so that a broken allowlist is caught rather than trusted.
 */
function expectedFiles() {
  const map = new Map([
    ['package.json', 'extension/package.json'],
    ['package.nls.json', 'extension/package.nls.json'],
    ['README.md', 'extension/readme.md'],
    ['CHANGELOG.md', 'extension/changelog.md'],
    ['LICENSE', 'extension/LICENSE.txt'],
    ['dist/client.js', 'extension/dist/client.js'],
    // Not named by the manifest: dist/client.js requires it right after activation.
    ['dist/languageClient.js', 'extension/dist/languageClient.js'],
    ['dist/server.js', 'extension/dist/server.js'],
    ['media/dist/preview.js', 'extension/media/dist/preview.js'],
  ]);
  const nls = readdirSync(ROOT).filter((name) => /^package\.nls\.[\w-]+\.json$/.test(name));
  const media = readdirSync(join(ROOT, 'media')).filter((name) => /\.(css|svg|png)$/.test(name)).map((name) => `media/${name}`);
  for (const path of [...nls, ...media, ...filesUnder('media/codicons'), ...filesUnder('media/walkthrough'), ...filesUnder('syntaxes'), ...filesUnder('schemas'), ...filesUnder('l10n'), ...filesUnder('docs/rules').filter((f) => /^docs\/rules\/[^/]+\.md$/.test(f))]) {
    map.set(path, `extension/${path}`);
  }
  return [...map.values(), '[Content_Types].xml', 'extension.vsixmanifest'].sort();
}

/** Every file the manifest points to, as paths inside the .vsix. */
function manifestPaths(manifest) {
  const paths = [manifest.main, manifest.icon, ...(manifest.contributes?.grammars ?? []).map((g) => g.path), ...(manifest.contributes?.jsonValidation ?? []).map((j) => j.url)];
  for (const container of Object.values(manifest.contributes?.viewsContainers ?? {})) paths.push(...container.map((c) => c.icon));
  for (const views of Object.values(manifest.contributes?.views ?? {})) paths.push(...views.map((v) => v.icon));
  return paths
    .filter((p) => typeof p === 'string' && !p.startsWith('$('))
    // `main` may leave out its .js, as require() does.
    .map((p) => (p === manifest.main && !/\.[cm]?js$/.test(p) ? `${p}.js` : p))
    .map((p) => `extension/${p.replace(/^\.\//, '')}`);
}

/** One check: prints `ok` or `FAIL` with the reasons; returns whether it passed. */
function check(title, problems) {
  if (problems.length === 0) {
    log(`ok    ${title}`);
    return true;
  }
  log(`FAIL  ${title}`);
  for (const problem of problems) log(`        ${problem}`);
  return false;
}

/**
 * What the VS Code Marketplace and Open VSX show: an icon of at least 128×128 pixels, a banner,
 * categories, keywords, a licence, a CHANGELOG entry for this version, a README whose links work
 * on a marketplace page (no relative link or image: without a repository nothing resolves them).
 */
export function listingProblems(manifest, root = ROOT) {
  const problems = [];
  const png = existsSync(join(root, manifest.icon ?? '')) ? readFileSync(join(root, manifest.icon)) : undefined;
  if (!png || png.readUInt32BE(0) !== 0x89504e47) problems.push(`icon: ${manifest.icon} is not a PNG`);
  else if (png.readUInt32BE(16) < 128 || png.readUInt32BE(20) < 128) problems.push(`icon: ${png.readUInt32BE(16)}×${png.readUInt32BE(20)} is under 128×128`);
  if (!manifest.galleryBanner?.color || !manifest.galleryBanner?.theme) problems.push('galleryBanner: color and theme');
  if (!Array.isArray(manifest.categories) || manifest.categories.length === 0) problems.push('categories: none');
  if (!Array.isArray(manifest.keywords) || manifest.keywords.length === 0 || manifest.keywords.length > 30) problems.push('keywords: 1 to 30');
  if (!manifest.license || !existsSync(join(root, 'LICENSE'))) problems.push('license: the field and the LICENSE file');
  if (!manifest.publisher || !/^[a-z0-9][a-z0-9-]*$/.test(manifest.publisher)) problems.push(`publisher: ${manifest.publisher}`);
  const changelog = existsSync(join(root, 'CHANGELOG.md')) ? readFileSync(join(root, 'CHANGELOG.md'), 'utf8') : '';
  if (!new RegExp(`^## ${manifest.version.replace(/\./g, '\\.')}\\b`, 'm').test(changelog)) problems.push(`CHANGELOG.md: no "## ${manifest.version}" entry`);
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  for (const m of readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img[^>]+src="([^"]+)"/g)) {
    const target = m[1] ?? m[2];
    if (!/^(https:\/\/|#|mailto:)/.test(target)) problems.push(`README.md: relative link or image "${target}" breaks on a marketplace page`);
  }
  return problems;
}

async function main() {
  let passed = 0;
  let failed = 0;
  const count = (ok) => (ok ? passed++ : failed++);
  const temp = mkdtempSync(join(tmpdir(), 'skillkiln-package-'));
  const vsix = join(temp, 'skillkiln.vsix');
  try {
    if (!args.has('--no-build')) {
      const [code] = await run(process.execPath, [join('scripts', 'build.mjs')]);
      if (code !== 0) throw new Error('the build failed');
    }
    const started = Date.now();
    log('vsce package --no-dependencies …');
    const [code, output] = await run('npx', ['--no-install', 'vsce', 'package', '--no-dependencies', '--allow-missing-repository', '-o', vsix], false);
    log(`vsce exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // vsce prints ` WARNING  <text>` (colours only on a terminal).
    const warnings = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => /\bWARNING\b/.test(line)).map((line) => line.trim());
    count(check('vsce packages without a warning', code !== 0 ? [`vsce failed (exit ${code}):`, ...output.trim().split('\n').slice(-15)] : warnings));
    if (code !== 0 || !existsSync(vsix)) throw new Error('no .vsix to check');

    const bytes = statSync(vsix).size;
    count(check(`size ${(bytes / 1024).toFixed(1)} KiB ≤ ${MAX_BYTES / 1024} KiB`, bytes <= MAX_BYTES ? [] : [`${bytes} bytes is over the limit`]));

    const entries = zipEntries(readFileSync(vsix)).filter((name) => !name.endsWith('/')).sort();
    const expected = expectedFiles();
    const extra = entries.filter((name) => !expected.includes(name));
    const missing = expected.filter((name) => !entries.includes(name));
    const forbidden = entries.filter((name) => /\.map$|\.ts$|(^|\/)(src|test|out|node_modules|\.vscode-test)\//.test(name));
    count(check(`${entries.length} files, exactly the allowlist`, [
      ...forbidden.map((name) => `forbidden: ${name}`),
      ...extra.filter((name) => !forbidden.includes(name)).map((name) => `not in the allowlist: ${name}`),
      ...missing.map((name) => `missing: ${name}`),
    ]));

    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const absent = manifestPaths(manifest).filter((path) => !entries.includes(path));
    if (manifest.l10n && !entries.some((name) => name.startsWith(`extension/${manifest.l10n.replace(/^\.\//, '')}/`))) absent.push(`${manifest.l10n}/ (l10n)`);
    count(check('every file the manifest names is inside', absent.map((path) => `missing: ${path}`)));
    count(check('the listing is complete for both marketplaces (VS Code Marketplace, Open VSX)', listingProblems(manifest)));

    // What activation loads: the language client must stay in its own bundle, loaded after activate().
    const client = readFileSync(join(ROOT, 'dist', 'client.js'), 'utf8');
    count(check(`dist/client.js ${(client.length / 1024).toFixed(0)} KiB ≤ ${MAX_ACTIVATION_BYTES / 1024} KiB, without vscode-languageclient`, [
      ...(client.length > MAX_ACTIVATION_BYTES ? [`${client.length} bytes is over the limit`] : []),
      ...(LANGUAGE_CLIENT_MARKERS.filter((marker) => client.includes(marker)).map((marker) => `contains "${marker}"`)),
    ]));

    if (!args.has('--no-smoke')) {
      log('in-editor smoke suite against the installed .vsix …');
      const runner = join('out', 'test', 'e2e', 'runInVSCode.js');
      const tests = join('out', 'test', 'e2e', 'suite', 'smoke.js');
      if (!existsSync(join(ROOT, runner)) || !existsSync(join(ROOT, tests))) throw new Error(`${runner} or ${tests} is missing: run \`tsc -p .\` first`);
      const [smokeCode, smokeOutput] = await run(process.execPath, [runner, '--install-vsix', vsix, '--tests', tests]);
      const m = smokeOutput.match(/^smoke: (\d+) passed, (\d+) failed/m);
      passed += Number(m?.[1] ?? 0);
      failed += Number(m?.[2] ?? 0);
      if (smokeCode !== 0 && (!m || Number(m[2]) === 0)) failed++;
      log(`smoke suite against the installed copy: ${smokeCode === 0 ? 'passed' : `FAILED (exit ${smokeCode})`}`);
    }
  } catch (err) {
    failed++;
    log(`FAIL  ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    if (args.has('--keep')) log(`kept ${vsix}`);
    else rmSync(temp, { recursive: true, force: true });
  }
  console.log(`package: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
