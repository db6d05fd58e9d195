// Runs the e2e suite (out/test/e2e/suite/index.js) inside a real VS Code 1.100.3: code-server
// on 127.0.0.1 + headless Debian Chromium driven by playwright-core. A Node program, run outside
// VS Code: `node out/test/e2e/runInVSCode.js --help`. Exit code = test result.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALLED_VSIX_ENV } from './runnerEnv';
import { agentsCache } from '../conformance/installAgent';
import { SHOTS_DIR_ENV } from './screenshotProtocol';
import { copyWorkspace } from './runner/copyWorkspace';
import { createLogForwarder } from './runner/createLogForwarder';
import { createPageActionBroker } from './runner/createPageActionBroker';
import { createPageTextBroker } from './runner/createPageTextBroker';
import { createScreenshotBroker } from './runner/createScreenshotBroker';
import { createTestHostExtension } from './runner/createTestHostExtension';
import { ensureCodeServer } from './runner/ensureCodeServer';
import { grepLogs } from './runner/grepLogs';
import { launchBrowser, type BrowserSession } from './runner/launchBrowser';
import { loadCodeServerModule, type RunningCodeServer } from './runner/loadCodeServerModule';
import { parseRunnerOptions, USAGE, type RunnerOptions } from './runner/parseRunnerOptions';

const log = (line: string): void => console.log(`e2e runner: ${line}`);
const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Everything a run starts, so that it can always be stopped, whatever happened. */
class Resources {
  server: RunningCodeServer | undefined;
  browser: BrowserSession | undefined;
  temp: string | undefined;

  async dispose(keep: boolean): Promise<void> {
    await this.browser?.close();
    await this.server?.stop();
    if (this.temp && !keep) await rm(this.temp, { recursive: true, force: true });
    else if (this.temp) log(`kept ${this.temp}`);
  }
}

async function run(entry: string, options: RunnerOptions, resources: Resources): Promise<number> {
  const codeServer = await loadCodeServerModule();
  const started = Date.now();

  const temp = (resources.temp = await mkdtemp(join(tmpdir(), 'skillkiln-e2e-')));
  const profile = codeServer.profilePaths(join(temp, 'profile'));
  const shotsDir = join(temp, 'shots');
  await mkdir(shotsDir);
  const workspace = await copyWorkspace(options.workspacePath, join(temp, 'workspace'));
  // The agents the trigger tests run are cached in the real home: the isolated one has none.
  const env = codeServer.isolatedEnv(profile, { [SHOTS_DIR_ENV]: shotsDir, SKILLKILN_AGENTS_CACHE: agentsCache(), ...(options.vsixPath ? { [INSTALLED_VSIX_ENV]: options.vsixPath } : {}) });

  let extensionDevelopmentPath = options.extensionPath;
  if (options.vsixPath) {
    await codeServer.installExtension({ entry, profile, vsix: options.vsixPath, env });
    log(`installed ${options.vsixPath}`);
    extensionDevelopmentPath = await createTestHostExtension(temp);
  }
  const server = (resources.server = codeServer.startCodeServer({ entry, port: await codeServer.freePort(), profile, env }));
  await server.ready;
  log(`code-server ready at ${server.origin} (${seconds(started)})`);

  const browser = (resources.browser = await launchBrowser());
  const { page } = browser;
  const screenshots = createScreenshotBroker(page, options.screenshotsDir, shotsDir);
  const pageText = createPageTextBroker(page, shotsDir);
  const pageActions = createPageActionBroker(page, shotsDir, options.screenshotsDir);

  // Settles with the suite's exit code, or rejects when something ends the run before it.
  let onExit: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolveCode, reject) => {
    onExit = resolveCode;
    page.on('crash', () => reject(new Error('the browser page crashed')));
    browser.browser.on('disconnected', () => reject(new Error('the browser closed unexpectedly')));
    void server.exited.then((how) => reject(new Error(`code-server exited unexpectedly (${how})`)));
  });
  exitCode.catch(() => undefined); // awaited below; an early rejection must not count as unhandled
  // Both must exist before the workbench loads: it looks them up once, at start-up.
  await page.exposeFunction('codeAutomationExit', (code: number) => onExit(code));
  await page.exposeFunction('codeAutomationLog', createLogForwarder([screenshots, pageText, pageActions], options.verbose));

  const url = codeServer.workbenchUrl({
    origin: server.origin,
    folder: workspace,
    extensionDevelopmentPath,
    extensionTestsPath: options.testsPath,
  });
  log(`opening the workbench on ${workspace} with ${options.vsixPath ? `installed ${options.vsixPath}` : options.extensionPath}`);
  // Only wait for the navigation to start: the outcome (or the overall timeout) is what counts,
  // and the page's load event can take longer than goto's default timeout on a busy machine.
  await page.goto(url, { waitUntil: 'commit', timeout: options.timeoutMs });

  const code = await exitCode;
  await Promise.all([screenshots.idle(), pageText.idle(), pageActions.idle()]);
  log(`suite exited with ${code} after ${seconds(started)}`);
  return code;
}

/** Prints why the run failed plus the VS Code log lines that usually explain it. */
async function explain(reason: string, userDataDir: string | undefined): Promise<void> {
  console.error(`e2e runner: FAILED: ${reason}`);
  const hits = userDataDir ? await grepLogs(userDataDir) : [];
  for (const hit of hits.slice(0, 20)) console.error(`e2e runner: log: ${hit}`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  let options: RunnerOptions;
  try {
    options = parseRunnerOptions(argv);
  } catch (err) {
    console.error(`e2e runner: ${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const resources = new Resources();
  const interrupt = (signal: NodeJS.Signals): void => {
    console.error(`e2e runner: ${signal}, stopping`);
    void resources.dispose(options.keep).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
  let timer: NodeJS.Timeout | undefined;
  try {
    const entry = await ensureCodeServer(); // before the deadline: the first install takes ~1 min
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${options.timeoutMs / 1000} s`)), options.timeoutMs);
    });
    const code = await Promise.race([run(entry, options, resources), deadline]);
    if (code !== 0) throw new Error(`the suite exited with ${code}`);
  } catch (err) {
    await explain(err instanceof Error ? err.message : String(err), resources.temp && join(resources.temp, 'profile', 'user-data'));
    process.exitCode = 1;
  } finally {
    clearTimeout(timer);
    await resources.dispose(options.keep);
  }
  // A run abandoned by the deadline may still hold handles; everything it started is stopped.
  process.exit();
}

void main();
