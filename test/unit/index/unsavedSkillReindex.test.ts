import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codesOf, joinLines, serviceOn } from '../helpers/serviceFixture';

test('an unsaved skill (open, not on disk) keeps its findings after settings change, without a keystroke', () => {
  const service = serviceOn({ '/ws/skills/kept/SKILL.md': joinLines('---', 'name: kept', 'description: Keeps things when asked to keep them.', '---', '') });
  const unsaved = '/ws/skills/draft/SKILL.md';
  service.openDocument(unsaved, joinLines('---', 'name: draft', '---', ''));
  const before = codesOf(service.findings(unsaved));
  assert.ok(before.includes('description-missing'), before.join(', '));
  service.configChanged();
  assert.deepEqual(codesOf(service.findings(unsaved)), before);
  service.filesChanged(Array.from({ length: 300 }, (_, i) => `/ws/skills/x${i}.md`));
  assert.deepEqual(codesOf(service.findings(unsaved)), before);
});
