import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { minimatch } from 'minimatch';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

const SKILL = joinLines('---', 'name: report', 'description: Writes the weekly report. Use when asked for the report.', '---', '# Report', '', 'Run [the script](scripts/build.sh) first.', '');

describe('reference files changed on disk (watched files)', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ '.claude/skills/report/SKILL.md': SKILL }));
    await s.start();
  });
  after(() => s.stop());

  test('a missing script is reported, cleared when it appears, reported again when it goes', async () => {
    const skill = path.join(s.root, '.claude', 'skills', 'report', 'SKILL.md');
    const script = path.join(s.root, '.claude', 'skills', 'report', 'scripts', 'build.sh');
    s.open(skill, SKILL);
    await s.waitDiagnostics(skill, (d) => d.some((x) => x.code === 'reference-missing'), 'missing script reported');
    mkdirSync(path.dirname(script), { recursive: true });
    writeFileSync(script, 'echo build\n');
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(script), type: 1 }] });
    await s.waitDiagnostics(skill, (d) => d.every((x) => x.code !== 'reference-missing'), 'cleared once the script exists');
    rmSync(script);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(script), type: 3 }] });
    const d = await s.waitDiagnostics(skill, (x) => x.some((y) => y.code === 'reference-missing'), 'reported again after deletion');
    assert.ok(d.length > 0);
  });
});

/** The first bytes of a CPython 3.12 .pyc, under a name that hides it. */
const PYC = Uint8Array.from([0xcb, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0, 0x12, 0x34, 0x56, 0x78, 0x20, 0, 0, 0, 0xe3, 0, 0, 0]);
const PDF = joinLines('---', 'name: pdf-helper', 'description: Fills PDF forms. Use when the user asks to fill a PDF.', '---', '# PDF helper', '');

describe('folders created on disk whose files the watcher did not report', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ '.claude/skills/report/SKILL.md': SKILL }));
    await s.start();
  });
  after(() => s.stop());

  test('the server watches folders under the skills roots, not only their files', async () => {
    await s.until(() => s.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles'), 'the watcher registration');
    const globs = s.registrations.filter((r) => r.method === 'workspace/didChangeWatchedFiles').flatMap((r) => (r.registerOptions as { watchers: { globPattern: string }[] }).watchers.map((w) => w.globPattern));
    for (const p of ['.claude/skills/pdf-helper', '.claude/skills/pdf-helper/scripts']) assert.ok(globs.some((g) => minimatch(p, g, { dot: true })), `${p} is watched (${globs.join(' ')})`);
  });

  test('a new skill folder and its scripts folder, announced only as folders: the skill and its bundled binary are found', async () => {
    const dir = path.join(s.root, '.claude', 'skills', 'pdf-helper');
    mkdirSync(path.join(dir, 'scripts'), { recursive: true });
    writeFileSync(path.join(dir, 'SKILL.md'), PDF);
    writeFileSync(path.join(dir, 'scripts', 'fill.py'), PYC);
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(dir), type: 1 }, { uri: uriOf(path.join(dir, 'scripts')), type: 1 }] });
    await s.waitDiagnostics(path.join(dir, 'SKILL.md'), (d) => d.some((x) => x.code === 'bundled-binary'), 'the bundled binary of a skill no file event announced');
  });
});
