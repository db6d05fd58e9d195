import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { createAmpOracle } from '../../conformance/oracles/amp';

/**
 * A stand-in for Amp's binary: `--version`, and a `skill list --json` whose first `aborted` lists
 * carry "The operation was aborted" on one skill (what a scan Amp's own reload stopped leaves
 * behind), then a clean list. It counts its lists in a file beside it.
 */
function fakeAmp(root: string, aborted: number): { installDir: string; lists: () => number } {
  const installDir = path.join(root, 'install');
  const dir = path.join(installDir, 'node_modules', '@ampcode', `cli-${process.platform}-${process.arch}`);
  fs.mkdirSync(dir, { recursive: true });
  const counter = path.join(root, 'lists');
  const clean = JSON.stringify({ skills: [{ name: 'pdf', description: 'Reads PDFs.', baseDir: path.join(root, 'project', '.agents', 'skills', 'pdf'), source: 'local' }], errors: [] });
  const stopped = JSON.stringify({ skills: [], errors: [{ path: path.join(root, 'project', '.agents', 'skills', 'pdf', 'SKILL.md'), error: 'The operation was aborted' }] });
  fs.writeFileSync(path.join(dir, 'amp'), [
    '#!/bin/sh',
    `if [ "$1" = --version ]; then echo "0.0.1-test"; exit 0; fi`,
    `n=$(cat '${counter}' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '${counter}'`,
    `if [ $n -le ${aborted} ]; then echo '${stopped}'; else echo '${clean}'; fi`,
  ].join('\n'), { mode: 0o755 });
  return { installDir, lists: () => Number(fs.readFileSync(counter, 'utf8')) };
}

async function runOn(aborted: number): Promise<{ run?: Awaited<ReturnType<ReturnType<typeof createAmpOracle>['run']>>; error?: Error; lists: number }> {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-amp-')));
  try {
    const amp = fakeAmp(root, aborted);
    const projectDir = path.join(root, 'project');
    const homeDir = path.join(root, 'home');
    fs.mkdirSync(path.join(projectDir, '.agents', 'skills', 'pdf'), { recursive: true });
    fs.writeFileSync(path.join(projectDir, '.agents', 'skills', 'pdf', 'SKILL.md'), '---\nname: pdf\ndescription: Reads PDFs.\n---\n');
    fs.mkdirSync(homeDir);
    try {
      const run = await createAmpOracle({ timeoutMs: 20_000 }).run({ projectDir, skillsDir: '.agents/skills', installDir: amp.installDir, homeDir });
      return { run, lists: amp.lists() };
    } catch (e) {
      return { error: e as Error, lists: amp.lists() };
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('Amp: a skill whose loading Amp stopped itself is read again, not reported as rejected', async () => {
  const r = await runOn(1);
  assert.equal(r.error, undefined);
  assert.equal(r.lists, 2);
  assert.deepEqual(r.run!.loaded.map((s) => s.file), ['.agents/skills/pdf/SKILL.md']);
  assert.deepEqual(r.run!.rejected, []);
  assert.ok(r.run!.notes!.some((n) => /read 2 times/.test(n)));
});

test('Amp: a list that keeps showing a stopped loading fails the run after three reads', async () => {
  const r = await runOn(5);
  assert.equal(r.lists, 3);
  assert.match(r.error?.message ?? '', /3 lists in a row.*operation was aborted/);
});
