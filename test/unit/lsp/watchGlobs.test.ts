import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { minimatch } from 'minimatch';
import { watchGlobs } from '../../../server/src/lsp/watchGlobs';

const watched = (globs: readonly string[], p: string) => globs.some((g) => minimatch(p, g, { dot: true }));

describe('what the server asks the editor to watch', () => {
  const globs = watchGlobs(['skills']);

  test('folders under every agent\'s skills root are watched, not only files: a new skill folder, a new scripts folder', () => {
    for (const p of ['.claude/skills/pdf-helper', '.claude/skills/pdf-helper/scripts', '.agents/skills/a/assets/logo.bin', '.opencode/skill/x', 'skills/a/lib/tool.sh']) assert.ok(watched(globs, p), p);
  });

  test('the agents\' own folders are watched themselves (`mkdir -p .claude/skills/x` may be reported as `.claude` alone)', () => {
    for (const p of ['.claude', '.agents', 'packages/app/.github']) assert.ok(watched(globs, p), p);
  });

  test('markdown anywhere and the settings files are watched; other project files are not', () => {
    assert.ok(watched(globs, 'docs/notes.md'));
    assert.ok(watched(globs, 'sub/.skillkiln.jsonc'));
    for (const p of ['src/index.ts', 'dist/app.js', 'package.json']) assert.ok(!watched(globs, p), p);
  });

  test('a configured skills folder is watched by its last name; a name with glob characters is not turned into a pattern', () => {
    assert.ok(watched(watchGlobs(['docs/playbooks/']), 'docs/playbooks/deploy/scripts'));
    assert.ok(!watchGlobs(['we*ird']).some((g) => g.includes('we*ird')));
  });
});
