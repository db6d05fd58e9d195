// Runs compiled e2e test files with mocha 10 (12 is ESM-only) inside the extension host and
// reports through its console, which the runner forwards. The last line, `<label>: N passed,
// N failed`, is what CI counts.
import Mocha from 'mocha';

/** What to run. */
export interface MochaRun {
  /** Absolute paths of compiled `*.test.js` files. */
  readonly files: readonly string[];
  /** Only tests whose full title ("suite test") matches. */
  readonly grep?: RegExp;
  /** Prefix of the summary line (default `e2e`). */
  readonly label?: string;
  /** Fail unless exactly this many tests ran (guards a grep that silently matches less). */
  readonly expectedTests?: number;
}

/** Runs the files; rejects when a test fails, nothing ran, or the count is not the expected one. */
export function runMocha({ files, grep, label = 'e2e', expectedTests }: MochaRun): Promise<void> {
  // One retry: a test that clicks in the real workbench can lose a race with the workbench's own
  // focus moves (the walkthrough re-focuses its step ~250 ms after a click). A broken feature
  // fails both tries; every retry is printed, so flakiness stays visible.
  const mocha = new Mocha({ ui: 'tdd', reporter: 'spec', color: false, timeout: 30_000, retries: 1 });
  if (files.length === 0) return Promise.reject(new Error('no test files'));
  for (const file of files) mocha.addFile(file);
  if (grep) mocha.grep(grep);

  const retried: string[] = [];
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        if (retried.length > 0) console.log(`${label}: retried once: ${retried.join("; ")}`);
        const passes = runner.stats?.passes ?? 0;
        const ran = passes + failures;
        const missing = expectedTests !== undefined && ran !== expectedTests ? 1 : 0;
        if (missing) console.log(`${label}: expected ${expectedTests} tests, ran ${ran}${grep ? ` (grep ${grep})` : ''}`);
        else if (ran === 0) console.log(`${label}: no test matched${grep ? ` ${grep}` : ''}`);
        const failed = failures + (missing || ran === 0 ? 1 : 0);
        console.log(`${label}: ${passes} passed, ${failed} failed`);
        if (failed > 0) reject(new Error(`${failed} ${label} test(s) failed`));
        else resolve();
      });
      runner.on('retry', (test: Mocha.Test, err: unknown) => retried.push(`${test.fullTitle()} (first try: ${(err as Error)?.message?.split('\n')[0] ?? String(err)})`));
    } catch (err) {
      // A test file that throws while loading never reaches the callback.
      console.log(`${label}: 0 passed, 1 failed`);
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
