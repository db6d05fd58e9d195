// Runs every test in order: node:test suites (unit, grammar, CLI, protocol, hostile, fuzz, and
// the preview webview in headless Chromium), then the conformance stage against the real agents,
// then the in-editor suite in a real VS Code, then the
// packaged .vsix (scripts/package-check.mjs). Prints each runner's summary and a combined last line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const nodeSuites = ['unit', 'grammar', 'cli', 'protocol', 'hostile', 'fuzz', 'webview', 'triggers'].map((s) => join('out', 'test', s)).filter((d) => existsSync(join(root, d)));

/** Runs a command, echoing its output, and returns [exit code, output]. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    child.on('close', (code) => resolve([code ?? 1, out]));
  });
}

const count = (out, word) => Number((out.match(new RegExp(`^(?:# |ℹ )${word} (\\d+)`, 'm')) ?? [])[1] ?? 0);
let passed = 0;
let failed = 0;
let status = 0;

if (only.length === 0 || only.includes('node')) {
  const [code, out] = await run(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', '--test-reporter-destination=stdout', ...nodeSuites]);
  passed += count(out, 'pass');
  failed += count(out, 'fail') + count(out, 'cancelled');
  if (code !== 0) status = 1;
}
/** Runs a stage that prints `<label>: N passed, N failed`; a failing run without that line counts as one failure. */
async function stage(label, args) {
  const [code, out] = await run(process.execPath, args);
  const m = out.match(new RegExp(`^${label}: (\\d+) passed, (\\d+) failed`, 'm'));
  passed += Number(m?.[1] ?? 0);
  failed += Number(m?.[2] ?? 0);
  if (code !== 0) {
    status = 1;
    if (!m) failed += 1;
  }
}

// The real agents (installed into a cache folder) on the edge cases and real collections.
if ((only.length === 0 && !process.env.SKILLKILN_SKIP_CONFORMANCE) || only.includes('conformance')) {
  await stage('conformance', [join('out', 'test', 'conformance', 'runConformance.js')]);
}
if ((only.length === 0 && !process.env.SKILLKILN_SKIP_E2E) || only.includes('e2e')) {
  await stage('e2e', [join('out', 'test', 'e2e', 'runInVSCode.js')]);
}
// The .vsix: built, checked, installed, smoke-tested (needs the same VS Code as the e2e stage).
if ((only.length === 0 && !process.env.SKILLKILN_SKIP_E2E && !process.env.SKILLKILN_SKIP_PACKAGE) || only.includes('package')) {
  await stage('package', [join('scripts', 'package-check.mjs'), '--no-build']);
}
console.log(`\nall: ${passed} passed, ${failed} failed`);
process.exit(status);
