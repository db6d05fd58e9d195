// The smoke subset, run against the installed .vsix by scripts/package-check.mjs
// (`--tests out/test/e2e/suite/smoke.js`): activation, one diagnostics test, the preview opens.
import { join } from 'node:path';
import { runMocha } from './runMocha';

/** Full titles ("suite test") of the smoke tests; exactly these must run. */
export const SMOKE_TESTS: readonly string[] = [
  'activation the extension activates when a SKILL.md is opened',
  'diagnostics and quick fixes an edited skill gets diagnostics with the right codes, on the right ranges',
  'catalog preview opens beside the skill and its webview reports the rendered catalog back',
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs the smoke tests; the summary line is `smoke: N passed, N failed`. */
export function run(): Promise<void> {
  return runMocha({
    files: ['activation', 'diagnostics', 'preview'].map((name) => join(__dirname, `${name}.test.js`)),
    grep: new RegExp(`^(?:${SMOKE_TESTS.map(escape).join('|')})$`),
    label: 'smoke',
    expectedTests: SMOKE_TESTS.length,
  });
}
