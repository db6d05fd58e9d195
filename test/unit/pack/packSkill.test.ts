import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { strFromU8, unzipSync } from 'fflate';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { packSkill } from '../../../server/src/service/pack/packSkill';

const GOOD = '---\nname: notes\ndescription: Take meeting notes. Use when the user pastes a transcript.\n---\n\nSee [format](references/format.md).\n';

describe('packSkill: the .skill archive of one folder', () => {
  test('entries are <folder>/<path> for every file, sorted, with their bytes', () => {
    const fs = createMemoryFileSystem({ '/ws/skills/notes/SKILL.md': GOOD, '/ws/skills/notes/references/format.md': '# Format\n', '/ws/skills/notes/scripts/run.sh': 'echo hi\n', '/ws/skills/other/SKILL.md': GOOD });
    const r = packSkill(fs, '/ws/skills/notes');
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.archiveName, 'notes.skill');
    assert.deepEqual(r.entries, ['notes/SKILL.md', 'notes/references/format.md', 'notes/scripts/run.sh']);
    const unzipped = unzipSync(r.bytes);
    assert.deepEqual(Object.keys(unzipped).sort(), r.entries);
    assert.equal(strFromU8(unzipped['notes/SKILL.md']!), GOOD);
  });

  test('a header the upload refuses: no archive, every reason given', () => {
    const fs = createMemoryFileSystem({ '/ws/bad/SKILL.md': '---\nname: Bad\ndescription: a <b>\n---\n' });
    const r = packSkill(fs, '/ws/bad');
    assert.equal(r.ok, false);
    assert.deepEqual(!r.ok && r.problems.map((p) => p.check), ['name-format', 'description-angle-brackets']);
  });

  test('no SKILL.md, or not a folder', () => {
    const fs = createMemoryFileSystem({ '/ws/empty/readme.md': 'x', '/ws/file.md': 'x' });
    const r = packSkill(fs, '/ws/empty');
    assert.deepEqual(!r.ok && r.problems.map((p) => p.check), ['no-skill-file']);
    const f = packSkill(fs, '/ws/file.md');
    assert.deepEqual(!f.ok && f.problems.map((p) => p.check), ['not-a-folder']);
  });

  test('a link that leaves the folder is refused (nothing outside is read); a link inside is packed as its file', () => {
    const fs = createMemoryFileSystem({ '/ws/s/SKILL.md': GOOD, '/ws/s/real.md': 'inside\n', '/etc/secret': 'outside\n' });
    fs.symlink('/ws/s/leak.md', '/etc/secret');
    fs.symlink('/ws/s/alias.md', '/ws/s/real.md');
    const r = packSkill(fs, '/ws/s');
    assert.equal(r.ok, false);
    assert.deepEqual(!r.ok && r.problems.map((p) => [p.check, 'file' in p ? p.file : undefined]), [['link-outside', 'leak.md']]);
    const fs2 = createMemoryFileSystem({ '/ws/s/SKILL.md': GOOD, '/ws/s/real.md': 'inside\n' });
    fs2.symlink('/ws/s/alias.md', '/ws/s/real.md');
    const ok = packSkill(fs2, '/ws/s');
    assert.ok(ok.ok);
    assert.deepEqual(ok.entries, ['s/SKILL.md', 's/alias.md', 's/real.md']);
    assert.equal(strFromU8(unzipSync(ok.bytes)['s/alias.md']!), 'inside\n');
  });

  test('something that is not a regular file (a pipe, a socket) is refused with its name', () => {
    const base = createMemoryFileSystem({ '/ws/s/SKILL.md': GOOD });
    const fs: FileSystem = {
      ...base,
      readDirectory: (p) => (p === '/ws/s' ? [...(base.readDirectory(p) ?? []), { name: 'pipe', kind: 'other' }] : base.readDirectory(p)),
    };
    const r = packSkill(fs, '/ws/s');
    assert.deepEqual(!r.ok && r.problems.map((p) => [p.check, 'file' in p ? p.file : undefined]), [['not-a-file', 'pipe']]);
  });
});
