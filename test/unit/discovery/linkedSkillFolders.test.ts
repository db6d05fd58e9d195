import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { discoverSkills } from '../../../server/src/service/discovery/discoverSkills';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';

const SKILL = '---\nname: x\ndescription: Does x.\n---\n# X\n';

function write(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, SKILL);
}

function inTemp(run: (ws: string) => void): void {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-links-')));
  try {
    run(base);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

test('a skill folder that links to a folder kept elsewhere in the skills folder is one skill, where agents find it', () => {
  inTemp((ws) => {
    const root = path.join(ws, '.agents/skills');
    // Kept in a dot-folder and in an ordinary folder of the skills folder, both walked before the links.
    write(path.join(root, '.store/kept/SKILL.md'));
    fs.symlinkSync('.store/kept', path.join(root, 'kept'), 'dir');
    write(path.join(root, 'all/other/SKILL.md'));
    fs.symlinkSync('all/other', path.join(root, 'other'), 'dir');
    write(path.join(root, 'plain/SKILL.md'));
    const found = discoverSkills(createNodeFileSystem(), [ws], { skillsDirs: [], deep: true, otherMarkdown: false });
    assert.deepEqual(found.skills.map((s) => path.relative(ws, s.path)).sort(), ['.agents/skills/kept/SKILL.md', '.agents/skills/other/SKILL.md', '.agents/skills/plain/SKILL.md']);
    // Said, not dropped in silence.
    assert.ok(found.log.some((l) => l.includes(path.join(root, '.store/kept/SKILL.md')) && l.includes(path.join(root, 'kept/SKILL.md'))), found.log.join('\n'));
  });
});

test('a second link to a skill folder an agent\'s bounded walk took in is not past its limit', () => {
  inTemp((ws) => {
    const root = path.join(ws, '.agents/skills');
    for (const name of ['a', 'b', 'c']) write(path.join(root, name, 'SKILL.md'));
    fs.symlinkSync('a', path.join(root, 'a-alias'), 'dir');
    // The skills folder, `a` and `b`: the walk stops before `c`; `a-alias` is `a`, already taken in.
    const folderLimits = new Map([['.agents/skills', { maxFolders: 3, maxDepth: 6 }]]);
    const found = discoverSkills(createNodeFileSystem(), [ws], { skillsDirs: [], deep: false, otherMarkdown: false, folderLimits });
    const past = Object.fromEntries(found.skills.map((s) => [path.basename(s.skillDir), s.pastFolders]));
    assert.deepEqual(past, { a: undefined, 'a-alias': undefined, b: undefined, c: 3 });
  });
});
