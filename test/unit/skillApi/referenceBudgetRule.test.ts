import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codesOf, withCode } from '../helpers/serviceFixture';
import { MiB, skillApiService, skillMd } from './skillApiFixture';

const HEADER = ['name: corpus', 'description: Use when searching the corpus.'];
const SKILL = '/ws/skills/corpus/SKILL.md';

function filesIn(count: number): Record<string, string> {
  const files: Record<string, string> = { [SKILL]: skillMd(HEADER, '# Corpus') };
  // Spread over nested folders: the count is recursive.
  for (let i = 0; i < count; i++) files[`/ws/skills/corpus/data/${i % 3}/f${i}.txt`] = 'x';
  return files;
}

describe('skill-api reference budget', () => {
  test('reference-count: 201 files besides SKILL.md fail, 200 pass', () => {
    const over = skillApiService(filesIn(201));
    const [f] = withCode(over.findings(SKILL), 'reference-count');
    assert.ok(f);
    assert.match(f.message.en, /201 files besides SKILL\.md/);
    assert.deepEqual(f.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 12 } });
    assert.deepEqual(codesOf(skillApiService(filesIn(200)).findings(SKILL)), []);
  });

  test('reference-size: a file over 10 MB fails (stat only, never read), 10 MB passes', () => {
    const files = { [SKILL]: skillMd(HEADER, '[d](data/big.csv)'), '/ws/skills/corpus/data/big.csv': 'x', '/ws/skills/corpus/data/ok.csv': 'x' };
    const svc = skillApiService(files, { '/ws/skills/corpus/data/big.csv': 10 * MiB + 1, '/ws/skills/corpus/data/ok.csv': 10 * MiB });
    const found = withCode(svc.findings(SKILL), 'reference-size');
    assert.equal(found.length, 1);
    assert.match(found[0]!.message.en, /"data\/big\.csv" is 10\.0 MB/);
    assert.equal(found[0]!.related![0]!.path, '/ws/skills/corpus/data/big.csv');
    assert.deepEqual(codesOf(svc.findings(SKILL)), ['reference-size']);
  });

  test('skill-size: over 50 MB in all fails, 45 MB passes', () => {
    const big: Record<string, number> = {};
    const files: Record<string, string> = { [SKILL]: skillMd(HEADER, '# Corpus') };
    for (let i = 0; i < 6; i++) {
      files[`/ws/skills/corpus/part${i}.bin`] = 'x';
      big[`/ws/skills/corpus/part${i}.bin`] = 9 * MiB;
    }
    assert.deepEqual(codesOf(skillApiService(files, big).findings(SKILL)), ['skill-size']);
    delete big['/ws/skills/corpus/part5.bin'];
    delete files['/ws/skills/corpus/part5.bin'];
    assert.deepEqual(codesOf(skillApiService(files, big).findings(SKILL)), []);
  });

  test('a hostile folder (symlink loop) ends', () => {
    const svc = skillApiService(filesIn(2));
    svc.fs.symlink('/ws/skills/corpus/data/loop', '/ws/skills/corpus/data');
    svc.fileChanged(SKILL);
    assert.deepEqual(codesOf(svc.findings(SKILL)), []);
  });
});
