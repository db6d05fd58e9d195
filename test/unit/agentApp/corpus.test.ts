import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { corpusSkip, corpusCounts } from '../shared/corpusCounts';

describe('agent-app on the real corpus (460 skills written for other formats)', { skip: corpusSkip() }, () => {
  test('only findings a careful author would agree with', () => {
    const counts = corpusCounts('agent-app');
    // Descriptions written for a 1,024-character limit; one 291,000-character skill; one `category: testing`.
    assert.ok((counts['description-length'] ?? 0) <= 70, JSON.stringify(counts));
    assert.ok((counts['content-length'] ?? 0) <= 1, JSON.stringify(counts));
    assert.ok((counts['category-invalid'] ?? 0) <= 1, JSON.stringify(counts));
    const others = Object.keys(counts).filter((c) => !['description-length', 'content-length', 'category-invalid'].includes(c));
    assert.deepEqual(others, []);
  });
});
