import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { CORPUS, corpusCounts } from '../shared/corpusCounts';

describe('skill-api on the real corpus', () => {
  test('only broken or escaping links, all real in this copy of the corpus, and five descriptions that say only what', () => {
    assert.ok(existsSync(CORPUS), `the corpus is missing: ${CORPUS}`);
    const counts = corpusCounts('skill-api');
    // The copy dropped scripts and binary assets (30 links to them) and flattened nested skills (7 `../` links).
    assert.ok((counts['reference-missing'] ?? 0) <= 30, JSON.stringify(counts));
    assert.ok((counts['reference-outside'] ?? 0) <= 7, JSON.stringify(counts));
    // "Skill converted from x.prompt.md", "Structured Autonomy Planning Prompt"…: 5 of 460, none says when.
    assert.equal(counts['description-when'], 5, JSON.stringify(counts));
    const others = Object.keys(counts).filter((c) => !['reference-missing', 'reference-outside', 'description-when'].includes(c));
    assert.deepEqual(others, []);
  });
});
