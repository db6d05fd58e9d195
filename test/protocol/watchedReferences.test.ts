import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
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
