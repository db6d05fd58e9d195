import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';

const skill = (name: string, description: string, body = 'Body.') => `---\nname: ${name}\ndescription: ${description}\n---\n${body}\n`;

function service(files: Record<string, string>, config: Partial<ServiceConfig> = {}) {
  const fs = createMemoryFileSystem(files);
  let reads = 0;
  const counting = { ...fs, readFile: (p: string) => { reads++; return fs.readFile(p); }, readFileWithStat: undefined };
  const svc = createLanguageService({ fs: counting, configFor: () => ({ ...DEFAULT_CONFIG, ...config }) });
  svc.setFolders(['/ws']);
  return { svc, fs, reads: () => reads };
}

describe('SkillIndex', () => {
  test('keeps only headers of files on disk, and reads the body again when asked', () => {
    const { svc } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.', 'x'.repeat(5000)) });
    const view = svc.index.skillAt('/ws/skills/a/SKILL.md')!;
    assert.equal(view.parsed.complete, false);
    assert.ok(view.parsed.text.length < 100);
    const full = svc.index.fullParsed('/ws/skills/a/SKILL.md')!;
    assert.equal(full.complete, true);
    assert.ok(full.text.endsWith('x'.repeat(5000) + '\n'));
    assert.deepEqual(full.entry('name')!.valueRange, view.parsed.entry('name')!.valueRange);
  });

  test('a cold index reads each skill once, findings included', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`/ws/skills/s${i}/SKILL.md`] = skill(`s${i}`, `Skill ${i}.`);
    const { svc, reads } = service(files);
    svc.allFindings();
    assert.equal(reads(), 20);
  });

  test('an open buffer replaces the disk text; closing goes back to disk', () => {
    const { svc } = service({ '/ws/skills/a.md': skill('a', 'On disk.') });
    const root = svc.roots()[0]!.root;
    svc.openDocument('/ws/skills/a.md', skill('a', 'Typed.'));
    assert.match(svc.catalog(root).text, /a — Typed\./);
    svc.closeDocument('/ws/skills/a.md');
    assert.match(svc.catalog(root).text, /a — On disk\./);
  });

  test('typing in a body keeps the header epoch; editing a header bumps it', () => {
    const { svc } = service({ '/ws/skills/a.md': skill('a', 'A.') });
    const before = svc.index.headerEpoch;
    svc.openDocument('/ws/skills/a.md', skill('a', 'A.', 'Body changed.'));
    assert.equal(svc.index.headerEpoch, before);
    svc.openDocument('/ws/skills/a.md', skill('a', 'B.', 'Body changed.'));
    assert.ok(svc.index.headerEpoch > before);
  });

  test('a file created inside a skill folder invalidates cross-file results', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.') });
    const before = svc.index.headerEpoch;
    fs.writeFile('/ws/skills/a/scripts/run.py', 'print(1)');
    svc.fileChanged('/ws/skills/a/scripts/run.py');
    assert.ok(svc.index.headerEpoch > before);
  });

  test('a new skill file on disk joins the index; a deleted one leaves it', () => {
    const { svc, fs } = service({ '/ws/skills/a.md': skill('a', 'A.') });
    fs.writeFile('/ws/skills/b.md', skill('b', 'B.'));
    svc.fileChanged('/ws/skills/b.md');
    assert.deepEqual(svc.catalog(svc.roots()[0]!.root).entries.map((e) => e.name), ['a', 'b']);
    fs.deleteFile('/ws/skills/a.md');
    svc.fileChanged('/ws/skills/a.md');
    assert.deepEqual(svc.catalog(svc.roots()[0]!.root).entries.map((e) => e.name), ['b']);
  });

  test('rootProfiles sets a root\'s profile; auto-detection explains its choice', () => {
    const files = { '/ws/skills/a.md': skill('a', 'A.'), '/ws/api/x/SKILL.md': skill('x', 'X.') };
    const { svc } = service(files, { skillsDirs: ['skills', 'api'], rootProfiles: { api: 'skill-api' } });
    const byLabel = Object.fromEntries(svc.roots().map((r) => [r.root.label, r.choice]));
    assert.equal(byLabel['api']!.profile, 'skill-api');
    assert.equal(byLabel['api']!.explicit, true);
    assert.equal(byLabel['skills']!.profile, 'mm');
    assert.equal(byLabel['skills']!.explicit, false);
  });

  test('symlink loops are walked once', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.') });
    fs.symlink('/ws/skills/a/loop', '/ws/skills');
    svc.setFolders(['/ws']);
    assert.equal(svc.index.skillPaths().length, 1);
  });
});

describe('SkillIndex with unsaved skills', () => {
  test('a new skill typed in an editor joins the catalog before it is saved, and leaves when closed unsaved', () => {
    const { svc } = service({ '/ws/skills/a.md': skill('a', 'A.') });
    const root = svc.roots()[0]!.root;
    svc.openDocument('/ws/skills/b/SKILL.md', skill('b', 'Brand new.'));
    assert.deepEqual(svc.catalog(root).entries.map((e) => e.name), ['a', 'b']);
    assert.ok(svc.index.skillAt('/ws/skills/b/SKILL.md'));
    svc.closeDocument('/ws/skills/b/SKILL.md');
    assert.deepEqual(svc.catalog(root).entries.map((e) => e.name), ['a']);
  });

  test('a walk of the disk (settings, config or folders changed) keeps the skills only an editor holds: new, or deleted while edited', () => {
    const { svc, fs } = service({ '/ws/skills/a.md': skill('a', 'A.'), '/ws/skills/gone/SKILL.md': skill('gone', 'Gone.') });
    svc.openDocument('/ws/skills/b/SKILL.md', skill('b', 'Brand new.'));
    svc.openDocument('/ws/skills/gone/SKILL.md', skill('gone', 'Edited, then its file deleted.'));
    fs.deleteFile('/ws/skills/gone/SKILL.md');
    svc.setFolders(['/ws']);
    svc.configChanged();
    assert.ok(svc.index.skillAt('/ws/skills/b/SKILL.md'), 'the new skill');
    assert.ok(svc.index.skillAt('/ws/skills/gone/SKILL.md'), 'the deleted one');
    assert.deepEqual(svc.catalog(svc.roots()[0]!.root).entries.map((e) => e.name).sort(), ['a', 'b', 'gone']);
    svc.closeDocument('/ws/skills/gone/SKILL.md');
    assert.equal(svc.index.skillAt('/ws/skills/gone/SKILL.md'), undefined, 'closed, it is gone');
  });
});

describe('SkillIndex and folders that appear (a watcher may miss the files written into them)', () => {
  test('a new skill folder is looked into on its own event: its SKILL.md joins the catalog', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.') });
    fs.writeFile('/ws/skills/b/SKILL.md', skill('b', 'B.'));
    svc.fileChanged('/ws/skills/b');
    assert.deepEqual(svc.catalog(svc.roots()[0]!.root).entries.map((e) => e.name), ['a', 'b']);
  });

  test('a folder created in a skill folder makes its files checked without an event of their own', () => {
    const { svc, fs } = service({ '/ws/skills/pdf/SKILL.md': skill('pdf', 'Fills PDF forms.') });
    assert.deepEqual(svc.findings('/ws/skills/pdf/SKILL.md').filter((f) => f.code === 'bundled-binary'), []);
    fs.writeFile('/ws/skills/pdf/scripts/fill.py', Uint8Array.from([0xcb, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0, 0x12, 0x34, 0x56, 0x78, 0x20, 0, 0, 0, 0xe3, 0, 0, 0]));
    svc.fileChanged('/ws/skills/pdf/scripts');
    assert.equal(svc.findings('/ws/skills/pdf/SKILL.md').filter((f) => f.code === 'bundled-binary').length, 1);
  });

  test('`mkdir -p .claude/skills/x` announced as `.claude` alone: the new root and its skill are found', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.') });
    fs.writeFile('/ws/.claude/skills/x/SKILL.md', skill('x', 'X.'));
    svc.fileChanged('/ws/.claude');
    const root = svc.roots().find((r) => r.root.label === '.claude/skills');
    assert.ok(root, 'the new root');
    assert.deepEqual(svc.catalog(root.root).entries.map((e) => e.name), ['x']);
  });

  test('a folder outside every skills root changes nothing', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.') });
    const before = svc.index.headerEpoch;
    fs.writeFile('/ws/src/lib/x.ts', 'export {};');
    svc.fileChanged('/ws/src/lib');
    assert.equal(svc.index.headerEpoch, before);
  });
});

describe('SkillIndex and reference files', () => {
  test('a file deleted inside a skill folder invalidates cross-file results too', () => {
    const { svc, fs } = service({ '/ws/skills/a/SKILL.md': skill('a', 'A.'), '/ws/skills/a/scripts/run.py': 'print(1)' });
    const before = svc.index.fsEpoch;
    fs.deleteFile('/ws/skills/a/scripts/run.py');
    svc.fileChanged('/ws/skills/a/scripts/run.py');
    assert.ok(svc.index.fsEpoch > before);
  });
});
