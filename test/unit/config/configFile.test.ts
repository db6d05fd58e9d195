import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { configForFile, isIgnored } from '../../../server/src/service/config/configScopes';
import { findConfigFile, folderConfig, readConfigFile } from '../../../server/src/service/config/configFile';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { joinLines } from '../helpers/serviceFixture';

describe('.skillkiln.json discovery', () => {
  test('the nearest file upward wins, .json before .jsonc, and the search stops at the repository root', () => {
    const fs = createMemoryFileSystem({
      '/outside/.skillkiln.json': '{}',
      '/outside/repo/.git/HEAD': 'ref: main',
      '/outside/repo/.skillkiln.jsonc': '{}',
      '/outside/repo/a/b/x.md': '',
      '/outside/repo/c/.skillkiln.json': '{}',
      '/outside/repo/c/.skillkiln.jsonc': '{}',
      '/outside/norepo/.git/HEAD': '',
      '/outside/norepo/sub/x.md': '',
    });
    assert.equal(findConfigFile(fs, '/outside/repo/a/b'), '/outside/repo/.skillkiln.jsonc');
    assert.equal(findConfigFile(fs, '/outside/repo/c'), '/outside/repo/c/.skillkiln.json');
    assert.equal(findConfigFile(fs, '/outside/norepo/sub'), undefined, 'a file above the repository is not read');
  });
});

describe('reading .skillkiln.json', () => {
  test('each malformed value is reported at its line and falls back to its default; the rest is kept', () => {
    const text = joinLines(
      '{',
      '  // comments and trailing commas are allowed',
      '  "profile": "nope",',
      '  "targets": ["claude-code"],',
      '  "rules": {',
      '    "keywords-cap": "loud",',
      '    "body-length": "off",',
      '    "no-such-code": "error",',
      '  },',
      '  "ignore": 3,',
      '  "overrides": [{ "rules": {} }, { "files": "legacy/**", "colour": 1 }],',
      '  "extra": true,',
      '}',
    );
    const fs = createMemoryFileSystem({ '/ws/.skillkiln.jsonc': text });
    const file = readConfigFile(fs, '/ws/.skillkiln.jsonc', 'en');
    const lines = file.problems.map((p) => [p.line, p.message.en] as const);
    assert.deepEqual(lines.map(([l]) => l), [3, 6, 8, 10, 11, 11, 12]);
    assert.match(lines[0]![1], /^profile: "nope" is not valid \(expected one of auto, /);
    assert.match(lines[1]![1], /^rules\.keywords-cap: "loud" is not valid/);
    assert.match(lines[2]![1], /no rule has the code "no-such-code"/);
    assert.match(lines[3]![1], /^ignore must be a glob or a list of globs/);
    assert.match(lines[4]![1], /overrides\[0\] has no "files" globs/);
    assert.match(lines[5]![1], /"colour" is not a setting of this file/);
    assert.match(lines[6]![1], /"extra" is not a setting of this file/);
    for (const p of file.problems) assert.ok(p.message.fr.length > 10 && p.file === '/ws/.skillkiln.jsonc');
    assert.equal(file.config.profile, 'auto');
    assert.deepEqual(file.config.agentSkills.targets, ['claude-code']);
    assert.deepEqual(file.config.rules, { 'body-length': 'off', 'no-such-code': 'error' });
    assert.deepEqual(file.scopes?.overrides.map((o) => o.files), [['legacy/**']]);
  });

  test('a syntax error names the line and what is missing, and the file is ignored (defaults)', () => {
    const fs = createMemoryFileSystem({ '/ws/.skillkiln.json': joinLines('{', '  "profile": "mm"', '  "rules": {}', '}') });
    const loaded = folderConfig(fs, '/ws', { profile: 'tajo' }, 'en');
    assert.deepEqual(loaded.file?.problems.map((p) => [p.line, p.message.en]), [[3, 'a comma is missing; the whole file is ignored and the defaults are used.']]);
    assert.equal(loaded.config.profile, 'tajo', 'the editor settings still apply');
  });

  test('a file that is not an object, or not text, is reported and ignored', () => {
    const fs = createMemoryFileSystem({ '/a/.skillkiln.json': '[1]', '/b/.skillkiln.json': new Uint8Array([0, 159, 146, 150, 0, 0]) });
    assert.match(readConfigFile(fs, '/a/.skillkiln.json', 'en').problems[0]!.message.en, /must hold one object/);
    assert.match(readConfigFile(fs, '/b/.skillkiln.json', 'en').problems[0]!.message.en, /cannot be read as text/);
  });
});

describe('settings and .skillkiln.json together', () => {
  test('the file wins for each setting it sets, rules merge code by code, the settings keep the rest', () => {
    const fs = createMemoryFileSystem({ '/ws/.skillkiln.json': JSON.stringify({ profile: 'mm', rules: { 'keywords-cap': 'error' } }) });
    const { config, settingsProblems } = folderConfig(fs, '/ws', { profile: 'tajo', skillsDirs: ['mine'], rules: { 'keywords-cap': 'off', 'body-length': 'hint' } }, 'en');
    assert.deepEqual(settingsProblems, []);
    assert.equal(config.profile, 'mm');
    assert.deepEqual(config.skillsDirs, ['mine']);
    assert.deepEqual(config.rules, { 'keywords-cap': 'error', 'body-length': 'hint' });
  });

  test('paths in a parent folder\'s file are relative to that file', () => {
    const fs = createMemoryFileSystem({ '/repo/.skillkiln.json': JSON.stringify({ skillsDirs: ['sub/skills', 'shared'], rootProfiles: { 'sub/skills': 'tajo' } }), '/repo/sub/x.md': '' });
    const { config } = folderConfig(fs, '/repo/sub', undefined, 'en');
    assert.deepEqual(config.skillsDirs, ['skills', '../shared']);
    assert.deepEqual(config.rootProfiles, { skills: 'tajo' });
  });

  test('overrides apply in order to the files their globs match; ignore covers files and folders', () => {
    const fs = createMemoryFileSystem({
      '/ws/.skillkiln.json': JSON.stringify({
        rules: { 'keywords-cap': 'error' },
        targets: ['spec', 'codex'],
        ignore: ['drafts/', '**/*.wip.md'],
        overrides: [
          { files: ['legacy/**'], rules: { 'keywords-cap': 'warning', 'body-length': 'off' } },
          { files: 'legacy/old/*.md', rules: { 'keywords-cap': 'off' }, targets: ['claude-code'] },
        ],
      }),
    });
    const { config } = folderConfig(fs, '/ws', undefined, 'en');
    assert.equal(configForFile(config, '/ws/skills/a.md'), config, 'no override: the folder\'s own object');
    const legacy = configForFile(config, '/ws/legacy/a/SKILL.md');
    assert.deepEqual(legacy.rules, { 'keywords-cap': 'warning', 'body-length': 'off' });
    assert.deepEqual(legacy.agentSkills.targets, ['spec', 'codex']);
    assert.equal(configForFile(config, '/ws/legacy/b/SKILL.md'), legacy, 'one object per set of matching overrides');
    const old = configForFile(config, '/ws/legacy/old/x.md');
    assert.deepEqual(old.rules, { 'keywords-cap': 'off', 'body-length': 'off' });
    assert.deepEqual(old.agentSkills.targets, ['claude-code']);
    assert.ok(isIgnored(config, '/ws/drafts/a/SKILL.md'));
    assert.ok(isIgnored(config, '/ws/skills/deep/x.wip.md'));
    assert.ok(!isIgnored(config, '/ws/skills/x.md'));
    assert.ok(!isIgnored(config, '/elsewhere/drafts/x.md'), 'globs are relative to the file\'s folder');
  });
});
