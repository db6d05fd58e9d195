import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './repoRoot';

/** What the e2e runner runs, and where. */
export interface RunnerOptions {
  /** Extension folder loaded as extensionDevelopmentPath; undefined with --install-vsix. */
  readonly extensionPath: string | undefined;
  /** A .vsix installed into the temporary profile and tested instead of a development folder. */
  readonly vsixPath: string | undefined;
  /** Workspace folder; the runner opens a temporary copy of it. */
  readonly workspacePath: string;
  /** Compiled mocha suite module exporting run(). */
  readonly testsPath: string;
  /** Where screenshots go. */
  readonly screenshotsDir: string;
  /** Overall limit for one run (code-server start to test exit). */
  readonly timeoutMs: number;
  /** Keep the temporary profile and workspace (for debugging). */
  readonly keep: boolean;
  /** Also print the workbench's start-up messages. */
  readonly verbose: boolean;
}

/** Usage text for --help and argument errors. */
export const USAGE = `usage: node out/test/e2e/runInVSCode.js [options]
  --extension <dir>     extension to develop/test (env SKILLKILN_E2E_EXTENSION; default: repo root)
  --install-vsix <file> install this .vsix and test it instead of a development folder
  --workspace <dir>     workspace to open, copied first (env SKILLKILN_E2E_WORKSPACE; default: examples)
  --tests <file>        compiled suite module (default: out/test/e2e/suite/index.js, every test;
                        out/test/e2e/suite/smoke.js: the smoke subset; env SKILLKILN_E2E_GREP filters index.js)
  --timeout <seconds>   overall limit (env SKILLKILN_E2E_TIMEOUT; default: 300)
  --keep                keep the temporary profile and workspace copy
  --verbose             also print the workbench's start-up messages`;

/** Parses the runner's command line (with environment fallbacks); throws on bad input. */
export function parseRunnerOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): RunnerOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      extension: { type: 'string' },
      'install-vsix': { type: 'string' },
      workspace: { type: 'string' },
      tests: { type: 'string' },
      timeout: { type: 'string' },
      keep: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const vsixPath = optionalPath(values['install-vsix']);
  const extension = values.extension ?? env.SKILLKILN_E2E_EXTENSION;
  if (vsixPath && values.extension) throw new Error('--extension and --install-vsix exclude each other');
  const timeoutSeconds = Number(values.timeout ?? env.SKILLKILN_E2E_TIMEOUT ?? 300);
  if (!(timeoutSeconds > 0)) throw new Error(`bad --timeout ${values.timeout}`);
  const options: RunnerOptions = {
    extensionPath: vsixPath ? undefined : resolve(extension ?? REPO_ROOT),
    vsixPath,
    workspacePath: resolve(values.workspace ?? env.SKILLKILN_E2E_WORKSPACE ?? resolve(REPO_ROOT, 'examples')),
    // The runner is compiled to out/test/e2e/, next to the compiled suite.
    testsPath: resolve(values.tests ?? resolve(__dirname, '..', 'suite', 'index.js')),
    screenshotsDir: resolve(REPO_ROOT, 'test-results', 'screenshots'),
    timeoutMs: timeoutSeconds * 1000,
    keep: values.keep ?? false,
    verbose: values.verbose ?? false,
  };
  for (const [what, path] of [['extension', options.extensionPath], ['.vsix', vsixPath], ['workspace', options.workspacePath], ['test suite', options.testsPath]]) {
    if (path && !existsSync(path)) throw new Error(`${what} not found: ${path}`);
  }
  if (options.extensionPath) checkExtensionBuilt(options.extensionPath);
  return options;
}

/** Catches the classic "forgot to build" before waiting for a workbench that can never pass. */
function checkExtensionBuilt(extensionPath: string): void {
  const manifest = JSON.parse(readFileSync(resolve(extensionPath, 'package.json'), 'utf8')) as { main?: unknown };
  if (typeof manifest.main !== 'string') return;
  const main = resolve(extensionPath, manifest.main);
  if (!existsSync(main) && !existsSync(`${main}.js`)) throw new Error(`${manifest.main} is missing in ${extensionPath}: run \`npm run build\` first`);
}

function optionalPath(value: string | undefined): string | undefined {
  return value === undefined ? undefined : resolve(value);
}
