import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SkippedPlaces } from '../../server/src/cli/skippedPlaces';
import { discoverSkills } from '../../server/src/service/discovery/discoverSkills';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import type { LanguageService } from '../../server/src/service/languageService';

test('the walk\'s entry limit is a skipped place, and lint says it, counts it and fails the run', () => {
  const files = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`/ws/docs/d${i}/SKILL.md`, '---\nname: x\n---\n']));
  const fs = createMemoryFileSystem(files);
  const found = discoverSkills(fs, ['/ws'], { skillsDirs: [], deep: true, otherMarkdown: true, limits: { maxDepth: 32, maxEntries: 50 } });
  const limit = found.skipped.filter((s) => s.reason === 'too-many-entries');
  assert.equal(limit.length, 1, JSON.stringify(found.skipped));
  assert.equal(limit[0]!.detail, '50');
  const places = new SkippedPlaces(fs, '/ws', 'en');
  places.addDiscovery({ index: { skipped: () => found.skipped } } as unknown as LanguageService, () => false);
  const lines: string[] = [];
  places.report((l) => lines.push(l));
  assert.deepEqual(lines, ['lint a smaller folder: the walk stopped in docs after 50 files and folders, and the rest is not checked.']);
  assert.equal(places.unchecked, 1);
  assert.equal(places.summarySuffix(), '; 1 place not checked (listed on stderr)');
});
