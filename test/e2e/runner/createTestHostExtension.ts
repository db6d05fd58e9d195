import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes an empty extension into `parent` and returns its folder. VS Code runs
 * extensionTestsPath only in a window with an extensionDevelopmentPath, so a .vsix test
 * (--install-vsix) uses this stub as the development extension, leaving the installed copy of
 * the real extension as the one under test.
 */
export async function createTestHostExtension(parent: string): Promise<string> {
  const folder = join(parent, 'e2e-test-host');
  await mkdir(folder, { recursive: true });
  const manifest = {
    name: 'e2e-test-host',
    publisher: 'skillkiln-tests',
    version: '0.0.0',
    description: 'Empty development extension that lets the e2e suite run against an installed .vsix',
    engines: { vscode: '^1.100.0' },
  };
  await writeFile(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  return folder;
}
