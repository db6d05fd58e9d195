import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * Everything `npm run docs` writes (the README's rule and bench tables, the rule pages in both
 * languages, the config file's schema, the manifest's agent lists) is what the code and
 * bench/results.md make now: a change that forgets to run it fails here, not in a reader's hands.
 */
test('the generated docs are up to date (else `npm run docs`)', () => {
  const run = spawnSync(process.execPath, [path.join(REPO, 'scripts', 'docs.mjs'), '--check'], { cwd: REPO, encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
});
