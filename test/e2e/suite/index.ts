// Entry point the workbench loads as extensionTestsPath: runs every *.test.js next to it with
// mocha 10 (12 is ESM-only) and reports through the extension host's console, which the runner
// forwards. The last line, `e2e: N passed, N failed`, is what CI counts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/** Runs the suite; rejects when a test fails or no test file is found. */
export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', reporter: 'spec', color: false, timeout: 30_000 });
  const files = readdirSync(__dirname).filter((name) => name.endsWith('.test.js')).sort();
  if (files.length === 0) return Promise.reject(new Error(`no *.test.js files in ${__dirname}`));
  for (const file of files) mocha.addFile(join(__dirname, file));

  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        console.log(`e2e: ${runner.stats?.passes ?? 0} passed, ${failures} failed`);
        if (failures > 0) reject(new Error(`${failures} e2e test(s) failed`));
        else resolve();
      });
    } catch (err) {
      // A test file that throws while loading never reaches the callback.
      console.log('e2e: 0 passed, 1 failed');
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
