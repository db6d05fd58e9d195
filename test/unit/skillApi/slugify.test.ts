import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { slugify } from '../../../server/src/service/profiles/skillApi/slugify';

describe('slugify', () => {
  test('lowercase, runs of other characters become one hyphen, hyphens trimmed', () => {
    const cases: [string, string][] = [
      ['My Skill', 'my-skill'], ['my-skill', 'my-skill'], ['  --My  Skill!!--', 'my-skill'], ['PDF_to_Text v2.1', 'pdf-to-text-v2-1'],
      ['Café crème', 'caf-cr-me'], ['日本語', ''], ['a---b', 'a-b'], ['', ''],
    ];
    for (const [name, slug] of cases) assert.equal(slugify(name), slug, name);
  });
});
