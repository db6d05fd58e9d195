import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

// Built from parts so that this file does not itself hold the name it looks for.
const OLD_NAME = ['skill', 'smith'].join('');

/** Every file git tracks (or would track), as it is in the working tree. */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f.length > 0);
}

test('nothing in the repository keeps the product\'s old name (paths or contents, any case)', () => {
  const hits: string[] = [];
  for (const file of trackedFiles()) {
    if (file.toLowerCase().includes(OLD_NAME)) hits.push(`${file} (path)`);
    let text: string;
    try {
      text = readFileSync(path.join(REPO, file), 'latin1');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    const at = text.toLowerCase().indexOf(OLD_NAME);
    if (at >= 0) hits.push(`${file}:${text.slice(0, at).split('\n').length}`);
  }
  assert.deepEqual(hits, [], `the old name is still in: ${hits.join(', ')}`);
});

test('the name check would see the old name (it is not vacuous)', () => {
  assert.ok(trackedFiles().length > 100, 'git lists the repository\'s files');
  assert.equal(`A ${OLD_NAME.toUpperCase()} note`.toLowerCase().includes(OLD_NAME), true);
});
