// `npm run test:electron`: the same e2e suite in desktop VS Code via @vscode/test-electron 2.5.2
// (3.x needs Node 22). It downloads VS Code, so it only works online; offline, `npm test` runs the
// suite in code-server (runInVSCode.ts). Same flags as runInVSCode, minus --install-vsix.
// Env SKILLKILN_VSCODE_VERSION picks the version ('stable', '1.100.3', ...; default: the newest
// matching engines.vscode). Linux without a display needs xvfb-run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadAndUnzipVSCode, makeConsoleReporter, runTests, type ProgressReporter } from '@vscode/test-electron';
import { copyWorkspace } from './runner/copyWorkspace';
import { parseRunnerOptions, USAGE, type RunnerOptions } from './runner/parseRunnerOptions';
import { REPO_ROOT } from './runner/repoRoot';

/**
 * Shows download progress once there is some (the console reporter's spinner would otherwise
 * print before an offline failure), and leaves reporting a failure to us, in one line.
 */
function progressReporter(): ProgressReporter {
  let consoleReporter: Promise<ProgressReporter> | undefined;
  return {
    report(report) {
      consoleReporter ??= makeConsoleReporter();
      void consoleReporter.then((reporter) => reporter.report(report));
    },
    error: () => undefined,
  };
}

/** A short reason for a failed download: the network error code when there is one. */
function errorCode(err: unknown): string {
  for (let cause: unknown = err; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
  }
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

async function download(options: RunnerOptions): Promise<string | undefined> {
  try {
    return await downloadAndUnzipVSCode({
      version: process.env.SKILLKILN_VSCODE_VERSION,
      cachePath: join(REPO_ROOT, '.vscode-test'),
      extensionDevelopmentPath: options.extensionPath,
      reporter: progressReporter(),
    });
  } catch (err) {
    console.error(`test:electron: VS Code cannot be downloaded here (${errorCode(err)}); run \`npm test\` for the code-server suite`);
    return undefined;
  }
}

async function main(): Promise<number> {
  let options: RunnerOptions;
  try {
    options = parseRunnerOptions(process.argv.slice(2));
    if (options.vsixPath || !options.extensionPath) throw new Error('--install-vsix is only supported by runInVSCode');
  } catch (err) {
    console.error(`test:electron: ${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  const vscodeExecutablePath = await download(options);
  if (!vscodeExecutablePath) return 1;

  const temp = await mkdtemp(join(tmpdir(), 'skillkiln-electron-'));
  try {
    const workspace = await copyWorkspace(options.workspacePath, join(temp, 'workspace'));
    return await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: options.extensionPath,
      extensionTestsPath: options.testsPath,
      launchArgs: [
        workspace,
        '--disable-extensions', // other installed extensions; the development one still loads
        '--disable-workspace-trust',
        '--skip-welcome',
        '--skip-release-notes',
        `--user-data-dir=${join(temp, 'user-data')}`,
      ],
    });
  } catch (err) {
    console.error(`test:electron: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    if (!options.keep) await rm(temp, { recursive: true, force: true });
  }
}

void main().then((code) => (process.exitCode = code));
