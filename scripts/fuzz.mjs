// Nightly-style fuzzing: the property tests of test/fuzz at a large size.
//
//   node scripts/fuzz.mjs [cases] [--seed N] [--no-build]
//
// `cases` (default 200,000) is the total across the suite, shared between the properties as
// in CI (FUZZ_RUNS). Each run starts from a fresh random seed unless --seed is given; every
// failure is printed with its seed and shrink path, replayable with
//   FUZZ_SEED=<seed> FUZZ_PATH=<path> node --test --test-name-pattern=<test> out/test/fuzz/
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const seed = flag('--seed');
const build = !args.includes('--no-build');
const cases = Number(args.find((a) => /^\d+$/.test(a)) ?? 200_000);

if (build) {
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}

const env = { ...process.env, FUZZ_RUNS: String(cases), ...(seed !== undefined ? { FUZZ_SEED: seed } : {}) };
const started = Date.now();
console.log(`fuzz: ${cases.toLocaleString('en')} cases${seed !== undefined ? `, seed ${seed}` : ''}`);
const child = spawn(process.execPath, ['--test', `--test-concurrency=${Math.max(1, availableParallelism())}`, '--test-reporter=spec', join('out', 'test', 'fuzz')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (d) => {
    out += d;
    process.stdout.write(d);
  });
}
child.on('close', (code) => {
  const failures = [...out.matchAll(/^\s*✖ (.+?) \(\d[\d.]*m?s\)$[\s\S]*?\{ seed: (-?\d+), path: "([^"]*)"[^}]*\}[\s\S]*?Counterexample: (.*)$/gm)];
  const seen = new Set();
  console.log(`\nfuzz: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code}`);
  for (const [, name, s, p, counterexample] of failures) {
    if (seen.has(name)) continue;
    seen.add(name);
    const pattern = name.replace(/ \(.*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    console.log(`FAILED ${name}\n  seed ${s}, path ${p}\n  counterexample ${counterexample.slice(0, 2000)}\n  replay: FUZZ_SEED=${s} FUZZ_PATH=${p} node --test --test-name-pattern=${JSON.stringify(pattern)} out/test/fuzz/`);
  }
  process.exit(code ?? 1);
});
