import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { discoverSkills } from '../../server/src/service/discovery/discoverSkills';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { assertRangesInside, heapMb, lintFolder, makeTree, removeTree, skill } from './hostileFixture';

const FILES = 100_000;
/** One file in four is a flat skill; the rest is what a dumped data set leaves: text, JSON, images. */
const SKILL_EVERY = 4;

test(`${FILES.toLocaleString('en')} files in one skills folder: the walk is bounded, nothing throws`, (t) => {
  const dir = makeTree({ 'docs/guide.md': 'Use {{skill:s000000}} and {{skill:nope}}.\n' });
  try {
    const skills = path.join(dir, 'skills');
    fs.mkdirSync(skills);
    let start = Date.now();
    const ext = ['.txt', '.json', '.png'];
    for (let i = 0; i < FILES; i++) {
      const name = `s${String(i).padStart(6, '0')}`;
      if (i % SKILL_EVERY === 0) fs.writeFileSync(path.join(skills, `${name}.md`), skill(name, `Body ${i}.\n`));
      else fs.writeFileSync(path.join(skills, name + ext[i % 3]!), `${i}\n`);
    }
    t.diagnostic(`wrote ${FILES} files in ${Date.now() - start} ms`);

    const before = heapMb();
    const run = lintFolder(dir);
    const served = run.service.roots().flatMap((s) => run.service.index.skillsOf(s.root)).length;
    t.diagnostic(`indexed, linted and rendered ${served} skills in ${run.ms.toFixed(0)} ms; heap +${(heapMb() - before).toFixed(0)} MB; ${run.logs.length} log lines`);
    assertRangesInside(run);
    assert.equal(served, FILES / SKILL_EVERY);
    const catalog = run.catalogs[0]!;
    assert.equal(catalog.entries.length, FILES / SKILL_EVERY);

    // The walk stops at its entry limit with a log line instead of reading a whole disk.
    start = Date.now();
    const found = discoverSkills(createNodeFileSystem(), [dir], { skillsDirs: [], deep: true, otherMarkdown: true, limits: { maxDepth: 12, maxEntries: 10_000 } });
    t.diagnostic(`bounded walk: ${Date.now() - start} ms, ${found.otherMarkdown.length} markdown files seen`);
    assert.ok(found.log.some((l) => /more than 10000 entries/.test(l)), found.log.join(' | '));
    assert.ok(found.otherMarkdown.length <= 10_000);
  } finally {
    removeTree(dir);
  }
});
