import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSync } from '../../../server/src/service/features/diagnosticSync';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import type { Diagnostic } from 'vscode-languageserver-types';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';
import { seededRandom } from '../helpers/seededRandom';

const A = '/ws/skills/a.md';
const B = '/ws/skills/b.md';
const skill = (name: string) => joinLines('---', `name: ${name}`, 'description: Something.', '---', '');

describe('DiagnosticSync', () => {
  test('publishes only the sets that changed; cross-file findings reach the other file', () => {
    const service = serviceOn({ [A]: skill('a'), [B]: skill('b') });
    const sync = new DiagnosticSync();
    sync.update(service, sync.affected(service, undefined));
    // B takes A's name: both files get a name conflict.
    service.openDocument(B, skill('a'));
    const updates = sync.update(service, sync.affected(service, '/ws'));
    assert.deepEqual(updates.map((u) => u.path).sort(), [A, B]);
    assert.ok(updates.every((u) => u.diagnostics.some((d) => d.code === 'name-conflict')));
    // Nothing changed since: nothing to send.
    assert.deepEqual(sync.update(service, sync.affected(service, '/ws')), []);
  });

  test('a deleted file is cleared', () => {
    const service = serviceOn({ [A]: skill('a'), [B]: skill('a') });
    const sync = new DiagnosticSync();
    sync.update(service, sync.affected(service, undefined));
    service.fs.deleteFile(B);
    service.fileChanged(B);
    const updates = sync.update(service, sync.affected(service, '/ws'));
    assert.deepEqual(updates.find((u) => u.path === B)?.diagnostics, []);
    assert.deepEqual(updates.find((u) => u.path === A)?.diagnostics.filter((d) => d.code === 'name-conflict'), []);
  });

  test('what was published after each edit is what a fresh computation gives (header, body, clash, settings language)', () => {
    const C = '/ws/skills/c.md';
    let config: ServiceConfig = { ...DEFAULT_CONFIG, profile: 'mm' };
    const service = createLanguageService({ fs: createMemoryFileSystem({ [A]: skill('a'), [B]: skill('b'), [C]: joinLines('---', 'name: c', '---', '') }), configFor: () => config });
    service.setFolders([WS]);
    const sync = new DiagnosticSync();
    const shown = new Map<string, Diagnostic[]>();
    const refresh = () => {
      for (const u of sync.update(service, sync.affected(service, undefined))) shown.set(u.path, u.diagnostics);
      for (const p of [A, B, C]) {
        const locale = service.index.configFor(p).locale;
        assert.deepEqual(shown.get(p) ?? [], service.findings(p).map((f) => toDiagnostic(f, locale)), p);
      }
    };
    refresh();
    const steps: (() => void)[] = [
      () => service.openDocument(B, skill('a')),
      () => service.openDocument(A, joinLines('---', 'name: a', 'description: Something.', '---', 'Body [x](missing.md)')),
      () => service.openDocument(B, skill('b')),
      () => {
        config = { ...config, locale: 'fr' };
        service.configChanged();
      },
      () => service.openDocument(C, skill('b')),
      () => service.closeDocument(C),
    ];
    for (const step of steps) {
      step();
      refresh();
    }
    assert.ok([...shown.values()].some((d) => d.length > 0), 'the fixture has diagnostics to compare');
  });

  test('publishes exactly what comparing JSON texts of the sets decided (seeded edits, a reference sync)', () => {
    const names = ['a', 'b', 'c', 'a'];
    const paths = names.map((_, i) => `/ws/skills/s${i}.md`);
    const service = serviceOn(Object.fromEntries(paths.map((p, i) => [p, skill(names[i]!)])));
    const sync = new DiagnosticSync();
    // The sets last sent, as JSON text: what the sync compared before.
    const sent = new Map<string, string>();
    const reference = (force: readonly string[]) => {
      const out: string[] = [];
      for (const p of sync.affected(service, undefined)) {
        const locale = service.index.configFor(p).locale;
        const key = JSON.stringify(service.findings(p).map((f) => toDiagnostic(f, locale)));
        if (!force.includes(p) && (sent.get(p) ?? '[]') === key) continue;
        sent.set(p, key);
        out.push(p);
      }
      return out.sort();
    };
    reference([]);
    sync.update(service, sync.affected(service, undefined));
    const rand = seededRandom(11);
    const bodies = ['', 'Body.', 'Body [x](missing.md)', 'Run `rm -rf /` now.', 'Body.'];
    let republished = 0;
    for (let step = 0; step < 60; step++) {
      const i = Math.floor(rand() * paths.length);
      const name = names[Math.floor(rand() * names.length)]!;
      const body = bodies[Math.floor(rand() * bodies.length)]!;
      service.openDocument(paths[i]!, joinLines('---', `name: ${name}`, 'description: Something.', '---', body));
      const force = rand() < 0.2 ? [paths[i]!] : [];
      const expected = reference(force);
      const forced = sync.update(service, force, true).map((u) => u.path);
      const got = [...forced, ...sync.update(service, sync.affected(service, undefined)).map((u) => u.path)].sort();
      assert.deepEqual(got, expected, `step ${step}`);
      republished += got.length;
    }
    assert.ok(republished > 0, 'some steps publish');
  });

  test('a set made again with the same content (a body edit that changes no finding) is not sent again', () => {
    const body = joinLines('---', 'name: a', 'description: Something.', '---', 'Body [x](missing.md)');
    const file = '/ws/skills/a/SKILL.md';
    const service = serviceOn({ [file]: body, [B]: skill('b') }, { profile: 'agent-skills' });
    const sync = new DiagnosticSync();
    const first = sync.update(service, sync.affected(service, undefined));
    assert.ok(first.some((u) => u.path === file && u.diagnostics.some((d) => d.code === 'reference-missing')), 'a broken link');
    const before = service.findings(file);
    service.openDocument(file, joinLines(body, '', 'More.'));
    assert.notEqual(service.findings(file), before, 'the rules ran again');
    assert.deepEqual(sync.update(service, sync.affected(service, undefined)), []);
  });

  test('a provisional set is what the next update compares with: the same content is not sent again, another is', () => {
    const file = '/ws/skills/a/SKILL.md';
    const text = joinLines('---', 'name: a', 'description: Something.', '---', 'Body [x](missing.md)');
    const service = serviceOn({ [file]: text }, { profile: 'agent-skills' });
    const sync = new DiagnosticSync();
    // The open file's set before the index is complete: its findings as they will be.
    const early = sync.provisional(file, service.findings(file).map((f) => ({ ...f })), 'en');
    assert.ok(early.diagnostics.some((d) => d.code === 'reference-missing'));
    assert.deepEqual(sync.update(service, [file]), [], 'same set: not sent again');
    // A provisional set that differs (say, made before a cross-file rule could speak) is replaced.
    sync.provisional(file, [], 'en');
    assert.deepEqual(sync.update(service, [file]).map((u) => u.diagnostics.map((d) => d.code)), [early.diagnostics.map((d) => d.code)]);
    // An empty provisional set then an empty update: nothing to send either.
    const clean = '/ws/skills/b/SKILL.md';
    service.openDocument(clean, joinLines('---', 'name: b', 'description: Does b things. Use when the user asks for b.', '---', 'Body.'));
    assert.deepEqual(service.findings(clean), []);
    sync.provisional(clean, [], 'en');
    assert.deepEqual(sync.update(service, [clean]), []);
  });

  test('the files of a folder to recompute: its indexed files and the published ones it no longer indexes (two folders, deleted files)', () => {
    const files = { [A]: skill('a'), [B]: skill('a'), '/other/skills/c.md': skill('c'), '/other/skills/d.md': skill('c'), '/ws/notes.md': '# Notes\n' };
    const fs = createMemoryFileSystem(files);
    const service = createLanguageService({ fs, configFor: () => DEFAULT_CONFIG });
    service.setFolders([WS, '/other']);
    const sync = new DiagnosticSync();
    sync.update(service, sync.affected(service, undefined));
    fs.deleteFile(B);
    service.fileChanged(B);
    fs.deleteFile('/other/skills/d.md');
    service.fileChanged('/other/skills/d.md');
    const index = service.index;
    for (const folder of [WS, '/other', undefined]) {
      const naive = new Set<string>();
      const inScope = (p: string) => folder === undefined || index.folderOf(p) === folder;
      for (const p of [...index.skillPaths(), ...index.otherDocuments()]) if (inScope(p)) naive.add(p);
      // Every skill had diagnostics (flat files are reported), so each was published.
      for (const p of [A, B, '/other/skills/c.md', '/other/skills/d.md']) if (folder === undefined || !(index.recordAt(p) || index.isOtherDocument(p)) || inScope(p)) naive.add(p);
      const got = sync.affected(service, folder);
      assert.equal(got.length, naive.size, String(folder));
      assert.deepEqual(new Set(got), naive, String(folder));
    }
  });

  test('diagnostic mapping: code, source, data, related places, unnecessary tag, locale', () => {
    const d = toDiagnostic({ path: A, code: 'x', severity: 'hint', message: { en: 'E', fr: 'F' }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, data: { fix: 'f' }, unnecessary: true, related: [{ path: B, range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, message: { en: 'there', fr: 'là' } }] }, 'fr');
    assert.equal(d.message, 'F');
    assert.equal(d.code, 'x');
    assert.equal(d.source, 'skillkiln');
    assert.equal(d.severity, 4);
    assert.deepEqual(d.data, { fix: 'f' });
    assert.deepEqual(d.tags, [1]);
    assert.equal(d.relatedInformation![0]!.message, 'là');
    assert.equal(d.relatedInformation![0]!.location.uri, 'file:///ws/skills/b.md');
  });
});
