import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { joinLines, LspSession, makeWorkspace, uriOf } from './lspHarness';

/** Enough skills that indexing them takes many slices, on any machine. */
const COUNT = 4000;
const skill = (name: string) => joinLines('---', `name: ${name}`, `description: Does step ${name} of the build when asked.`, '---', '# Steps', '', 'Run `make` and check the output.', '');
const files: Record<string, string> = Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [`.claude/skills/s${String(i).padStart(4, '0')}/SKILL.md`, skill(`s${String(i).padStart(4, '0')}`)]));
// The open file: a header error its own rules find, and a link to a missing file that only the index of its folder can tell.
const OPEN = '.claude/skills/s3999/SKILL.md';
files[OPEN] = joinLines('---', 'name: s3999', '---', '# Steps', '', 'Read [the guide](references/guide.md).', '');

describe('opening a file in a large workspace', () => {
  let s: LspSession;
  let file: string;
  before(async () => {
    s = new LspSession(makeWorkspace(files), { workDoneProgress: true });
    file = path.join(s.root, OPEN);
    await s.initialize();
    s.open(file, files[OPEN]!);
    await s.until(() => s.notifications.length > 0, 'the end of the first index', 120_000);
  });
  after(() => s.stop());

  test('the open file has its own findings before the workspace is indexed, and its complete ones after', async () => {
    const uri = uriOf(file);
    const events = s.sequence.map((e) => (e.method === '$/progress' ? `progress:${e.params.kind}` : e.params.uri === uri ? `open:${e.params.diagnostics.map((d) => d.code).sort().join(',')}` : 'other'));
    const firstOpen = events.findIndex((e) => e.startsWith('open:'));
    const end = events.indexOf('progress:end');
    assert.ok(firstOpen >= 0, 'the open file was published');
    assert.ok(end >= 0, 'the progress ended');
    assert.ok(firstOpen < end, `the open file was published before the index ended: ${events.filter((e) => e !== 'other').join(' ')}`);
    assert.match(events[firstOpen]!, /description-missing/);
    assert.doesNotMatch(events[firstOpen]!, /reference-missing/, 'a finding about other files waits for the index');
    // Once indexed, the file is published again with what the index adds.
    await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'reference-missing') && d.some((x) => x.code === 'description-missing'), 'the complete findings');
  });

  test('the index reports its progress: begins, reports how many skills are checked, ends', () => {
    const progress = s.sequence.flatMap((e) => (e.method === '$/progress' ? [e.params] : []));
    assert.equal(progress[0]?.kind, 'begin');
    assert.equal(progress.at(-1)?.kind, 'end');
    assert.equal(progress.filter((p) => p.kind === 'end').length, 1);
    const reports = progress.filter((p) => p.kind === 'report');
    assert.ok(reports.length > 0, 'at least one report while indexing');
    for (const r of reports) assert.match(r.message ?? '', /^Checking skills \d{1,3}(,\d{3})* \/ 4,000$/);
  });
});
