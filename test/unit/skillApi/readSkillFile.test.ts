import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { documentLinks } from '../../../server/src/service/features/documentLinks';
import { pathToUri } from '../../../server/src/service/features/uris';
import { codesOf, serviceOn, withCode } from '../helpers/serviceFixture';
import { skillApiService, skillMd } from './skillApiFixture';

const HEADER = ['name: report', 'description: Use when writing a weekly report.'];
const SKILL = '/ws/skills/report/SKILL.md';

describe('skill-api: what read_skill_file does with each link', () => {
  test('each link to a reference file gives its size and how many 100,000-character pages the agent reads, from stat', () => {
    const svc = skillApiService({
      [SKILL]: skillMd(HEADER, 'Read [the format](references/format.md) and [the corpus](references/corpus.txt).', 'Logo: ![logo](assets/logo.png).'),
      '/ws/skills/report/references/format.md': '# Format\n',
      '/ws/skills/report/references/corpus.txt': 'é'.repeat(250_001),
      '/ws/skills/report/assets/logo.png': '\u0000PNG',
    });
    const links = documentLinks(svc, SKILL);
    assert.deepEqual(links.map((l) => [l.target, l.tooltip]), [
      [pathToUri('/ws/skills/report/references/format.md'), '9 bytes of the 10.0 MB a file may weigh. The agent reads it in one read_skill_file call (a page holds 100,000 characters).'],
      // 500,002 bytes: at most 6 pages (the characters are not counted: that would read the file).
      [pathToUri('/ws/skills/report/references/corpus.txt'), '500,002 bytes of the 10.0 MB a file may weigh. The agent needs up to 6 read_skill_file calls to read it whole, in pages of 100,000 characters.'],
      // Not text: its size, no page count.
      [pathToUri('/ws/skills/report/assets/logo.png'), '4 bytes of the 10.0 MB a file may weigh.'],
    ]);
  });
  test('the count follows the file as it grows', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, '[data](references/data.txt)'), '/ws/skills/report/references/data.txt': 'x'.repeat(100_000) });
    assert.match(documentLinks(svc, SKILL)[0]!.tooltip!, /one read_skill_file call/);
    svc.fs.writeFile('/ws/skills/report/references/data.txt', 'x'.repeat(100_001));
    svc.fileChanged('/ws/skills/report/references/data.txt');
    assert.match(documentLinks(svc, SKILL)[0]!.tooltip!, /needs up to 2 read_skill_file calls/);
  });
  test('other formats get no page count', () => {
    const svc = serviceOn({ [SKILL]: skillMd(HEADER, '[f](references/format.md)'), '/ws/skills/report/references/format.md': '# F' }, { profile: 'agent-skills' });
    assert.equal(documentLinks(svc, SKILL)[0]!.tooltip, undefined);
  });
});

describe('skill-api: a link to SKILL.md itself', () => {
  test('is a warning: read_skill_file cannot read it', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, 'See [the steps](SKILL.md#steps) and [again](./SKILL.md).') });
    const f = withCode(svc.findings(SKILL), 'reference-skill-md');
    assert.equal(f.length, 2);
    assert.equal(f[0]!.severity, 'warning');
    assert.match(f[0]!.message.en, /read_skill_file cannot read/);
    assert.deepEqual(codesOf(svc.findings(SKILL)), ['reference-skill-md', 'reference-skill-md']);
  });
  test('a SKILL.md of a sub-folder is a reference file like any other', () => {
    const svc = skillApiService({ [SKILL]: skillMd(HEADER, '[sub](examples/SKILL.md)'), '/ws/skills/report/examples/SKILL.md': '# ex' });
    assert.deepEqual(withCode(svc.findings(SKILL), 'reference-skill-md'), []);
  });
});
