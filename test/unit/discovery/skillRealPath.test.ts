import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { discoverSkills } from '../../../server/src/service/discovery/discoverSkills';
import { skillRealPath } from '../../../server/src/service/discovery/skillRealPath';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';

const SKILL = '---\nname: x\ndescription: Does x.\n---\n# X\n';

function write(file: string, text = SKILL): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

test('discovery knows where each skill file really is, links followed, without asking the disk per skill', () => {
  // Reached through a link itself (`/tmp` may be one): the real paths must still be the disk's.
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-real-'));
  try {
    const ws = path.join(base, 'ws');
    write(path.join(ws, '.agents/skills/plain/SKILL.md'));
    write(path.join(ws, '.agents/skills/flat.md'));
    write(path.join(base, 'elsewhere/linked-folder/SKILL.md'));
    fs.symlinkSync(path.join(base, 'elsewhere/linked-folder'), path.join(ws, '.agents/skills/linked-folder'));
    write(path.join(base, 'elsewhere/file.md'));
    fs.mkdirSync(path.join(ws, '.agents/skills/linked-file'));
    fs.symlinkSync(path.join(base, 'elsewhere/file.md'), path.join(ws, '.agents/skills/linked-file/SKILL.md'));
    write(path.join(ws, 'repo/coll/one/SKILL.md'));
    write(path.join(ws, 'repo/shared/two/SKILL.md'));
    fs.symlinkSync(path.join(ws, 'repo/shared/two'), path.join(ws, 'repo/coll/two'));
    write(path.join(ws, 'repo/shared/note.md'), '# Note\n');
    fs.symlinkSync(path.join(ws, 'repo/shared/note.md'), path.join(ws, 'repo/coll/one/three.md'));
    fs.mkdirSync(path.join(ws, 'repo/coll/four'));
    fs.symlinkSync(path.join(ws, 'repo/shared/note.md'), path.join(ws, 'repo/coll/four/SKILL.md'));

    const node = createNodeFileSystem();
    const found = discoverSkills(node, [ws], { skillsDirs: [], deep: true, otherMarkdown: true });
    const paths = found.skills.map((s) => path.relative(ws, s.path)).sort();
    assert.deepEqual(paths, ['.agents/skills/flat.md', '.agents/skills/linked-file/SKILL.md', '.agents/skills/linked-folder/SKILL.md', '.agents/skills/plain/SKILL.md', 'repo/coll/four/SKILL.md', 'repo/coll/one/SKILL.md', 'repo/coll/two/SKILL.md'].sort());
    let asked = 0;
    const counting: FileSystem = { ...node, realpath: (p) => (asked++, node.realpath(p)) };
    for (const s of found.skills) assert.equal(skillRealPath(s, counting), fs.realpathSync.native(s.path), s.path);
    // Only the skills folder's entries that are links (a folder, a SKILL.md) are asked about; the walk resolved its links on the way.
    assert.equal(asked, 2);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
