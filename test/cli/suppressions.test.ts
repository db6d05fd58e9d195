import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { FIXTURES, runCli } from './runCli';

interface JsonFinding {
  file: string;
  range: { start: { line: number; character: number } };
  severity: string;
  code: string;
}

const CWD = path.join(FIXTURES, 'suppressions');

/** `file:line code` of every finding (1-based lines, as editors show them). */
function lintedLines(): string[] {
  const r = runCli(['lint', '--format', 'json'], CWD);
  assert.equal(r.status, 0, r.stderr);
  return (JSON.parse(r.stdout) as JsonFinding[]).map((f) => `${f.file}:${f.range.start.line + 1} ${f.code}`);
}

describe('suppression comments on the command line', () => {
  test('every form hides what it names, and only that', () => {
    const lines = lintedLines();
    // disable-next-line: line 8 hidden, line 10 reported.
    assert.ok(!lines.includes('skills/next-line.md:8 description-in-body'));
    assert.ok(lines.includes('skills/next-line.md:10 description-in-body'));
    // disable … enable: lines 8–9 hidden, line 12 (after enable) reported.
    assert.deepEqual(lines.filter((l) => l.startsWith('skills/region.md')), ['skills/region.md:12 description-in-body']);
    // disable-file: the header's repeated keyword is hidden.
    assert.deepEqual(lines.filter((l) => l.startsWith('skills/whole-file.md')), []);
  });

  test('comments that hide nothing are reported as warnings, on the code they name', () => {
    const r = runCli(['lint', '--format', 'json', 'skills/unused.md'], CWD);
    const findings = JSON.parse(r.stdout) as (JsonFinding & { message: string })[];
    assert.deepEqual(findings.map((f) => [f.range.start.line + 1, f.range.start.character + 1, f.severity, f.code]), [
      [7, 34, 'warning', 'suppression-unused'],
      [9, 29, 'warning', 'suppression-unused'],
    ]);
    assert.match(findings[1]!.message, /^Check the spelling of `keyword-duplicate`: it is not a Skillkiln code/);
  });

  test('text output shows the same findings as JSON', () => {
    const text = runCli(['lint'], CWD).stdout.trim().split('\n').slice(0, -1);
    assert.deepEqual(text.map((l) => l.replace(/^([^:]+):(\d+):\d+ \w+ (\S+) .*$/, '$1:$2 $3')), lintedLines());
  });
});
