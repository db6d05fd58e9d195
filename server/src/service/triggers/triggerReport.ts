import * as path from 'node:path';
import type { CaseResult } from './triggerRun';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** What a case's runs chose, in words: "chose it 3/3 (44–100%)", "greetings 2/3", failures. */
function summary(r: CaseResult): string {
  const parts = [`triggered ${r.triggered}/${r.runs} (95% ${pct(r.interval[0])}–${pct(r.interval[1])})`];
  const others = Object.entries(r.others).map(([name, n]) => `${name} ${n}/${r.runs}`);
  if (others.length) parts.push(`chose instead: ${others.join(', ')}`);
  if (r.noSkill) parts.push(`no skill ${r.noSkill}/${r.runs}`);
  for (const f of r.failures) parts.push(`${f.failure} ×${f.count}: ${f.detail}`);
  if (r.tokens) parts.push(`${r.tokens} tokens`);
  parts.push(`${(r.ms / 1000).toFixed(1)} s/run${r.cached ? ', cached' : ''}`);
  return parts.join('; ');
}

const MARK = { pass: '✓', fail: '✗', error: '!' } as const;

/** The text report: per skill, one line per query, then the totals. */
export function formatTriggerText(results: readonly CaseResult[], cwd: string): string {
  const out: string[] = [];
  let dir = '';
  for (const r of results) {
    if (r.skillDir !== dir) { dir = r.skillDir; out.push(`${path.relative(cwd, dir).split(path.sep).join('/') || '.'} (${r.file})`); }
    out.push(`  ${MARK[r.verdict]} ${r.shouldTrigger ? 'should trigger    ' : 'should not trigger'} ${JSON.stringify(r.query)}: ${summary(r)}`);
  }
  const count = (v: CaseResult['verdict']) => results.filter((r) => r.verdict === v).length;
  out.push(`${count('pass')} passed, ${count('fail')} failed, ${count('error')} could not run`);
  return out.join('\n') + '\n';
}

/** The JSON report (stable field names, one object per case). */
export function formatTriggerJson(agent: string, version: string, model: string | undefined, results: readonly CaseResult[], cwd: string): string {
  return JSON.stringify({ agent, version, model: model ?? null, results: results.map((r) => ({ ...r, skillDir: path.relative(cwd, r.skillDir).split(path.sep).join('/') || '.' })) }, null, 2) + '\n';
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** JUnit XML for CI: a test suite per skill, a test case per query. */
export function formatTriggerJunit(agent: string, results: readonly CaseResult[], cwd: string): string {
  const bySkill = new Map<string, CaseResult[]>();
  for (const r of results) bySkill.set(r.skillDir, [...(bySkill.get(r.skillDir) ?? []), r]);
  const suites = [...bySkill].map(([dir, rs]) => {
    const name = path.relative(cwd, dir).split(path.sep).join('/') || '.';
    const cases = rs.map((r) => {
      const body = r.verdict === 'pass' ? '' : r.verdict === 'fail'
        ? `<failure message="${xml(`${r.shouldTrigger ? 'did not trigger' : 'triggered'}: ${summary(r)}`)}"/>`
        : `<error message="${xml(summary(r))}"/>`;
      return `    <testcase classname="${xml(`${agent}.${name}`)}" name="${xml(`${r.shouldTrigger ? 'should trigger' : 'should not trigger'}: ${r.query}`)}" time="${(r.ms / 1000).toFixed(3)}">${body}</testcase>`;
    });
    return `  <testsuite name="${xml(name)}" tests="${rs.length}" failures="${rs.filter((r) => r.verdict === 'fail').length}" errors="${rs.filter((r) => r.verdict === 'error').length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="skillkiln triggers (${xml(agent)})">\n${suites.join('\n')}\n</testsuites>\n`;
}
