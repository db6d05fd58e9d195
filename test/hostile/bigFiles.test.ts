import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { PROFILE_IDS } from '../../server/src/service/config/serviceConfig';
import { assertRangesInside, findingsAt, heapMb, joinLines, lintFolder, skill, withTree } from './hostileFixture';

const MB = 1024 * 1024;

/** About `bytes` of ordinary markdown with everything rules look at: links, code, references, markers. */
function bigMarkdown(bytes: number): string {
  const block = joinLines(
    '## Section',
    'Read [the format](references/format.md) and [a site](https://example.com) first; see {{skill:fine}} and `inline code`.',
    '- a list item with **bold** and _emphasis_ and a $variable',
    '```bash',
    'echo "fenced: {{skill:missing}} !`date`"',
    '```',
    '| a | table |',
    '',
  );
  return block.repeat(Math.ceil(bytes / block.length));
}

/** A large file, what it must produce, and the most heap its index may keep. */
interface BigCase {
  readonly name: string;
  readonly text: () => string;
  readonly code?: string;
  readonly log?: RegExp;
}

const CASES: readonly BigCase[] = [
  { name: 'a 10 MB SKILL.md of ordinary markdown', text: () => skill('big', bigMarkdown(10 * MB)) },
  { name: 'a 10 MB single line', text: () => skill('line', 'x'.repeat(10 * MB)) },
  { name: 'a 10 MB single line of brackets and backticks', text: () => skill('marks', '[`{'.repeat((10 * MB) / 3)) },
  { name: 'a 10 MB file with no line break at all', text: () => `---name: x${'y'.repeat(10 * MB)}` },
  { name: 'a 10 MB header value', text: () => joinLines('---', 'name: wide', `description: ${'x'.repeat(10 * MB)}`, '---', 'Body.'), code: 'yaml-syntax' },
  { name: 'a 17 MB file is refused', text: () => skill('huge', 'x'.repeat(17 * MB)), code: 'file-unreadable', log: /too-large/ },
];

describe('large files: no exception, ranges inside, the index keeps only headers', () => {
  for (const c of CASES) {
    test(c.name, async (t) => {
      let text: string | undefined = c.text();
      const size = text.length;
      await withTree({ 'skills/big/SKILL.md': text, 'skills/fine/SKILL.md': skill('fine') }, (dir) => {
        text = undefined;
        const file = path.join(dir, 'skills', 'big', 'SKILL.md');
        const before = heapMb();
        const run = lintFolder(dir);
        const retained = heapMb() - before;
        t.diagnostic(`${(size / MB).toFixed(1)} MB: ${run.ms.toFixed(0)} ms, ${retained.toFixed(1)} MB of heap retained, ${findingsAt(run, file).length} findings`);
        assertRangesInside(run);
        if (c.code) assert.ok(findingsAt(run, file, c.code).length > 0, `expected ${c.code}, got ${findingsAt(run, file).map((f) => f.code).join(', ')}`);
        if (c.log) assert.ok(run.logs.some((l) => l.includes(file) && c.log!.test(l)), `expected a log line about ${file}: ${run.logs.join(' | ')}`);
        // The index keeps headers of files on disk, not their bodies: far less than the file.
        assert.ok(retained < 32, `${retained.toFixed(1)} MB retained after indexing a ${(size / MB).toFixed(1)} MB file`);
        assert.ok(run.service.index.skillAt(path.join(dir, 'skills', 'fine', 'SKILL.md')), 'the other skill is still indexed');
      });
    });
  }

  test('a 10 MB buffer opened in the editor, with every profile', async (t) => {
    const text = skill('big', bigMarkdown(10 * MB));
    await withTree({ 'skills/big/SKILL.md': skill('big'), 'skills/fine/SKILL.md': skill('fine') }, (dir) => {
      const file = path.join(dir, 'skills', 'big', 'SKILL.md');
      for (const profile of PROFILE_IDS) {
        const run = lintFolder(dir, { profile });
        const before = heapMb();
        const start = Date.now();
        run.service.openDocument(file, text);
        const findings = run.service.findings(file);
        for (const state of run.service.roots()) for (const target of state.profile.catalogTargets) run.service.catalog(state.root, target.id);
        const retained = heapMb() - before;
        t.diagnostic(`${profile}: ${Date.now() - start} ms, ${retained.toFixed(1)} MB retained (the buffer itself is ${(text.length / MB).toFixed(1)} MB), ${findings.length} findings`);
        assertRangesInside({ ...run, findings: new Map([[file, findings]]) });
        // The buffer, its line index and the findings; nothing proportional to a copy per rule.
        assert.ok(retained < 4 * (text.length / MB) + 16, `${retained.toFixed(1)} MB retained for a ${(text.length / MB).toFixed(1)} MB buffer`);
        run.service.closeDocument(file);
      }
    });
  });
});
