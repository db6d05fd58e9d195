import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLanguageService } from '../../../server/src/service/languageService';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { joinLines } from '../helpers/serviceFixture';

const skill = (description: string) => joinLines('---', `description: ${description}`, 'keywords: k', '---', '# Body', '');

function service(files: Record<string, string>) {
  const s = createLanguageService({ fs: createMemoryFileSystem(files) });
  s.setFolders(['/ws']);
  return s;
}

describe('mm discovery (seed 000 layouts)', () => {
  test('flat and folder skills mix in one root; README and other files are not skills', () => {
    const s = service({
      '/ws/skills/greetings.md': skill('Flat.'),
      '/ws/skills/vulcan-salute/SKILL.md': skill('Folder.'),
      '/ws/skills/vulcan-salute/notes.md': '# notes\n',
      '/ws/skills/vulcan-salute/references/format.md': '# ref\n',
      '/ws/skills/README.md': '# About these skills\n',
    });
    const [state, ...others] = s.roots();
    assert.equal(others.length, 0);
    assert.equal(state!.root.label, 'skills');
    assert.equal(state!.profile.id, 'mm');
    const views = s.index.skillsOf(state!.root);
    assert.deepEqual(views.map((v) => [v.info.name, v.record.layout, v.status]).sort(), [['greetings', 'flat', 'served'], ['vulcan-salute', 'folder', 'served']]);
    assert.ok(s.index.ignored().some((e) => e.path === '/ws/skills/README.md' && e.reason === 'readme'));
    assert.equal(s.index.skillAt('/ws/skills/vulcan-salute/notes.md'), undefined);
    assert.equal(s.index.skillAt('/ws/skills/README.md'), undefined);
    assert.deepEqual(s.catalog(state!.root).entries.map((e) => e.name), ['greetings', 'vulcan-salute']);
  });

  test('a missing skills folder is zero skills, not an error', () => {
    const s = service({ '/ws/docs/readme.md': '# nothing here\n' });
    assert.equal(s.roots().length, 0);
    assert.equal(s.allFindings().size, 0);
  });

  test('the skills dir setting is honoured', () => {
    const s = createLanguageService({ fs: createMemoryFileSystem({ '/ws/my-skills/a.md': skill('A.') }), configFor: () => ({ ...DEFAULTS, skillsDirs: ['my-skills'] }) });
    s.setFolders(['/ws']);
    assert.deepEqual(s.roots().map((r) => [r.root.label, r.profile.id]), [['my-skills', 'mm']]);
  });
});

import { DEFAULT_CONFIG as DEFAULTS } from '../../../server/src/service/config/serviceConfig';
