import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serviceOn } from '../helpers/serviceFixture';

const skill = (name: string) => `---\nname: ${name}\ndescription: \n---\n\n# ${name}\n`;

describe('skills folders created after start-up', () => {
  test('a skill opened in a new skills folder before the watcher reports it is a skill once saved', () => {
    const svc = serviceOn({ '/ws/notes.md': '# Notes\n' });
    assert.equal(svc.roots().length, 0);
    // The editor opens the created file first (didOpen), the file watcher follows.
    svc.fs.writeFile('/ws/skills/first/SKILL.md', skill('first'));
    svc.openDocument('/ws/skills/first/SKILL.md', skill('first'));
    svc.fileChanged('/ws/skills/first/SKILL.md');
    assert.deepEqual(svc.roots().map((s) => s.root.label), ['skills']);
    assert.ok(svc.index.skillAt('/ws/skills/first/SKILL.md'), 'a skill, not plain markdown');
    assert.ok(svc.findings('/ws/skills/first/SKILL.md').length > 0, 'with diagnostics');
  });

  test('a new agent skills folder is found from the watcher alone', () => {
    const svc = serviceOn({});
    svc.fs.writeFile('/ws/.github/skills/first/SKILL.md', skill('first'));
    svc.fileChanged('/ws/.github/skills/first/SKILL.md');
    assert.deepEqual(svc.roots().map((s) => s.root.label), ['.github/skills']);
  });

  test('a file filed as plain markdown is promoted when its folder becomes a root', () => {
    const svc = serviceOn({});
    svc.fs.writeFile('/ws/skills/a.md', skill('a'));
    svc.openDocument('/ws/skills/a.md', skill('a'));
    assert.ok(svc.index.skillAt('/ws/skills/a.md'), 'the open buffer is already a skill');
  });

  test('markdown outside any skills folder does not walk the workspace again', () => {
    const svc = serviceOn({ '/ws/skills/a.md': skill('a') });
    const epoch = svc.index.fsEpoch;
    svc.fs.writeFile('/ws/skills/a/references/notes.md', '# Notes\n');
    svc.fileChanged('/ws/docs/guide.md');
    svc.openDocument('/ws/docs/guide.md', '# Guide\n');
    svc.openDocument('/ws/docs/guide.md', '# Guide, edited\n');
    assert.equal(svc.index.fsEpoch, epoch, 'no new walk for documentation');
  });
});
