import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import type { FileSystem } from '../../server/src/service/fs/fileSystem';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';

const SKILL = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things when asked.\n---\n`;

test('a watcher storm (a checkout adding 100,000 changes) is one walk of the folder, not one per file', () => {
  const memory = createMemoryFileSystem({ '/ws/.claude/skills/a/SKILL.md': SKILL('a') });
  let walks = 0;
  const fs: FileSystem = { ...memory, readDirectory: (p) => (p === '/ws' && walks++, memory.readDirectory(p)) };
  const config: ServiceConfig = { ...DEFAULT_CONFIG };
  const service = createLanguageService({ fs, configFor: () => config });
  service.setFolders(['/ws']);
  const names = Array.from({ length: 400 }, (_, i) => `s${i}`);
  for (const n of names) memory.writeFile(`/ws/.claude/skills/${n}/SKILL.md`, SKILL(n));
  // Each new skill announced several times, as watchers do, then every file of a build folder.
  const paths = [...names.flatMap((n) => Array.from({ length: 5 }, () => `/ws/.claude/skills/${n}/SKILL.md`)), ...Array.from({ length: 98_000 }, (_, i) => `/ws/build/out-${i}.md`)];
  walks = 0;
  service.filesChanged(paths);
  assert.equal(walks, 1);
  assert.equal(service.index.skillPaths().length, 401, 'every new skill is indexed');
  // A few changes are still handled one by one (no walk for a changed known file).
  walks = 0;
  memory.writeFile('/ws/.claude/skills/a/SKILL.md', SKILL('a').replace('Does', 'Really does'));
  service.filesChanged(['/ws/.claude/skills/a/SKILL.md', '/ws/.claude/skills/a/SKILL.md']);
  assert.equal(walks, 0);
  assert.match(service.index.skillAt('/ws/.claude/skills/a/SKILL.md')!.info.description ?? '', /Really does/);
});
